import { buildGateway } from './app.ts';
import { loadEnv } from './env.ts';

const env = loadEnv();
const app = await buildGateway({
  apiUrl: env.API_URL,
  webDist: env.WEB_DIST,
  logger: { level: env.LOG_LEVEL },
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
