import {
  meterCreateSchema,
  meterResponseSchema,
  meterUpdateSchema,
} from '@agua/domain/contracts/client-meter';
import { positiveId } from '@agua/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientMeters } from '../../db/schema.ts';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { idListParam, listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';
import { METER_SORT_FIELDS, type MeterListQuery } from '../../services/client-meters.ts';
import { registerCountRoute } from '../count-route.ts';
import { toMeterResponse } from './schemas.ts';

const tags = ['client-meter'];

const meterListQuerySchema = listQuerySchema(METER_SORT_FIELDS).extend({
  clientIds: idListParam('clientIds'),
});
const listResponses = { 200: z.array(meterResponseSchema), ...errorResponses(400) };

/** /client-meter (SPEC.md 7): both roles read, add and edit meters; only an administrator deletes one. */
const clientMeterRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCountRoute(app, clientMeters, { tag: 'client-meter', summary: 'Number of meters' });

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
