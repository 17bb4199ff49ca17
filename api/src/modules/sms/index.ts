import { todayInMaputo } from '@agua/domain/dates';
import { Counter } from 'prom-client';
import { defineApiModule } from '../module.ts';
import { warnCutCandidates } from './cut-warnings.ts';
import { createSmsDispatcher, type SmsDispatcher } from './dispatcher.ts';
import type { SendingHours } from './hours.ts';
import messageRoutes from './message-routes.ts';
import optOutRoutes from './opt-out-routes.ts';
import { createSmsClient, type SmsClient } from './provider/client.ts';
import { type SmsQueue, startSmsQueue } from './queue.ts';
import { createSmsService, type SmsService } from './service.ts';
import templateRoutes from './template-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: {
      records: SmsService;
      dispatcher: SmsDispatcher;
      /** When messages go out (SMS_SENDING_HOURS). */
      hours: SendingHours;
      /** Queues the cut warnings due on a Maputo day (cut-warnings.ts). */
      warnCutCandidates: (today: string, now?: Date) => Promise<number>;
    };
  }
}

/**
 * SMS notices (/sms-template, /sms-message, /sms-opt-out): templates, the outbox the events write into
 * (event-notices.ts), and its dispatcher. Every api serves the routes; one with `sms.worker` also sends, driven by
 * the pg-boss dispatch job, so any number of api processes may share one outbox.
 */
export default defineApiModule({
  name: 'sms',
  plugin: async (app, { apiPrefix, databaseUrl, sms, clock, usesDatabase }) => {
    const outcomes = new Counter({
      name: 'agua_sms_messages_total',
      help: 'SMS outcomes: sent (accepted by the provider), rejected, retry, delivered, undelivered',
      labelNames: ['outcome'],
      registers: [app.metrics.registry],
    });
    const raw = createSmsClient(sms.provider);
    const client: SmsClient = {
      send: (batch) =>
        app.metrics.providers.observe(
          'sms',
          'send',
          () => raw.send(batch),
          () => 'ok',
        ),
      status: (ids) =>
        app.metrics.providers.observe(
          'sms',
          'status',
          () => raw.status(ids),
          () => 'ok',
        ),
    };
    const dispatcher = createSmsDispatcher({
      db: app.db,
      client,
      work: sms.work,
      leaseMs: sms.provider.timeoutMs + 30_000,
      count: (outcome, n) => outcomes.inc({ outcome }, n),
    });
    const warn = (today: string, now = new Date()) => warnCutCandidates(app.db, today, now);
    app.decorate('sms', {
      records: createSmsService(app.db),
      dispatcher,
      hours: sms.work.hours,
      warnCutCandidates: warn,
    });

    /** One dispatch: the cut warnings once an hour in this process, then the outbox. */
    let warnedAt = 0;
    async function dispatch() {
      const now = new Date(clock());
      if (now.getTime() - warnedAt >= 3_600_000) {
        warnedAt = now.getTime();
        await warn(todayInMaputo(now), now);
      }
      await dispatcher.drain(now);
    }

    let queue: SmsQueue | undefined;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (!usesDatabase || !sms.worker) return;
      queue = await startSmsQueue(
        databaseUrl,
        (error) => app.databaseOutage.observe(error) || app.log.error({ err: error }, 'SMS job queue error'),
      );
      await queue.work(dispatch);
      timer = setInterval(() => {
        queue?.tick().catch((error: Error) => app.log.warn({ err: error }, 'SMS dispatch request failed'));
      }, sms.work.pollMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await queue?.stop(5000);
    });

    await app.register(templateRoutes, { prefix: `${apiPrefix}/sms-template` });
    await app.register(messageRoutes, { prefix: `${apiPrefix}/sms-message` });
    await app.register(optOutRoutes, { prefix: `${apiPrefix}/sms-opt-out` });
  },
});
