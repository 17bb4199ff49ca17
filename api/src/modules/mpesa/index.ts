import { messages } from '@agua/domain/messages';
import { defineApiModule } from '../module.ts';
import { createMpesaClient } from './provider/client.ts';
import { meteredMpesaClient } from './provider/metered-client.ts';
import {
  C2B_QUEUE,
  type C2bJob,
  type JobQueue,
  STATUS_QUEUE,
  type StatusJob,
  startJobQueue,
} from './queue.ts';
import mpesaRoutes from './routes.ts';
import { createMpesaService, type MpesaService } from './service.ts';
import { createMpesaWorker, type MpesaWorker } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mpesa: { payments: MpesaService; worker: MpesaWorker };
  }
}

/**
 * M-Pesa payment requests (/mpesa-payment): the records, the provider client and the job queue. The queue starts
 * with the server; this process works its jobs only when `mpesa.worker` (MPESA_WORKERS > 0), so any number of api
 * processes may share one database and its queue.
 */
export default defineApiModule({
  name: 'mpesa',
  dependencies: ['receipts'],
  plugin: async (app, { apiPrefix, databaseUrl, mpesa, usesDatabase }) => {
    let queue: JobQueue | undefined;
    let stopping = false;
    const jobQueue = () => {
      if (!queue) throw new Error('the M-Pesa job queue is not started');
      return queue;
    };
    const payments = createMpesaService(app.db, jobQueue);
    const worker = createMpesaWorker({
      db: app.db,
      payments,
      receipts: app.receipts,
      client: meteredMpesaClient(createMpesaClient(mpesa.provider), app.metrics.providers),
      queue: jobQueue,
      work: mpesa.work,
      log: app.log,
    });
    app.decorate('mpesa', { payments, worker });
    app.readiness.add(() => !usesDatabase || queue !== undefined || messages.api.jobQueueNotStarted);

    /** A job run by a process that is shutting down may lose its database midway: its job is retried elsewhere. */
    const guarded =
      <T>(run: (data: T) => Promise<void>) =>
      async (data: T) => {
        try {
          await run(data);
        } catch (error) {
          if (stopping) return;
          throw error;
        }
      };

    app.addHook('onReady', async () => {
      if (!usesDatabase) return;
      queue = await startJobQueue({
        databaseUrl,
        c2bExpireSeconds: Math.ceil(mpesa.provider.timeoutMs / 1000) + 60,
        onError: (error) =>
          app.databaseOutage.observe(error) || app.log.error({ err: error }, 'M-Pesa job queue error'),
      });
      if (!mpesa.worker) return;
      const workers = Math.max(1, mpesa.work.concurrency);
      await queue.work<C2bJob>(
        C2B_QUEUE,
        workers,
        guarded((job) => worker.runC2b(job.paymentId)),
      );
      await queue.work<StatusJob>(
        STATUS_QUEUE,
        Math.max(1, Math.ceil(workers / 4)),
        guarded((job) => worker.runStatus(job.paymentId, job.attempt)),
      );
    });
    app.addHook('preClose', async () => {
      stopping = true;
      await queue?.stop(mpesa.stopGraceMs ?? 10_000);
    });

    await app.register(mpesaRoutes, { prefix: `${apiPrefix}/mpesa-payment` });
  },
});
