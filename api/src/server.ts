import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { prepareDatabase } from './db/prepare.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { readOrCreateSecret } from './secrets.ts';

// Entry point: database (embedded unless DATABASE_URL), migrations, seed, then HTTP. Stops in reverse order.

const env = loadEnv();
const log = createLogger(env.logLevel);

let embedded: EmbeddedDatabase | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

async function shutdown(signal: string, exitCode = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  try {
    await app?.close();
    await embedded?.stop();
  } catch (error) {
    log.error({ err: error }, 'error while shutting down');
    exitCode = 1;
  }
  log.flush();
  process.exit(exitCode);
}

async function jwtSecret(): Promise<string> {
  if (env.jwtSecret) return env.jwtSecret;
  if (env.databaseUrl) {
    log.warn(
      'JWT_SECRET is not set: using the one kept in the data folder; set it when running several api processes',
    );
  }
  return readOrCreateSecret(path.join(env.dataDir, 'jwt-secret'));
}

async function start(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal));

  let databaseUrl = env.databaseUrl;
  if (!databaseUrl) {
    log.info({ dataDir: env.dataDir, port: env.embeddedPgPort }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dataDir: env.dataDir,
      port: env.embeddedPgPort,
      log: (message) => log.debug({ postgres: message }),
    });
    databaseUrl = embedded.url;
  }

  const seeded = await prepareDatabase(databaseUrl, { demo: env.seedDemo, firstAdmin: env.firstAdmin });
  if (seeded === 'no-users') {
    log.warn(
      'the database has no users: set ADMIN_USERNAME and ADMIN_PASSWORD (or SEED_DEMO=true) to create one',
    );
  } else {
    log.info({ seeded }, 'database ready');
  }

  app = await buildApp({
    databaseUrl,
    jwtSecret: await jwtSecret(),
    trustedProxy: env.trustedProxy,
    mpesa: env.mpesa,
    loggerInstance: log,
  });
  await app.listen({ port: env.apiPort, host: env.host });
  log.info(`Água api listening on http://localhost:${env.apiPort}/api/v1 (OpenAPI: /api/docs)`);
}

start().catch(async (error: unknown) => {
  log.fatal({ err: error }, 'api failed to start');
  await shutdown('startup-failure', 1);
});
