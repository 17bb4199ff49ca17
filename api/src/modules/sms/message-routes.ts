import { isoDate, positiveId } from '@agua/domain/contracts/common';
import {
  SMS_EVENTS,
  SMS_MESSAGE_SORT_FIELDS,
  SMS_STATES,
  smsMessageResponseSchema,
  smsMonthlyCountsResponseSchema,
  smsMonthSchema,
} from '@agua/domain/contracts/sms';
import { currentPeriod } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { idListParam, listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toSmsMessageResponse } from './responses.ts';
import type { SmsMessageListQuery } from './service.ts';

const tags = ['sms-message'];
const f = messages.sms.fields;

/** `states=FAILED,SENT`: a list of the given values. */
const enumList = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .string()
    .max(200)
    .transform((text, ctx) => {
      const items = [...new Set(text.split(',').map((item) => item.trim()))];
      if (!items.every((item) => (values as readonly string[]).includes(item))) {
        ctx.addIssue({
          code: 'custom',
          message: `${label}: ${messages.schema.invalidOption(values.join(', '))}`,
        });
        return z.NEVER;
      }
      return items as T[number][];
    })
    .optional()
    .describe(`${label}: comma-separated, of ${values.join(', ')}`);

/** A Maputo day as the instant it starts. */
const maputoMidnight = (day: string) => new Date(`${day}T00:00:00+02:00`);

const messageListQuerySchema = listQuerySchema(SMS_MESSAGE_SORT_FIELDS).extend({
  states: enumList(SMS_STATES, f.state),
  events: enumList(SMS_EVENTS, f.event),
  clientIds: idListParam('clientIds'),
  from: isoDate(f.from).optional().describe('Created on or after this Maputo day (YYYY-MM-DD)'),
  to: isoDate(f.to).optional().describe('Created on or before this Maputo day (YYYY-MM-DD)'),
});
const listResponses = { 200: z.array(smsMessageResponseSchema), ...errorResponses(400) };

/**
 * /sms-message, the outbox: administrators read and resend messages (they hold phone numbers and texts); the
 * monthly counts are open to every role, so reporting tools' API keys read them too.
 */
const smsMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = async (query: z.output<typeof messageListQuerySchema>, reply: FastifyReply) => {
    const { from, to, ...rest } = query;
    const filters: SmsMessageListQuery = {
      ...rest,
      ...(from ? { from: maputoMidnight(from) } : {}),
      ...(to ? { to: new Date(maputoMidnight(to).getTime() + 86_400_000) } : {}),
    };
    const page = await app.sms.records.list(filters);
    return sendPage(reply, {
      rows: page.rows.map((row) => toSmsMessageResponse(row, app.sms.hours)),
      total: page.total,
    });
  };

  app.get(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'listSmsMessages',
        summary: 'The SMS outbox (states=, events=, clientIds=, from=, to=, page/size/q/sort; X-Total-Count)',
        querystring: messageListQuerySchema,
        response: listResponses,
      },
    },
    (request, reply) => list(request.query, reply),
  );

  app.get(
    '/by-client/:clientId',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'listSmsMessagesByClient',
        summary: "A client's SMS messages, newest first by default",
        params: z.object({ clientId: positiveId('Cliente') }),
        querystring: listQuerySchema(SMS_MESSAGE_SORT_FIELDS),
        response: listResponses,
      },
    },
    (request, reply) =>
      list(
        {
          ...request.query,
          sort: request.query.sort ?? { field: 'messageId', direction: 'desc' },
          clientIds: [request.params.clientId],
        },
        reply,
      ),
  );

  app.get(
    '/monthly-counts',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'countSmsMessagesByMonth',
        summary:
          'Messages and parts of a Maputo month (month=YYYY-MM, default this month): by state and event',
        querystring: z.object({ month: smsMonthSchema.optional() }),
        response: { 200: smsMonthlyCountsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { year, month } = currentPeriod();
      const wanted = request.query.month ?? `${year}-${String(month).padStart(2, '0')}`;
      return app.sms.records.monthlyCounts(wanted);
    },
  );

  app.get(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'getSmsMessage',
        summary: 'One SMS message',
        params: idParamsSchema,
        response: { 200: smsMessageResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toSmsMessageResponse(await app.sms.records.getById(request.params.id), app.sms.hours),
  );

  app.post(
    '/:id/resend',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'resendSmsMessage',
        summary:
          "Queue a FAILED message again (the newest of its event), to the client's current number (409 otherwise)",
        params: idParamsSchema,
        response: { 201: smsMessageResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          toSmsMessageResponse(
            await app.sms.records.resend(request.params.id, currentUser(request)),
            app.sms.hours,
          ),
        ),
  );
};

export default smsMessageRoutes;
