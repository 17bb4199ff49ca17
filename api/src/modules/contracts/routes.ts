import { positiveId } from '@agua/domain/contracts/common';
import {
  contractCreateSchema,
  contractResponseSchema,
  contractUpdateSchema,
} from '@agua/domain/contracts/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { registerCountRoute } from '../../http/count-route.ts';
import { idListParam, listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toContractResponse } from './responses.ts';
import { CONTRACT_SORT_FIELDS, type ContractListQuery } from './service.ts';

const tags = ['contract'];

const contractListQuerySchema = listQuerySchema(CONTRACT_SORT_FIELDS).extend({
  clientIds: idListParam('clientIds'),
  meterIds: idListParam('meterIds'),
  contractTypeIds: idListParam('contractTypeIds'),
  contractStatus: z
    .enum(['0', '1'])
    .transform(Number)
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});
const listResponses = { 200: z.array(contractResponseSchema), ...errorResponses(400) };

/** /contract: both roles read, create and edit contracts; only an administrator deletes one. */
const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCountRoute(app, {
    operationId: 'countContracts',
    count: () => app.contracts.count(),
    tag: 'contract',
    summary: 'Number of contracts',
  });

  const list = async (query: ContractListQuery, reply: Parameters<typeof sendPage>[0]) => {
    const page = await app.contracts.list(query);
    return sendPage(reply, { rows: page.rows.map(toContractResponse), total: page.total });
  };

  app.get(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listContracts',
        summary:
          'List contracts (ids=, clientIds=, meterIds=, contractTypeIds=, contractStatus=, page/size/q/sort; X-Total-Count)',
        querystring: contractListQuerySchema,
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
        operationId: 'listContractsByClient',
        summary: "A client's contracts",
        params: z.object({ clientId: positiveId('Cliente') }),
        querystring: listQuerySchema(CONTRACT_SORT_FIELDS),
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
        operationId: 'getContract',
        summary: 'One contract',
        params: idParamsSchema,
        response: { 200: contractResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toContractResponse(await app.contracts.getById(request.params.id)),
  );

  app.post(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'createContract',
        summary: 'Create a contract (status 1 and balance 0 unless given; one active contract per meter)',
        body: contractCreateSchema,
        response: { 201: contractResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(toContractResponse(await app.contracts.create(request.body, currentUser(request)))),
  );

  app.put(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'updateContract',
        summary:
          'Update type, balance and status (a changed balance is an ADMIN-only ledger adjustment with balanceReason)',
        params: idParamsSchema,
        body: contractUpdateSchema,
        response: { 200: contractResponseSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) =>
      toContractResponse(await app.contracts.update(request.params.id, request.body, currentUser(request))),
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'deleteContract',
        summary: 'Delete a contract (refused once invoices, payments or balance movements point at it)',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.contracts.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};

export default contractRoutes;
