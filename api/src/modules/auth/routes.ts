import {
  loginSchema,
  meResponseSchema,
  refreshTokenSchema,
  sessionResponseSchema,
} from '@agua/domain/contracts/auth';
import { userCreateSchema, userResponseSchema } from '@agua/domain/contracts/user';
import { messages } from '@agua/domain/messages';
import { REPORTER } from '@agua/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, ANY_ROLE, PUBLIC } from '../../http/access.ts';
import { unauthorized } from '../../http/errors.ts';
import { errorResponses, noContentSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toUserResponse } from '../users/responses.ts';

const tags = ['auth'];

export interface AuthRoutesOptions {
  /** Requests per minute and address on login and refresh (password hashing is expensive). */
  requestsPerMinute: number;
}

/** /auth: sessions. Login, refresh and logout are public (they carry their own credentials). */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { requestsPerMinute }) => {
  const rateLimit = { max: requestsPerMinute, timeWindow: 60_000 };

  app.post(
    '/login',
    {
      config: { ...PUBLIC, rateLimit },
      schema: {
        tags,
        operationId: 'login',
        summary: 'Sign in with username and password',
        body: loginSchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => app.authentication.login(request.body.username, request.body.password, request.ip),
  );

  app.post(
    '/refresh-token',
    {
      config: { ...PUBLIC, rateLimit },
      schema: {
        tags,
        operationId: 'refreshToken',
        summary: 'Exchange a refresh token for a new session (rotation; a reused token revokes its family)',
        body: refreshTokenSchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => app.sessions.refresh(request.body.refreshToken),
  );

  app.post(
    '/logout',
    {
      config: PUBLIC,
      schema: {
        tags,
        operationId: 'logout',
        summary: 'Revoke a refresh token and its family (Sair)',
        body: refreshTokenSchema,
        response: { 204: noContentSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await app.sessions.revoke(request.body.refreshToken);
      return reply.code(204).send();
    },
  );

  app.post(
    '/register',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'registerUser',
        summary: 'Create a user (administrators only)',
        body: userCreateSchema,
        response: { 201: userResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(toUserResponse(await app.users.create(request.body))),
  );

  app.get(
    '/me',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getCurrentUser',
        summary: 'The caller: the signed-in user, or the API key (role REPORTER) a reporting tool sent',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      if (request.apiKey) {
        const { apiKeyId, name } = request.apiKey;
        return { userId: null, apiKeyId, name, username: null, role: REPORTER };
      }
      const user = await app.users.findById(currentUser(request).userId);
      // The token outlived its user (deleted meanwhile): the session is over.
      if (!user) throw unauthorized(messages.auth.invalidToken);
      return { userId: user.id, apiKeyId: null, name: user.name, username: user.username, role: user.role };
    },
  );
};

export default authRoutes;
