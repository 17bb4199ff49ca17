import {
  roleOptionSchema,
  userCreateSchema,
  userResponseSchema,
  userUpdateSchema,
} from '@agua/domain/contracts/user';
import { ROLE_LABELS, ROLES } from '@agua/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { registerCountRoute } from '../../http/count-route.ts';
import { listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toUserResponse } from './responses.ts';
import { USER_SORT_FIELDS } from './service.ts';

const tags = ['user'];

/** /user: staff accounts. Everything but the role list is for administrators. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listRoles',
        summary: 'Roles a user can have, with their labels',
        response: { 200: z.array(roleOptionSchema) },
      },
    },
    async () => ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
  );

  registerCountRoute(app, {
    operationId: 'countUsers',
    count: () => app.users.count(),
    tag: 'user',
    summary: 'Number of users',
    access: ADMIN_ONLY,
  });

  app.get(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'listUsers',
        summary: 'List users (X-Total-Count carries the total)',
        querystring: listQuerySchema(USER_SORT_FIELDS),
        response: { 200: z.array(userResponseSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const page = await app.users.list(request.query);
      return sendPage(reply, { rows: page.rows.map(toUserResponse), total: page.total });
    },
  );

  app.get(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'getUser',
        summary: 'One user',
        params: idParamsSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toUserResponse(await app.users.getById(request.params.id)),
  );

  app.post(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'createUser',
        summary: 'Create a user',
        body: userCreateSchema,
        response: { 201: userResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(toUserResponse(await app.users.create(request.body))),
  );

  app.put(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'updateUser',
        summary: 'Update a user (the password changes only when given)',
        params: idParamsSchema,
        body: userUpdateSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      toUserResponse(await app.users.update(request.params.id, request.body, currentUser(request))),
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'deleteUser',
        summary: 'Delete a user (refused for yourself and for users referenced by records: deactivate them)',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.users.remove(request.params.id, currentUser(request));
      return reply.code(204).send();
    },
  );
};

export default userRoutes;
