import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RestClient } from '../rest/client.ts';

/**
 * The gateway's probes. /health (as before) and /health/ready ask the api's own probe: a load balancer takes the
 * gateway out of rotation when the api behind it cannot serve either (ready: database reachable, migrations applied,
 * job queue started). /health/live only says this process serves HTTP. While the gateway stops, Fastify answers 503.
 */
export function registerHealth(app: FastifyInstance, rest: RestClient): void {
  const askApi = (path: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await rest.request<{ status: string }>({ path, fromOrigin: true, signal: AbortSignal.timeout(3_000) });
      return { status: 'ok', api: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'api health check failed');
      return reply.code(503).send({ status: 'error', api: 'unavailable' });
    }
  };
  app.get('/health', askApi('/health'));
  app.get('/health/ready', askApi('/health/ready'));
  app.get('/health/live', async () => ({ status: 'ok' }));
}
