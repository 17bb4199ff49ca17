import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { connectDatabase } from './db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { lastReceipt } from './db/last-receipt.ts';
import { MigrationFailedError, NewerSchemaError } from './db/migrate.ts';
import { prepareDatabase } from './db/prepare.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { readOrCreateSecret } from './secrets.ts';
import { tellSupervisor as report } from './supervisor.ts';

// The api process (started by server.ts): database (embedded unless DATABASE_URL), migrations, seed, then HTTP.
// Stops in reverse order.

const env = loadEnv();
const log = createLogger(env.logLevel, undefined, env.logDir, { traceIds: Boolean(env.tracing) });

/**
 * How long a stop may take: in-flight requests finish and M-Pesa jobs end or go back to the queue (the mpesa area
 * gives them 10 s) within it; past it the api stops its database and exits anyway. Below Docker's and systemd's
 * own limits (compose's stop_grace_period, the unit's TimeoutStopSec), which then kill outright.
 */
const SHUTDOWN_BOUND_MS = 25_000;

let embedded: EmbeddedDatabase | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

async function shutdown(signal: string, exitCode = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  const began = performance.now();
  log.info({ signal }, 'shutting down');
  const bound = setTimeout(() => {
    log.error({ boundMs: SHUTDOWN_BOUND_MS }, 'shutdown took too long: stopping the database and exiting');
    void (embedded?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  }, SHUTDOWN_BOUND_MS);
  bound.unref();
  try {
    // Fastify stops accepting connections, answers 503 to new requests on kept-alive ones, waits for in-flight
    // requests; the mpesa area's preClose stops its job queue (jobs finish or return to the queue).
    await app?.close();
    await embedded?.stop();
  } catch (error) {
    log.error({ err: error }, 'error while shutting down');
    exitCode = 1;
  }
  log.info({ signal, ms: Math.round(performance.now() - began) }, 'stopped');
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
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => void shutdown(signal));
  }

  let databaseUrl = env.databaseUrl;
  if (!databaseUrl) {
    log.info({ dataDir: env.dataDir, port: env.embeddedPgPort }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dataDir: env.dataDir,
      port: env.embeddedPgPort,
      log: (message) => log.debug({ postgres: message }),
      onOrphanStopped: (pid) => {
        log.warn({ pid }, 'stopped an embedded PostgreSQL left running by an api that did not stop cleanly');
        report({ type: 'orphan-stopped', pid });
      },
    });
    databaseUrl = embedded.url;
  }

  // Behind PgBouncer, DATABASE_DIRECT_URL lets migrations and the seed go straight to PostgreSQL; through PgBouncer
  // they work too (the start-up lock is transaction-scoped: db/startup-lock.ts).
  const seeded = await prepareDatabase(
    env.databaseDirectUrl ?? databaseUrl,
    { demo: env.seedDemo, firstAdmin: env.firstAdmin },
    {
      onMigrated: (applied) => {
        if (applied.length === 0) return;
        const tags = applied.map((migration) => migration.tag);
        log.info({ migrations: tags }, 'database migrated');
        report({ type: 'migrated', tags });
      },
    },
  );
  if (seeded === 'no-users') {
    log.warn(
      'the database has no users: set ADMIN_USERNAME and ADMIN_PASSWORD (or SEED_DEMO=true) to create one',
    );
  }
  const last = await lastReceipt(databaseUrl);
  log.info({ seeded, lastReceipt: last }, 'database ready');
  if (embedded?.recovered) {
    log.warn({ lastReceipt: last }, 'the embedded PostgreSQL recovered from an unclean stop');
    report({ type: 'recovered', lastReceiptAt: last?.at ?? null });
  }

  const secret = await jwtSecret();
  // Several apis starting together take turns to start their job queue too: pg-boss's createQueue deadlocks when two
  // processes create the same queue at once (seen with two apis started together on a new database).
  const lock = connectDatabase(env.databaseDirectUrl ?? databaseUrl, () => {}, 1);
  try {
    app = await withStartupLock(lock.pool, () =>
      buildApp({
        databaseUrl,
        replicaDatabaseUrl: env.databaseReplicaUrl,
        metrics: env.metrics,
        jwtSecret: secret,
        trustedProxy: env.trustedProxy,
        demoAccounts: env.seedDemo,
        mpesa: env.mpesa,
        sms: env.sms,
        backups: env.backups,
        photos: env.photos,
        moneyBounds: env.moneyBounds,
        loggerInstance: log,
      }),
    );
  } finally {
    await lock.pool.end();
  }
  await app.listen({ port: env.apiPort, host: env.host });
  const startupMs = Math.round(performance.now());
  log.info(
    { startupMs },
    `Água api listening on http://localhost:${env.apiPort}/api/v1 (OpenAPI: /api/docs)`,
  );
  report({ type: 'ready', startupMs });
}

start().catch(async (error: unknown) => {
  // A refused upgrade is the operator's to act on: its Portuguese text, without a stack trace.
  if (error instanceof NewerSchemaError || error instanceof MigrationFailedError) {
    log.fatal({ reason: error.message, err: error.cause }, 'api refused to start');
    report({ type: 'refused', message: error.message });
  } else {
    log.fatal({ err: error }, 'api failed to start');
  }
  await shutdown('startup-failure', 1);
});
