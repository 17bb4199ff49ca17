import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

// Prometheus metrics of the gateway (prom-client) on a port of their own, never on the public one: each route's
// latency and each GraphQL operation's (README "Métricas e rastreio").

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Operation names are chosen by callers, signed in or not: the first MAX_OPERATION_NAMES names seen get a series
 * each (the web app has about a hundred), any later one counts as "other", so no stream of invented names can grow
 * the process.
 */
const MAX_OPERATION_NAMES = 300;

export interface GatewayMetrics {
  registry: Registry;
  /** Times each GraphQL operation by name, type and outcome (added to Apollo before it starts: app.ts). */
  apolloPlugin: ApolloServerPlugin<BaseContext>;
  /** Serves GET /metrics on its own address until the gateway closes; a taken port is logged, not fatal. */
  listen(where: { host: string; port: number }): Promise<void>;
  address(): AddressInfo | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    gatewayMetrics: GatewayMetrics;
  }
}

function operationHistogram(registry: Registry): ApolloServerPlugin<BaseContext> {
  const duration = new Histogram({
    name: 'agua_graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL operation (parsing, validation, the api calls), by operation name, type and outcome',
    labelNames: ['operation', 'type', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const known = new Set<string>();
  const label = (name: string | null | undefined): string => {
    if (!name) return 'anonymous';
    if (known.has(name)) return name;
    if (known.size >= MAX_OPERATION_NAMES || name.length > 64) return 'other';
    known.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, operation, errors, response }) {
          const failed =
            (errors?.length ?? 0) > 0 ||
            (response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0);
          duration.observe(
            {
              // Only an operation that parsed and validated has a name of its own; a refused document is "invalid".
              operation: operation ? label(operationName) : 'invalid',
              type: operation?.operation ?? 'none',
              outcome: failed ? 'error' : 'ok',
            },
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}

/** The gateway's metrics (`app.gatewayMetrics`): the per-route latency hook is on `app` from here on. */
export function registerMetrics(app: FastifyInstance): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'agua_gateway_' });
  const duration = new Histogram({
    name: 'agua_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route (the path pattern, not the path) and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  let server: Server | undefined;
  app.addHook('onClose', async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });
  const metrics: GatewayMetrics = {
    registry,
    apolloPlugin: operationHistogram(registry),
    address: () => server?.address() as AddressInfo | undefined,
    async listen({ host, port }) {
      const candidate = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          () => response.writeHead(500).end(),
        );
      });
      try {
        await new Promise<void>((resolve, reject) => {
          candidate.once('error', reject);
          candidate.listen({ host, port }, resolve);
        });
        server = candidate;
      } catch (error) {
        app.log.warn({ err: error, host, port }, 'metrics port unavailable: serving without metrics');
      }
    },
  };
  app.decorate('gatewayMetrics', metrics);
  return metrics;
}
