import { messages } from '@agua/domain/messages';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { knownMigrations, readMigrationState } from '../../db/migration-state.ts';
import { PUBLIC } from '../../http/access.ts';
import { errorBody } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';

/** A probe must answer even when the database hangs (a dropped network rather than a refusal). */
const PROBE_TIMEOUT_MS = 3_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The database answers, and is at exactly this build's migrations: true, or the catalogue's reason. */
async function databaseReady(app: FastifyInstance, known: ReturnType<typeof knownMigrations>) {
  try {
    const state = await within(readMigrationState(app.pool, known), PROBE_TIMEOUT_MS);
    return state.pending.length === 0 && state.newer.length === 0 ? true : messages.api.schemaOutOfDate;
  } catch {
    return messages.api.databaseUnavailable;
  }
}

const ok = z.object({ status: z.literal('ok') });

/**
 * GET /health, /health/live and /health/ready (outside /api/v1, no auth), for load balancers, container
 * orchestrators and start scripts. /health is the historical check (the database answers); live says the process
 * serves HTTP at all (restart it when not); ready says it should take traffic: database reachable, migrations
 * applied and the job queue started. While the api stops, Fastify answers 503 to all three.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const known = knownMigrations();
  const probe = { config: PUBLIC, tags: ['health'], servers: [{ url: '/' }] } as const;

  app.get(
    '/health',
    {
      config: probe.config,
      schema: {
        tags: probe.tags,
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        // Outside the api prefix, so not under the document's /api/v1 server.
        servers: probe.servers,
        response: { 200: ok, ...errorResponses(503) },
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

  app.get(
    '/health/live',
    {
      config: probe.config,
      schema: {
        tags: probe.tags,
        operationId: 'getHealthLive',
        summary: 'The process serves HTTP (restart it when this fails)',
        servers: probe.servers,
        response: { 200: ok },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: probe.config,
      schema: {
        tags: probe.tags,
        operationId: 'getHealthReady',
        summary: 'Ready for traffic: database reachable, migrations applied, job queue started',
        servers: probe.servers,
        response: { 200: ok, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      const database = await databaseReady(app, known);
      const outcome = database === true ? await app.readiness.check() : database;
      if (outcome === true) return { status: 'ok' as const };
      // Probes come every few seconds: a line each would bury the one line an outage gets (plugins/db.ts).
      request.log.debug({ reason: outcome }, 'not ready');
      return reply.code(503).send(errorBody(503, outcome));
    },
  );
};

export default healthRoutes;
