import {
  loginSchema,
  meResponseSchema,
  refreshTokenSchema,
  SESSION_STEPS,
  sessionResponseSchema,
  twoFactorChallengeResponseSchema,
  twoFactorLoginSchema,
} from '@agua/domain/contracts/auth';
import { userCreateSchema, userResponseSchema } from '@agua/domain/contracts/user';
import { messages } from '@agua/domain/messages';
import { REPORTER } from '@agua/domain/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, ANY_ROLE, PUBLIC } from '../../http/access.ts';
import { unauthorized } from '../../http/errors.ts';
import { errorResponses, noContentSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toUserResponse } from '../users/responses.ts';

const tags = ['auth'];

/** Where a sign-in comes from: the address the throttle counts, and the browser, for the list of sessions. */
export const clientOf = (request: FastifyRequest) => ({
  address: request.ip,
  userAgent: request.headers['user-agent'],
});

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
        description:
          'An account with a second factor answers 202 with a challenge instead of the session: send it with the code to /auth/login/two-factor.',
        body: loginSchema,
        response: {
          200: sessionResponseSchema,
          202: twoFactorChallengeResponseSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.authentication.login(
        request.body.username,
        request.body.password,
        clientOf(request),
      );
      if ('challenge' in outcome) return reply.code(202).send(outcome.challenge);
      return outcome.session;
    },
  );

  app.post(
    '/login/two-factor',
    {
      config: { ...PUBLIC, rateLimit },
      schema: {
        tags,
        operationId: 'loginWithTwoFactor',
        summary:
          "Second step of a sign-in: the login's challenge and the authenticator's code (or a recovery code), each accepted once",
        body: twoFactorLoginSchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) =>
      app.authentication.completeSignIn(request.body.twoFactorToken, request.body.code, clientOf(request)),
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
      // Also while the session owes a step: the screens that ask for it know who is signed in.
      config: { ...ANY_ROLE, duringSteps: SESSION_STEPS },
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
