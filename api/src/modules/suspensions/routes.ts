import { positiveId } from '@agua/domain/contracts/common';
import {
  SUSPENSION_SORT_FIELDS,
  SUSPENSION_STATUSES,
  suspensionCreateSchema,
  suspensionResponseSchema,
  suspensionUpdateSchema,
} from '@agua/domain/contracts/suspension';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { registerCountRoute } from '../../http/count-route.ts';
import { idListParam, listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toSuspensionResponse } from './responses.ts';
import type { SuspensionListQuery } from './service.ts';

const tags = ['suspension'];

const suspensionListQuerySchema = listQuerySchema(SUSPENSION_SORT_FIELDS).extend({
  meterIds: idListParam('meterIds'),
  clientIds: idListParam('clientIds'),
  status: z.enum(SUSPENSION_STATUSES).optional(),
});
const listResponses = { 200: z.array(suspensionResponseSchema), ...errorResponses(400) };

/** /suspension: both roles read; only an administrator registers, edits (ends) or deletes a suspension. */
const suspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCountRoute(app, {
    operationId: 'countSuspensions',
    tag: 'suspension',
    summary: 'Number of suspensions',
    count: () => app.suspensions.count(),
  });

  const list = async (query: SuspensionListQuery, reply: FastifyReply) => {
    const page = await app.suspensions.list(query);
    return sendPage(reply, { rows: page.rows.map(toSuspensionResponse), total: page.total });
  };

  app.get(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listSuspensions',
        summary: 'List suspensions (ids=, meterIds=, clientIds=, status=, page/size/q/sort; X-Total-Count)',
        querystring: suspensionListQuerySchema,
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
        operationId: 'listSuspensionsByClient',
        summary: "The suspensions of a client's meters",
        params: z.object({ clientId: positiveId('Cliente') }),
        querystring: listQuerySchema(SUSPENSION_SORT_FIELDS),
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
        operationId: 'getSuspension',
        summary: 'One suspension',
        params: idParamsSchema,
        response: { 200: suspensionResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toSuspensionResponse(await app.suspensions.getById(request.params.id)),
  );

  app.post(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'createSuspension',
        summary:
          'Suspend a meter (ACTIVE; one active suspension per meter: 409). While ACTIVE the meter takes no readings and no invoices',
        body: suspensionCreateSchema,
        response: { 201: suspensionResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(toSuspensionResponse(await app.suspensions.create(request.body, currentUser(request)))),
  );

  app.put(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'updateSuspension',
        summary: 'Edit a suspension; status ENDED ends it (endDate given or today), ACTIVE resumes it',
        params: idParamsSchema,
        body: suspensionUpdateSchema,
        response: { 200: suspensionResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => toSuspensionResponse(await app.suspensions.update(request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'deleteSuspension',
        summary: 'Delete a suspension',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await app.suspensions.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};

export default suspensionRoutes;
