import { buildGateway } from './app.ts';
import { loadEnv } from './env.ts';
import { gatewayLogStream } from './log-files.ts';
import { traceIds } from './trace-ids.ts';

// The gateway process, started by server.ts (after tracing, when a collector is named).

const env = loadEnv();
const app = await buildGateway({
  apiUrl: env.API_URL,
  webDist: env.WEB_DIST,
  trustedProxy: env.GATEWAY_TRUSTED_PROXY,
  metrics: env.METRICS,
  // A bearer token (a session's or an API key's) never reaches a log line, whatever logs a request's headers.
  logger: {
    level: env.LOG_LEVEL,
    // Tracing on: each line carries the trace_id and span_id it was written in.
    ...(env.OTEL_EXPORTER_OTLP_ENDPOINT ? { mixin: traceIds } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
    ...(env.LOG_DIR && env.LOG_LEVEL !== 'silent'
      ? { stream: gatewayLogStream(env.LOG_LEVEL, env.LOG_DIR) }
      : {}),
  },
});

/**
 * How long a stop may take: Fastify stops accepting connections, answers 503 on kept-alive ones and waits for
 * in-flight requests (a PDF still streaming, a slow report); one that never ends must not keep a stopping process
 * alive forever.
 */
const SHUTDOWN_BOUND_MS = 10_000;

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    const began = performance.now();
    app.log.info({ signal }, 'closing gateway');
    setTimeout(() => {
      app.log.error({ boundMs: SHUTDOWN_BOUND_MS }, 'gateway did not close in time');
      process.exit(1);
    }, SHUTDOWN_BOUND_MS).unref();
    app.close().then(
      () => {
        app.log.info({ ms: Math.round(performance.now() - began) }, 'gateway closed');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'gateway did not close cleanly');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(
  { api: env.API_URL, web: env.WEB_DIST, startupMs: Math.round(performance.now()) },
  'gateway ready: GraphQL at /graphql',
);
