import PgBoss from 'pg-boss';

// The backups' job queue: pg-boss on the api's own PostgreSQL, like M-Pesa's (modules/mpesa/queue.ts), with its
// clock on, for the daily cron. Every api instance registers the same schedule and works the queue; pg-boss makes
// one job per cron tick however many instances tick, and hands each job to one worker: one backup a day.

export const BACKUP_QUEUE = 'backup';
/** How long a snapshot may run before its job is given up (and its row, once older, failed). */
export const BACKUP_EXPIRE_SECONDS = 6 * 3600;

export interface BackupJob {
  /** The row an administrator's request made; absent for the daily one, which makes its own. */
  backupId?: number;
}

export interface BackupQueueOptions {
  databaseUrl: string;
  /** The daily hour in Maputo, or null for no daily backup. */
  dailyHour: number | null;
  onError: (error: Error) => void;
}

export async function startBackupQueue({ databaseUrl, dailyHour, onError }: BackupQueueOptions) {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, schedule: true });
  boss.on('error', onError);
  await boss.start();
  // A snapshot that fails is recorded FAILED, not retried: the next one is the next day's or the next request's.
  await boss.createQueue(BACKUP_QUEUE, {
    name: BACKUP_QUEUE,
    retryLimit: 0,
    expireInSeconds: BACKUP_EXPIRE_SECONDS,
  });
  if (dailyHour === null) await boss.unschedule(BACKUP_QUEUE);
  else await boss.schedule(BACKUP_QUEUE, `0 ${dailyHour} * * *`, {}, { tz: 'Africa/Maputo' });
  return {
    async send(job: BackupJob): Promise<void> {
      await boss.send(BACKUP_QUEUE, job);
    },
    async work(handle: (job: BackupJob) => Promise<void>): Promise<void> {
      await boss.work<BackupJob>(BACKUP_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
        if (job) await handle(job.data);
      });
    },
    stop(graceMs: number): Promise<void> {
      return boss.stop({ graceful: graceMs > 0, timeout: Math.max(graceMs, 1000), wait: true });
    },
  };
}

export type BackupQueue = Awaited<ReturnType<typeof startBackupQueue>>;
