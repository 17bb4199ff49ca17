import { buildGateway } from './app.ts';
import { loadEnv } from './env.ts';

const env = loadEnv();
const app = await buildGateway({
  apiUrl: env.API_URL,
  webDist: env.WEB_DIST,
  // A bearer token (a session's or an API key's) never reaches a log line, whatever logs a request's headers.
  logger: {
    level: env.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
  },
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing gateway');
    // A request that never ends must not keep a stopping container alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'gateway did not close cleanly');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info({ api: env.API_URL, web: env.WEB_DIST }, 'gateway ready: GraphQL at /graphql');
