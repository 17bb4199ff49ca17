import PgBoss from 'pg-boss';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/pg-boss-transaction.ts';

// The durable job queue of M-Pesa work: pg-boss on the api's own PostgreSQL (its tables in the "pgboss" schema,
// created by the library). A job is written in the transaction that records the request, so a request always has
// its job; workers in any api process take jobs with SKIP LOCKED, so several instances share the work; a job whose
// process died is failed at shutdown or expires, then retried (docs/domain.md "M-Pesa payment requests").

export const C2B_QUEUE = 'mpesa-c2b';
export const STATUS_QUEUE = 'mpesa-status';

export interface C2bJob {
  paymentId: number;
}
export interface StatusJob {
  paymentId: number;
  /** 1 for the first status query. */
  attempt: number;
}

export interface JobQueueOptions {
  databaseUrl: string;
  /** How long one C2B job may run before another worker may take it (> the provider's timeout). */
  c2bExpireSeconds: number;
  onError: (error: Error) => void;
}

/**
 * How often pg-boss looks for expired jobs. It finds a job whose process died only in this pass (every 120 s by
 * default): 30 s puts a request that was cut by a crash back in the queue at most 30 s after it expires, instead of
 * leaving it 'A aguardar confirmação' for up to two more minutes. The pass is one locked statement per table, cheap.
 */
const EXPIRY_CHECK_SECONDS = 30;

export async function startJobQueue({ databaseUrl, c2bExpireSeconds, onError }: JobQueueOptions) {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 5,
    schedule: false,
    maintenanceIntervalSeconds: EXPIRY_CHECK_SECONDS,
  });
  boss.on('error', onError);
  await boss.start();
  // A job that throws (a crash, not a provider answer) is retried; retries find the request's state first.
  await boss.createQueue(C2B_QUEUE, {
    name: C2B_QUEUE,
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: c2bExpireSeconds,
  });
  await boss.createQueue(STATUS_QUEUE, {
    name: STATUS_QUEUE,
    retryLimit: 10,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 120,
  });

  return {
    boss,
    /** Enqueues the provider call inside the transaction that records the request. */
    async sendC2b(tx: Executor, job: C2bJob): Promise<void> {
      await boss.send(C2B_QUEUE, job, { db: inTransaction(tx), singletonKey: `c2b:${job.paymentId}` });
    },
    /** A status query `delayMs` from now (a scheduled job, never a sleep). */
    async sendStatus(job: StatusJob, delayMs: number): Promise<void> {
      await boss.send(STATUS_QUEUE, job, { startAfter: new Date(Date.now() + delayMs) });
    },
    async work<T extends object>(queue: string, workers: number, handle: (data: T) => Promise<void>) {
      for (let i = 0; i < workers; i += 1) {
        await boss.work<T>(queue, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) => {
          if (job) await handle(job.data);
        });
      }
    },
    /** Stops taking jobs; a job still running after `graceMs` is failed, to be retried by another process. */
    stop(graceMs: number): Promise<void> {
      return boss.stop({ graceful: graceMs > 0, timeout: Math.max(graceMs, 1000), wait: true });
    },
  };
}

export type JobQueue = Awaited<ReturnType<typeof startJobQueue>>;
