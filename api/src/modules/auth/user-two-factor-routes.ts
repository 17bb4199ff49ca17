import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../http/access.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';

/** /user/{id}/two-factor: an administrator's hand on another account's second factor. */
const userTwoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/two-factor/reset',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['user'],
        operationId: 'resetUserTwoFactor',
        summary:
          "Reset another user's lost second factor: removed with its recovery codes, every session of the account ended, noted for the audit trail",
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      await app.twoFactor.reset(request.params.id, actor);
      request.log.info({ userId: request.params.id, actorId: actor.userId }, 'second factor reset');
      return reply.code(204).send();
    },
  );
};

export default userTwoFactorRoutes;
