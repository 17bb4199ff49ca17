import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// Prometheus metrics (prom-client) on a port of their own, never on the public one: route latencies, the database
// pools, the job queue and the outside providers' answers (README "Métricas e rastreio").

/** Seconds: from a cached count (a few ms) to a zone PDF or a report over 600,000 invoices. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** An outside provider's answers: M-Pesa's calls today; the SMS area adds provider="sms" with its own calls. */
export interface ProviderMetrics {
  /**
   * Times `call` and counts its outcome: `outcomeOf(answer)` (the provider's answer code, e.g. INS-0), or
   * "unreachable" when it throws (no answer, a timeout). The answer or the error passes through unchanged.
   */
  observe<T>(
    provider: string,
    call: string,
    run: () => Promise<T>,
    outcomeOf: (answer: T) => string,
  ): Promise<T>;
}

export interface Metrics {
  registry: Registry;
  providers: ProviderMetrics;
  /** The metrics listener's address once listening (tests listen on port 0). */
  address(): AddressInfo | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  /** Where GET /metrics answers; none when absent (tests read `app.metrics.registry` or pass port 0). */
  listen?: { host: string; port: number };
}

/** A provider's code as a label: a bounded set of short codes; anything else counts as "other". */
function outcomeLabel(outcome: string): string {
  return /^[A-Za-z0-9_.-]{1,32}$/.test(outcome) ? outcome : 'other';
}

function httpMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'agua_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route (the path pattern, not the path) and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/v1/client/:id), never the path: ids would make a series per client.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
}

function poolMetrics(registry: Registry, pools: () => Record<string, pg.Pool>): void {
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const [label, pool] of Object.entries(pools())) this.set({ pool: label }, read(pool));
      },
    });
  gauge(
    'agua_db_pool_connections',
    'Connections the pool holds (idle and in use)',
    (pool) => pool.totalCount,
  );
  gauge('agua_db_pool_idle', 'Connections of the pool waiting for a query', (pool) => pool.idleCount);
  gauge(
    'agua_db_pool_waiting',
    'Queries waiting for a free connection of the pool',
    (pool) => pool.waitingCount,
  );
}

/**
 * The job queue (pg-boss's tables, schema pgboss), read at each scrape: for every queue, jobs due and not yet taken,
 * how long the oldest of them has waited, and jobs running. Every api reads the same queue, so every api reports the
 * same numbers (use max()).
 */
function jobQueueMetrics(registry: Registry, pool: () => pg.Pool, log: FastifyInstance['log']): void {
  let reading: Promise<{ name: string; waiting: number; oldest: number; active: number }[]> | undefined;
  // One statement per scrape, shared by the gauges below.
  const read = () => {
    reading ??= pool()
      .query<{ name: string; waiting: number; oldest: number; active: number }>(
        `select q.name,
                count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int as waiting,
                coalesce(extract(epoch from now() - min(j.start_after)
                  filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0)::float8 as oldest,
                count(j.id) filter (where j.state = 'active')::int as active
           from pgboss.queue q
           left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
          group by q.name`,
      )
      .then(
        (result) => result.rows,
        (error: { code?: string }) => {
          // No queue yet (the schema is made when the queue starts), or the database is away: no numbers.
          if (error.code !== '42P01' && error.code !== '3F000')
            log.debug({ err: error }, 'job queue metrics');
          return [];
        },
      )
      .finally(() => {
        setImmediate(() => {
          reading = undefined;
        });
      });
    return reading;
  };
  const gauge = (
    name: string,
    help: string,
    value: (row: Awaited<ReturnType<typeof read>>[number]) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await read()) this.set({ queue: row.name }, value(row));
      },
    });
  gauge('agua_job_queue_waiting', 'Jobs due and not yet taken by a worker', (row) => row.waiting);
  gauge('agua_job_queue_oldest_seconds', 'How long the oldest due job has waited', (row) => row.oldest);
  gauge('agua_job_queue_active', 'Jobs a worker is running', (row) => row.active);
}

function providerMetrics(registry: Registry): ProviderMetrics {
  const calls = new Counter({
    name: 'agua_provider_calls_total',
    help: "Calls to an outside provider (M-Pesa; SMS later) by call and outcome: the provider's answer code, or unreachable",
    labelNames: ['provider', 'call', 'outcome'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'agua_provider_call_duration_seconds',
    help: "Time an outside provider took to answer (M-Pesa's C2B call waits for the customer's PIN)",
    labelNames: ['provider', 'call'],
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry],
  });
  return {
    async observe(provider, call, run, outcomeOf) {
      const stop = duration.startTimer({ provider, call });
      try {
        const answer = await run();
        calls.inc({ provider, call, outcome: outcomeLabel(outcomeOf(answer)) });
        return answer;
      } catch (error) {
        calls.inc({ provider, call, outcome: 'unreachable' });
        throw error;
      } finally {
        stop();
      }
    },
  };
}

function listen(registry: Registry, { host, port }: { host: string; port: number }): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => resolve(server));
  });
}

/**
 * The api's metrics. Registered before the areas, so the latency hook sees every route; the pools come from the db
 * plugin. A metrics port already taken costs the metrics, never the api: it is logged and the api serves on.
 */
export default fp<MetricsOptions>(
  async (app, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'agua_api_' });
    httpMetrics(app, registry);
    let server: Server | undefined;
    app.decorate('metrics', {
      registry,
      providers: providerMetrics(registry),
      address: () => server?.address() as AddressInfo | undefined,
    } satisfies Metrics);

    app.addHook('onReady', async () => {
      if (app.hasDecorator('pool')) {
        poolMetrics(registry, () => ({
          primary: app.pool,
          ...(app.replicaPool !== app.pool ? { replica: app.replicaPool } : {}),
        }));
        jobQueueMetrics(registry, () => app.pool, app.log);
      }
      if (!options.listen) return;
      try {
        server = await listen(registry, options.listen);
      } catch (error) {
        app.log.warn({ err: error, ...options.listen }, 'metrics port unavailable: serving without metrics');
      }
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });
  },
  { name: 'metrics' },
);
