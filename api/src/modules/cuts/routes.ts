import { positiveId } from '@agua/domain/contracts/common';
import {
  CUT_SORT_FIELDS,
  cutBulkCreateSchema,
  cutBulkRefusedSchema,
  cutBulkResultSchema,
  cutCandidateResponseSchema,
  cutCandidatesQuerySchema,
  cutCreateSchema,
  cutOrdersQuerySchema,
  cutReconnectSchema,
  cutResponseSchema,
  cutUpdateSchema,
} from '@agua/domain/contracts/cut';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { toMeticais } from '@agua/domain/money';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { registerCountRoute } from '../../http/count-route.ts';
import { errorBody } from '../../http/errors.ts';
import { DEFAULT_PAGE_SIZE, idListParam, listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';
import { streamPagesOffThread } from '../../pdf/paged-stream.ts';
import { currentUser } from '../../plugins/auth.ts';
import { taskFile } from '../../workers/pool.ts';
import { type CandidateRow, candidateBatches, findCandidates } from './candidate-queries.ts';
import type * as tasks from './cut-orders.task.ts';
import { ordersSelection } from './orders-selection.ts';
import { toCutResponse } from './responses.ts';
import type { CutListQuery } from './service.ts';

const tags = ['cut'];
const a = messages.cuts.api;
/** The cut orders are drawn in the api's worker threads (cut-orders.task.ts). */
const cutTasks = taskFile<typeof tasks>(new URL('./cut-orders.task.ts', import.meta.url));

const cutListQuerySchema = listQuerySchema(CUT_SORT_FIELDS).extend({
  meterIds: idListParam('meterIds'),
  clientIds: idListParam('clientIds'),
  open: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true: open cuts only; false: reconnected cuts only'),
});
const listResponses = { 200: z.array(cutResponseSchema), ...errorResponses(400) };
const ordersQuerySchema = cutOrdersQuerySchema.extend({ meterIds: idListParam('meterIds') });

function toCandidateResponse(row: CandidateRow) {
  return {
    ...row,
    debt: toMeticais(row.debt),
    balance: toMeticais(row.balance),
    oldestLimitDate: row.oldestLimitDate ?? '',
    lastPaymentDate: row.lastPaymentDate?.toISOString() ?? null,
  };
}

/**
 * /cut: both roles read (lists, candidates, printed orders); only an administrator registers, edits, reconnects or
 * deletes a cut. Static paths are declared before /:id.
 */
const cutRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCountRoute(app, {
    operationId: 'countCuts',
    tag: 'cut',
    summary: 'Number of cuts (Total Cortes)',
    count: () => app.cuts.count(),
  });

  const list = async (query: CutListQuery, reply: FastifyReply) => {
    const page = await app.cuts.list(query);
    return sendPage(reply, { rows: page.rows.map(toCutResponse), total: page.total });
  };

  app.get(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listCuts',
        summary: 'List cuts (ids=, meterIds=, clientIds=, open=, page/size/q/sort; X-Total-Count)',
        querystring: cutListQuerySchema,
        response: listResponses,
      },
    },
    (request, reply) => list(request.query, reply),
  );

  app.get(
    '/by-client/:clientId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listCutsByClient',
        summary: "The cuts of a client's meters",
        params: z.object({ clientId: positiveId('Cliente') }),
        querystring: listQuerySchema(CUT_SORT_FIELDS),
        response: listResponses,
      },
    },
    (request, reply) => list({ ...request.query, clientIds: [request.params.clientId] }, reply),
  );

  app.get(
    '/candidates',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listCutCandidates',
        summary:
          'Cut candidates: active meters, not cut nor suspended, of clients whose oldest unpaid invoice is overdue by at least minDaysOverdue days; by debt, largest first (page/size; X-Total-Count)',
        querystring: cutCandidatesQuerySchema,
        response: { 200: z.array(cutCandidateResponseSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { zoneId, minDaysOverdue, page, size = DEFAULT_PAGE_SIZE } = request.query;
      const result = await findCandidates(
        app.pool,
        { kind: 'overdue', zoneId, minDaysOverdue },
        page ? { limit: size, offset: (page - 1) * size } : {},
      );
      return sendPage(reply, { rows: result.rows.map(toCandidateResponse), total: result.total });
    },
  );

  app.get(
    '/orders',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getCutOrdersPdf',
        summary:
          'Printable cut orders, one PDF page per meter: chosen meters (meterIds=) or every candidate of a selection (zoneId=, minDaysOverdue=)',
        querystring: ordersQuerySchema,
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const selection = await ordersSelection(app.pool, request.query);
      const batches = candidateBatches(app.pool, selection)[Symbol.asyncIterator]();
      // The first batch is read before answering, so an empty selection is still a plain 404.
      const first = await batches.next();
      if (first.done) return reply.code(404).send(errorBody(404, a.noCandidates));
      // Drawn in a worker thread at the reader's pace (pdf/paged-stream.ts); the rest of the rows are read as it goes.
      const options = { issuedOn: todayInMaputo() };
      const doc = streamPagesOffThread(
        (port) => cutTasks.run('cutOrdersPdf', { port, options }, [port]),
        first.value as CandidateRow[],
        batches,
      );
      doc.on('error', (error) => request.log.error({ err: error }, 'cut orders stopped'));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${messages.cuts.orders.fileName}"`)
        .send(doc);
    },
  );

  app.post(
    '/bulk',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'createCutsInBulk',
        summary:
          'Register the cuts of many meters on one start date, all or none (any refused meter → 400 naming each, nothing saved)',
        body: cutBulkCreateSchema,
        response: {
          201: cutBulkResultSchema,
          400: cutBulkRefusedSchema.or(errorResponses(400)[400]),
          ...errorResponses(409),
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.cuts.createMany(request.body, currentUser(request));
      if (!outcome.ok) {
        return reply.code(400).send({
          ...errorBody(400, a.bulkRefused(outcome.errors.length)),
          rows: outcome.errors,
        });
      }
      return reply.code(201).send({ created: outcome.cuts.length, cuts: outcome.cuts.map(toCutResponse) });
    },
  );

  app.get(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getCut',
        summary: 'One cut',
        params: idParamsSchema,
        response: { 200: cutResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toCutResponse(await app.cuts.getById(request.params.id)),
  );

  app.post(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'createCut',
        summary: 'Register a cut (one open cut per meter: 409)',
        body: cutCreateSchema,
        response: { 201: cutResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toCutResponse(await app.cuts.create(request.body, currentUser(request)))),
  );

  app.put(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'updateCut',
        summary:
          "Edit a cut's start date and meter; an endDate on an open cut reconnects it and charges the reconnection fee once",
        params: idParamsSchema,
        body: cutUpdateSchema,
        response: { 200: cutResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      toCutResponse(await app.cuts.update(request.params.id, request.body, currentUser(request))),
  );

  app.post(
    '/:id/reconnect',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'reconnectCut',
        summary:
          "Reconnect: end the cut (endDate, default today) and debit the active contract type's reconnection fee, once",
        params: idParamsSchema,
        body: cutReconnectSchema,
        response: { 200: cutResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      toCutResponse(await app.cuts.reconnect(request.params.id, request.body?.endDate, currentUser(request))),
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'deleteCut',
        summary: 'Delete an open cut (a reconnected one, whose fee was charged, stays: 409)',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.cuts.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};

export default cutRoutes;
