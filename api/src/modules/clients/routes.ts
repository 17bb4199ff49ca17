import { clientCreatedSchema, clientResponseSchema, clientSchema } from '@agua/domain/contracts/client';
import { positiveId } from '@agua/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { registerCountRoute } from '../../http/count-route.ts';
import { idListParam, listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';
import { toMeterResponse } from '../meters/responses.ts';
import { toClientResponse } from './responses.ts';
import { CLIENT_SORT_FIELDS, type ClientListQuery } from './service.ts';

const tags = ['client'];

const clientListQuerySchema = listQuerySchema(CLIENT_SORT_FIELDS).extend({
  zoneIds: idListParam('zoneIds'),
  contractTypeIds: idListParam('contractTypeIds'),
});
const listResponses = { 200: z.array(clientResponseSchema), ...errorResponses(400) };

/** /client: both roles read, create and edit clients; only an administrator deletes one. */
const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCountRoute(app, {
    operationId: 'countClients',
    count: () => app.clients.count(),
    tag: 'client',
    summary: 'Number of clients (Total Clientes)',
  });

  const list = async (query: ClientListQuery, reply: Parameters<typeof sendPage>[0]) => {
    const page = await app.clients.list(query);
    return sendPage(reply, { rows: page.rows.map(toClientResponse), total: page.total });
  };

  app.get(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listClients',
        summary: 'List clients (ids=, zoneIds=, contractTypeIds=, page/size/q/sort; X-Total-Count)',
        querystring: clientListQuerySchema,
        response: listResponses,
      },
    },
    (request, reply) => list(request.query, reply),
  );

  app.get(
    '/by-zone/:zoneId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listClientsByZone',
        summary: 'Clients of a zone',
        params: z.object({ zoneId: positiveId('Zona') }),
        querystring: listQuerySchema(CLIENT_SORT_FIELDS),
        response: listResponses,
      },
    },
    (request, reply) => list({ ...request.query, zoneIds: [request.params.zoneId] }, reply),
  );

  app.get(
    '/by-contract-type/:contractTypeId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listClientsByContractType',
        summary: 'Clients holding a contract of this type',
        params: z.object({ contractTypeId: positiveId('Tipo de Contrato') }),
        querystring: listQuerySchema(CLIENT_SORT_FIELDS),
        response: listResponses,
      },
    },
    (request, reply) => list({ ...request.query, contractTypeIds: [request.params.contractTypeId] }, reply),
  );

  app.get(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getClient',
        summary: 'One client',
        params: idParamsSchema,
        response: { 200: clientResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toClientResponse(await app.clients.getById(request.params.id)),
  );

  app.post(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'createClient',
        summary: 'Create a client and its first meter (brand Genérico, 0 m³), in one transaction',
        body: clientSchema,
        response: { 201: clientCreatedSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const { client, meter } = await app.clients.create(request.body);
      return reply
        .code(201)
        .send({ client: toClientResponse(client), meter: toMeterResponse(meter), statusCode: 201 as const });
    },
  );

  app.put(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'updateClient',
        summary: 'Update a client',
        params: idParamsSchema,
        body: clientSchema,
        response: { 200: clientResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => toClientResponse(await app.clients.update(request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'deleteClient',
        summary: 'Delete a client (refused while meters, contracts or other records point at it)',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.clients.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};

export default clientRoutes;
