import {
  meterCreateSchema,
  meterResponseSchema,
  meterUpdateSchema,
} from '@agua/domain/contracts/client-meter';
import { positiveId } from '@agua/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { registerCountRoute } from '../../http/count-route.ts';
import { idListParam, listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';
import { toMeterResponse } from './responses.ts';
import { METER_SORT_FIELDS, type MeterListQuery } from './service.ts';

const tags = ['client-meter'];

const meterListQuerySchema = listQuerySchema(METER_SORT_FIELDS).extend({
  clientIds: idListParam('clientIds'),
});
const listResponses = { 200: z.array(meterResponseSchema), ...errorResponses(400) };

/** /client-meter: both roles read, add and edit meters; only an administrator deletes one. */
const clientMeterRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCountRoute(app, {
    operationId: 'countMeters',
    count: () => app.meters.count(),
    tag: 'client-meter',
    summary: 'Number of meters',
  });

  const list = async (query: MeterListQuery, reply: Parameters<typeof sendPage>[0]) => {
    const page = await app.meters.list(query);
    return sendPage(reply, { rows: page.rows.map(toMeterResponse), total: page.total });
  };

  app.get(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listMeters',
        summary: 'List meters (ids=, clientIds=, page/size/q/sort; X-Total-Count)',
        querystring: meterListQuerySchema,
        response: listResponses,
      },
    },
    (request, reply) => list(request.query, reply),
  );

  app.get(
    '/available',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listAvailableMeters',
        summary: 'Meters that no active contract uses (clientIds= narrows to some clients)',
        querystring: meterListQuerySchema,
        response: listResponses,
      },
    },
    (request, reply) => list({ ...request.query, available: true }, reply),
  );

  app.get(
    '/client/:clientId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listMetersByClient',
        summary: "A client's meters",
        params: z.object({ clientId: positiveId('Cliente') }),
        querystring: listQuerySchema(METER_SORT_FIELDS),
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
        operationId: 'getMeter',
        summary: 'One meter',
        params: idParamsSchema,
        response: { 200: meterResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toMeterResponse(await app.meters.getById(request.params.id)),
  );

  app.post(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'createMeter',
        summary: 'Add a meter to a client (brand defaults to Genérico, cubicMeters to 0)',
        body: meterCreateSchema,
        response: { 201: meterResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(toMeterResponse(await app.meters.create(request.body))),
  );

  app.put(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'updateMeter',
        summary: 'Update a meter',
        params: idParamsSchema,
        body: meterUpdateSchema,
        response: { 200: meterResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toMeterResponse(await app.meters.update(request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'deleteMeter',
        summary: 'Delete a meter (refused while contracts, readings or other records point at it)',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.meters.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};

export default clientMeterRoutes;
