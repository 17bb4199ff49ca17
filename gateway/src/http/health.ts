import type { FastifyInstance } from 'fastify';
import type { RestClient } from '../rest/client.ts';

/** A load balancer takes the gateway out of rotation when it cannot reach the api either. */
export function registerHealth(app: FastifyInstance, rest: RestClient): void {
  app.get('/health', async (request, reply) => {
    try {
      await rest.request<{ status: string }>({
        path: '/health',
        fromOrigin: true,
        signal: AbortSignal.timeout(3_000),
      });
      return { status: 'ok', api: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'api health check failed');
      return reply.code(503).send({ status: 'error', api: 'unavailable' });
    }
  });
}
