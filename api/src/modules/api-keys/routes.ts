import {
  apiKeyCreatedResponseSchema,
  apiKeyCreateSchema,
  apiKeyResponseSchema,
} from '@agua/domain/contracts/api-key';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../http/access.ts';
import { listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toApiKeyResponse } from './responses.ts';
import { API_KEY_SORT_FIELDS } from './service.ts';

const tags = ['api-key'];

/** /api-key: the keys of reporting tools (Chaves de API). Administrators only; a key never manages keys. */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'listApiKeys',
        tags,
        summary:
          'List API keys, newest first unless sorted (X-Total-Count carries the total); never their secrets',
        querystring: listQuerySchema(API_KEY_SORT_FIELDS),
        response: { 200: z.array(apiKeyResponseSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const query = request.query.sort ? request.query : { ...request.query, sort: NEWEST_FIRST };
      const page = await app.apiKeys.list(query);
      return sendPage(reply, { rows: page.rows.map(toApiKeyResponse), total: page.total });
    },
  );

  app.post(
    '',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'createApiKey',
        tags,
        summary: 'Create an API key (role REPORTER); the answer carries its secret, shown this once only',
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const { key, secret } = await app.apiKeys.create(request.body, currentUser(request));
      return reply.code(201).send({ apiKey: toApiKeyResponse(key), secret });
    },
  );

  app.post(
    '/:id/revoke',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'revokeApiKey',
        tags,
        summary: 'Revoke an API key: it stops working at once (revoking twice changes nothing)',
        params: idParamsSchema,
        response: { 200: apiKeyResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toApiKeyResponse(await app.apiKeys.revoke(request.params.id)),
  );
};

const NEWEST_FIRST = { field: 'apiKeyId', direction: 'desc' } as const;

export default apiKeyRoutes;
