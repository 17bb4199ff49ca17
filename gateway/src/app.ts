import { answerClientError } from '@agua/domain/contracts/client-error';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createApollo } from './apollo.ts';
import { contextFactory } from './context.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerFiles } from './http/files.ts';
import { registerGraphQL } from './http/graphql.ts';
import { registerHealth } from './http/health.ts';
import { registerMetrics } from './http/metrics.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { lazyRequestLogger } from './http/request-logger.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { modules } from './modules/index.ts';
import { createRestClient } from './rest/client.ts';

export interface GatewayOptions {
  /** The api's base URL, e.g. http://127.0.0.1:8081/api/v1. */
  apiUrl: string;
  /** Folder of the built web app (web/dist). */
  webDist: string;
  logger?: FastifyServerOptions['logger'];
  /** A reverse proxy whose X-Forwarded-For is believed (GATEWAY_TRUSTED_PROXY); none by default. */
  trustedProxy?: string;
  /** Where Prometheus reads GET /metrics (METRICS_PORT, METRICS_HOST), from when the gateway is ready; none when absent. */
  metrics?: { host: string; port: number };
}

/** The whole gateway as a Fastify instance, not yet listening (tests listen on port 0). */
export async function buildGateway({
  apiUrl,
  webDist,
  logger = false,
  trustedProxy,
  metrics: metricsAddress,
}: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: trustedProxy ?? false,
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyRequestLogger,
    // Requests Node's HTTP parser refuses (malformed, headers too large, too slow) answer in Portuguese too.
    clientErrorHandler: answerClientError,
  });
  const metrics = registerMetrics(app);
  if (metricsAddress) app.addHook('onReady', () => metrics.listen(metricsAddress));
  const rest = createRestClient(apiUrl);
  const apollo = createApollo(app.log);
  apollo.addPlugin(metrics.apolloPlugin);
  await apollo.start();

  // Fastify's close already waits for in-flight requests, so Apollo's drain plugin (which would call
  // close() again from inside close()) is not needed: stop Apollo, then the api pool, once the server is shut.
  app.addHook('onClose', async () => {
    await apollo.stop();
    await rest.close();
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, webDist);
  registerGraphQL(app, apollo, rest, contextFactory(modules));
  registerHealth(app, rest);
  registerFiles(app, apiUrl);
  await registerWebApp(app, webDist);
  return app;
}
