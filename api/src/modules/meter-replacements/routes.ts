import { meterReplacementResponseSchema, meterReplacementSchema } from '@agua/domain/contracts/client-meter';
import { positiveId } from '@agua/domain/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../http/access.ts';
import { errorResponses } from '../../http/schemas.ts';
import { toMeterResponse } from '../meters/responses.ts';

/** POST /client-meter/{meterId}/replacement (ADMIN). */
const meterReplacementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:meterId/replacement',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['client-meter'],
        operationId: 'replaceMeter',
        summary:
          'Replace a meter: close it with its closing index and move its active contract to a new meter, in one ' +
          'transaction',
        params: z.object({ meterId: positiveId('Contador') }),
        body: meterReplacementSchema,
        response: { 201: meterReplacementResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const { closedMeter, newMeter } = await app.meterReplacements.replace(
        request.params.meterId,
        request.body,
      );
      return reply
        .code(201)
        .send({ closedMeter: toMeterResponse(closedMeter), newMeter: toMeterResponse(newMeter) });
    },
  );
};

export default meterReplacementRoutes;
