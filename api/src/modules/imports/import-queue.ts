import PgBoss from 'pg-boss';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/pg-boss-transaction.ts';

// The imports' job queue: pg-boss on the api's own PostgreSQL, like M-Pesa's (modules/mpesa/queue.ts). An upload's
// job is sent in the transaction that stores its file, so every queued import has its job; any api's worker takes
// it. A job that throws (a lost connection) or whose process dies (expired) is tried again; the commit is one
// transaction keyed by the import's id, so an attempt leaves all of it or nothing (jobs.ts).

export const IMPORT_QUEUE = 'client-import';
/** Attempts after the first, when one throws. */
export const IMPORT_RETRIES = 2;
/** How long one attempt may run before another worker may take it: a 50,000-row file takes well under a minute. */
const IMPORT_EXPIRE_SECONDS = 30 * 60;

export interface ImportJob {
  importId: number;
}

/** What the worker learns of an attempt: which one it is, and whether another follows if it throws. */
export interface ImportAttempt {
  attempt: number;
  retries: boolean;
}

export async function startImportQueue(databaseUrl: string, onError: (error: Error) => void) {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, schedule: false });
  boss.on('error', onError);
  await boss.start();
  await boss.createQueue(IMPORT_QUEUE, {
    name: IMPORT_QUEUE,
    retryLimit: IMPORT_RETRIES,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: IMPORT_EXPIRE_SECONDS,
  });
  return {
    /** Queues the commit inside the transaction that stores the import's file. */
    async send(tx: Executor, job: ImportJob): Promise<void> {
      await boss.send(IMPORT_QUEUE, job, { db: inTransaction(tx), singletonKey: `import:${job.importId}` });
    },
    async work(handle: (job: ImportJob, attempt: ImportAttempt) => Promise<void>): Promise<void> {
      await boss.work<ImportJob>(
        IMPORT_QUEUE,
        { pollingIntervalSeconds: 0.5, batchSize: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          await handle(job.data, {
            attempt: job.retryCount + 1,
            retries: job.retryCount < job.retryLimit,
          });
        },
      );
    },
    stop(graceMs: number): Promise<void> {
      return boss.stop({ graceful: graceMs > 0, timeout: Math.max(graceMs, 1000), wait: true });
    },
  };
}

export type ImportQueue = Awaited<ReturnType<typeof startImportQueue>>;
