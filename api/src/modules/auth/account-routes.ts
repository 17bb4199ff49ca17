import {
  endedSessionsResponseSchema,
  sessionIdParamsSchema,
  twoFactorConfirmedResponseSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
  userSessionResponseSchema,
} from '@agua/domain/contracts/account';
import { sessionResponseSchema } from '@agua/domain/contracts/auth';
import { passwordChangeSchema } from '@agua/domain/contracts/password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { errorResponses, noContentSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';

const tags = ['auth'];

/** While the session must set up its second factor (the rule requires it), these routes still answer. */
const DURING_TWO_FACTOR_SETUP = ['TWO_FACTOR_SETUP'] as const;

/**
 * /auth, one's own account (Definições): the password, the sessions, and for administrators the second factor.
 * Every route acts on the caller's own account only.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/password',
    {
      config: { ...ANY_ROLE, duringSteps: ['PASSWORD_CHANGE'] },
      schema: {
        tags,
        operationId: 'changeOwnPassword',
        summary:
          "Change one's own password (also at first sign-in): every other session of the account ends; this one is renewed",
        body: passwordChangeSchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => app.ownPassword.change(currentUser(request), request.body, request.ip),
  );

  app.get(
    '/sessions',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listOwnSessions',
        summary: "The caller's live sessions, the most recently used first (none for an API key)",
        response: { 200: z.array(userSessionResponseSchema) },
      },
    },
    async (request) => {
      // A reporting tool's key is no sign-in: it has no sessions to list.
      if (request.apiKey) return [];
      const user = currentUser(request);
      return app.ownSessions.list(user.userId, user.family);
    },
  );

  app.delete(
    '/sessions/:sessionId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'endOwnSession',
        summary: "End one of the caller's sessions (Terminar): its tokens stop at the next request",
        params: sessionIdParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await app.ownSessions.end(currentUser(request).userId, request.params.sessionId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/sessions/end-others',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'endOtherOwnSessions',
        summary: "End every session of the caller's account but this one (Terminar todas as outras)",
        response: { 200: endedSessionsResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { ended: await app.ownSessions.endOthers(user.userId, user.family) };
    },
  );

  app.get(
    '/two-factor',
    {
      config: { ...ADMIN_ONLY, duringSteps: DURING_TWO_FACTOR_SETUP },
      schema: {
        tags,
        operationId: 'getOwnTwoFactor',
        summary:
          "The caller's second factor: on or off, since when, recovery codes left, and the administrators' rule",
        response: { 200: twoFactorStatusResponseSchema },
      },
    },
    async (request) => app.twoFactor.status(currentUser(request).userId),
  );

  app.post(
    '/two-factor/setup',
    {
      config: { ...ADMIN_ONLY, duringSteps: DURING_TWO_FACTOR_SETUP },
      schema: {
        tags,
        operationId: 'startOwnTwoFactorSetup',
        summary:
          'Start setting up a second factor: a new TOTP secret, in force once a first code confirms it',
        response: { 200: twoFactorSetupResponseSchema, ...errorResponses(409) },
      },
    },
    async (request) => app.twoFactor.startSetup(currentUser(request)),
  );

  app.post(
    '/two-factor/confirm',
    {
      config: { ...ADMIN_ONLY, duringSteps: DURING_TWO_FACTOR_SETUP },
      schema: {
        tags,
        operationId: 'confirmOwnTwoFactor',
        summary:
          'Confirm the second factor with a first code: the 10 recovery codes (shown once) and the session renewed',
        body: twoFactorConfirmSchema,
        response: { 200: twoFactorConfirmedResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => app.twoFactor.confirm(currentUser(request), request.body.code),
  );

  app.post(
    '/two-factor/disable',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'disableOwnTwoFactor',
        summary: "Turn one's own second factor off, with the password (refused while the rule requires it)",
        body: twoFactorDisableSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await app.authentication.confirmOwnPassword(user.userId, request.body.password, request.ip, 'password');
      await app.twoFactor.disable(user);
      return reply.code(204).send();
    },
  );
};

export default accountRoutes;
