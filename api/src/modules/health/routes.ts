import { messages } from '@agua/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../http/access.ts';
import { errorBody } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';

/** GET /health (outside /api/v1, no auth): ok only when the database answers, for load balancers and start scripts. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: PUBLIC,
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        // Outside the api prefix, so not under the document's /api/v1 server.
        servers: [{ url: '/' }],
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await app.pool.query('select 1');
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send(errorBody(503, messages.api.databaseUnavailable));
      }
    },
  );
};

export default healthRoutes;
