import {
  clientRubricCreatedSchema,
  clientRubricCreateSchema,
  clientRubricResponseSchema,
  clientRubricUpdateSchema,
} from '@agua/domain/contracts/client-rubric';
import { positiveId } from '@agua/domain/contracts/common';
import { reversalQuerySchema } from '@agua/domain/contracts/receipt';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { idempotencyHeadersSchema } from '../../http/idempotency.ts';
import { idListParam, listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toClientRubricResponse } from './responses.ts';
import { CLIENT_RUBRIC_SORT_FIELDS, type ClientRubricListQuery } from './service.ts';

const tags = ['client-rubrics'];

const listQuery = listQuerySchema(CLIENT_RUBRIC_SORT_FIELDS).extend({
  clientIds: idListParam('clientIds'),
  contractIds: idListParam('contractIds'),
  rubricIds: idListParam('rubricIds'),
  reversed: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true: only reversed charges; false: only live ones; absent: both'),
});
const listResponses = { 200: z.array(clientRubricResponseSchema), ...errorResponses(400) };

/** /client-rubrics ("Outros Pagamentos"): both roles read and charge; only an administrator corrects or reverses. */
const clientRubricRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = async (query: ClientRubricListQuery, reply: Parameters<typeof sendPage>[0]) => {
    const page = await app.clientRubrics.list(query);
    return sendPage(reply, { rows: page.rows.map(toClientRubricResponse), total: page.total });
  };

  app.get(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listClientRubrics',
        summary:
          'List rubric charges (ids=, clientIds=, contractIds=, rubricIds=, reversed=, page/size/q/sort; X-Total-Count)',
        querystring: listQuery,
        response: listResponses,
      },
    },
    (request, reply) => list(request.query, reply),
  );

  app.get(
    '/client/:clientId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listClientRubricsByClient',
        summary: "A client's rubric charges",
        params: z.object({ clientId: positiveId('Cliente') }),
        querystring: listQuerySchema(CLIENT_RUBRIC_SORT_FIELDS),
        response: listResponses,
      },
    },
    (request, reply) => list({ ...request.query, clientIds: [request.params.clientId] }, reply),
  );

  app.get(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getClientRubric',
        summary: 'One rubric charge',
        params: idParamsSchema,
        response: { 200: clientRubricResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toClientRubricResponse(await app.clientRubrics.getById(request.params.id)),
  );

  app.post(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'createClientRubric',
        summary:
          "Charge a rubric: price × quantity debited to the client's active contract; answers { ClientRubrics, statusCode }",
        headers: idempotencyHeadersSchema,
        body: clientRubricCreateSchema,
        response: { 201: clientRubricCreatedSchema, ...errorResponses(400, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await app.clientRubrics.charge(
        request.body,
        currentUser(request),
        request.headers['idempotency-key'],
        (charge) => ({ ClientRubrics: toClientRubricResponse(charge), statusCode: 201 as const }),
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode as 201).send(answer.body as never);
    },
  );

  app.put(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'updateClientRubric',
        summary: 'Correct the quantity of a charge (the difference moves the balance)',
        params: idParamsSchema,
        body: clientRubricUpdateSchema,
        response: { 200: clientRubricResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      toClientRubricResponse(
        await app.clientRubrics.correct(request.params.id, request.body, currentUser(request)),
      ),
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'reverseClientRubric',
        summary:
          'Reverse a charge: it stays, marked reversed, and a RUBRIC_REVERSAL ledger row (noting reason=) credits it back',
        params: idParamsSchema,
        querystring: reversalQuerySchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.clientRubrics.reverse(request.params.id, currentUser(request), request.query.reason);
      return reply.code(204).send();
    },
  );
};

export default clientRubricRoutes;
