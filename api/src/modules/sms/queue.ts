import PgBoss from 'pg-boss';

// The SMS dispatch job on pg-boss (the api's PostgreSQL, "pgboss" schema): every api that sends asks for a dispatch
// job each `pollMs` — at most one per second in the whole cluster (singletonSeconds), so many instances do not
// multiply them — and whichever api's worker takes it drains the outbox (dispatcher.ts). A dispatch whose process
// dies is simply not finished: its rows' leases lapse and the next dispatch, in any api, takes them over.

export const DISPATCH_QUEUE = 'sms-dispatch';

export async function startSmsQueue(databaseUrl: string, onError: (error: Error) => void) {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, schedule: false });
  boss.on('error', onError);
  await boss.start();
  await boss.createQueue(DISPATCH_QUEUE, {
    name: DISPATCH_QUEUE,
    retryLimit: 0,
    expireInSeconds: 300,
    retentionMinutes: 10,
  });
  return {
    /** Asks for a dispatch (ignored when one was asked for in this second). */
    async tick(): Promise<void> {
      await boss.send(DISPATCH_QUEUE, {}, { singletonKey: 'dispatch', singletonSeconds: 1 });
    },
    async work(handle: () => Promise<void>): Promise<void> {
      await boss.work(DISPATCH_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async () => {
        await handle();
      });
    },
    stop(graceMs: number): Promise<void> {
      return boss.stop({ graceful: graceMs > 0, timeout: Math.max(graceMs, 1000), wait: true });
    },
  };
}

export type SmsQueue = Awaited<ReturnType<typeof startSmsQueue>>;
