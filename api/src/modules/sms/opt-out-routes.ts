import { positiveId } from '@agua/domain/contracts/common';
import { smsOptOutResponseSchema, smsOptOutUpdateSchema } from '@agua/domain/contracts/sms';
import { messages } from '@agua/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { badRequest } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';

const tags = ['sms-opt-out'];
const params = z.object({ clientId: positiveId('Cliente') });
const answer = (row: { clientId: number; optedOut: boolean; since: Date | null }) => ({
  ...row,
  since: row.since?.toISOString() ?? null,
});

/** /sms-opt-out/{clientId}: whether a client receives SMS at all; administrators change it. */
const smsOptOutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:clientId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getSmsOptOut',
        summary: 'Whether the client asked for no SMS',
        params,
        response: { 200: smsOptOutResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => answer(await app.sms.records.optOut(request.params.clientId)),
  );

  app.put(
    '/:clientId',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'updateSmsOptOut',
        summary:
          'Record that the client wants no SMS (optedOut true) or wants them again; later notices only',
        params,
        body: smsOptOutUpdateSchema,
        response: { 200: smsOptOutResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      if (request.body.clientId !== undefined && request.body.clientId !== clientId) {
        const message = messages.sms.api.clientNotFound;
        throw badRequest(message, [{ field: 'clientId', message }]);
      }
      await app.sms.records.setOptOut(clientId, request.body.optedOut, currentUser(request));
      return answer(await app.sms.records.optOut(clientId));
    },
  );
};

export default smsOptOutRoutes;
