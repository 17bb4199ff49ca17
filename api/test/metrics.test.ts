import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { mpesaOptions, startSimulator } from '../src/modules/mpesa/mpesa-fixtures.ts';
import { queryRows } from './helpers/sql.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { bearer } from './helpers/tokens.ts';

// Prometheus metrics (README "Métricas e rastreio"): on their own loopback port, never on the api's public one, with
// the series operators graph and alert on once the api has served some requests and made an M-Pesa call.

let t: TestApp;
let sim: Awaited<ReturnType<typeof startSimulator>>;
let worker: FastifyInstance | undefined;

beforeAll(async () => {
  sim = await startSimulator(0);
  // This api records M-Pesa requests only; a second one (below) works the queue, as with several instances.
  t = await createTestApp({ mpesa: mpesaOptions(sim.url, false), metrics: { host: '127.0.0.1', port: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await worker?.close();
  await t?.close();
  await sim?.simulator.close();
});

async function scrape(app: FastifyInstance): Promise<string> {
  const address = app.metrics.address();
  if (!address) throw new Error('the metrics port is not listening');
  const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series, e.g. value(text, 'agua_db_pool_waiting{pool="primary"}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  let paymentId: number;

  it('times each route by its pattern, counts the pools, and the job waiting for a worker with its age', async () => {
    const admin = bearer(await t.login('admin', 'admin123'));
    for (const id of [1, 2, 3]) {
      const client = await t.app.inject({ method: 'GET', url: `/api/v1/client/${id}`, headers: admin });
      expect(client.statusCode).toBe(200);
    }
    const invoices = await t.app.inject({
      method: 'GET',
      url: '/api/v1/invoice?page=1&size=50',
      headers: admin,
    });
    const invoice = (
      invoices.json() as { invoiceId: number; clientId: number; paymentStatus: string | null }[]
    ).find((row) => row.paymentStatus === null);
    if (!invoice) throw new Error('no unpaid invoice in the demo data');
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mpesa-payment',
      headers: admin,
      payload: { clientId: invoice.clientId, invoiceIds: [invoice.invoiceId], msisdn: '845000008' },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    paymentId = requested.json().id;
    // No process works the queue yet: the request's job waits. It is made to have waited 90 s.
    await t.app.pool.query(
      `update pgboss.job set start_after = now() - interval '90 seconds' where name = 'mpesa-c2b'`,
    );

    const text = await scrape(t.app);
    // The route's pattern, never the path: one series for every client id.
    expect(
      value(
        text,
        'agua_http_request_duration_seconds_count{method="GET",route="/api/v1/client/:id",status="2xx"}',
      ),
    ).toBe(3);
    expect(text).not.toMatch(/route="\/api\/v1\/client\/1"/);
    expect(value(text, 'agua_db_pool_connections{pool="primary"}')).toBeGreaterThan(0);
    expect(value(text, 'agua_db_pool_idle{pool="primary"}')).toBeGreaterThan(0);
    expect(value(text, 'agua_db_pool_waiting{pool="primary"}')).toBe(0);
    expect(value(text, 'agua_job_queue_waiting{queue="mpesa-c2b"}')).toBe(1);
    expect(value(text, 'agua_job_queue_oldest_seconds{queue="mpesa-c2b"}')).toBeGreaterThanOrEqual(89);
    expect(value(text, 'agua_job_queue_waiting{queue="mpesa-status"}')).toBe(0);
    expect(text).toMatch(/^agua_api_process_resident_memory_bytes \d+/m);
  });

  it("counts the provider's answer when a worker has made the call, and the queue empties", async () => {
    worker = await buildApp({
      databaseUrl: t.databaseUrl,
      jwtSecret: t.jwtSecret,
      mpesa: mpesaOptions(sim.url, true, 1),
      metrics: { host: '127.0.0.1', port: 0 },
    });
    const [done] = await queryRowsUntil(
      t.databaseUrl,
      'select status from mpesa_payments where id = $1 and status = $2',
      [paymentId, 'PAID'],
    );
    expect(done?.status).toBe('PAID');
    const text = await scrape(worker);
    // The simulator answers a number ending in 8 at once, with INS-0.
    expect(value(text, 'agua_provider_calls_total{provider="mpesa",call="c2b",outcome="INS-0"}')).toBe(1);
    expect(value(text, 'agua_provider_call_duration_seconds_count{provider="mpesa",call="c2b"}')).toBe(1);
    expect(value(await scrape(t.app), 'agua_job_queue_waiting{queue="mpesa-c2b"}')).toBe(0);
  });

  it('is not served on the public port', async () => {
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the api is not listening');
    const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('agua_http_request_duration_seconds');
  });
});

/** Polls a query until it returns a row (45 s at most: a worker's job may start late on a loaded machine). */
async function queryRowsUntil<T extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[],
) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const rows = await queryRows<T>(url, text, values);
    if (rows.length > 0 || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
