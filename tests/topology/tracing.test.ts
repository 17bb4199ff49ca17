import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type Database, freshDatabase, PORTS, ready, root, waitFor } from './cluster.ts';

// Traces (README "Métricas e rastreio"): with OTEL_EXPORTER_OTLP_ENDPOINT set, a request that enters the gateway
// with a W3C traceparent keeps that trace through the api and its queries: the collector (an OTLP/HTTP receiver
// here) gets the spans of both processes under the one trace id, and both processes' log lines carry it.

interface Span {
  service: string;
  traceId: string;
  name: string;
  scope: string;
}

const spans: Span[] = [];
let collector: Server;
let database: Database;
const folder = mkdtempSync(join(tmpdir(), 'agua-tracing-'));
chmodSync(folder, 0o755);
const children: ChildProcess[] = [];

function start(name: string, bundle: string, env: Record<string, string>): string {
  const log = join(folder, `${name}.log`);
  const out = openSync(log, 'a');
  children.push(
    spawn(process.execPath, [join(root, bundle)], {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: 'info',
        METRICS_PORT: '0',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${PORTS.collector}`,
        // Sent every 100 ms rather than every 5 s, so the test need not wait.
        OTEL_BSP_SCHEDULE_DELAY: '100',
        ...env,
      },
      stdio: ['ignore', out, out],
    }),
  );
  return log;
}

let apiLog: string;
let gatewayLog: string;

before(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      // The JSON encoding of OTLP (the http exporter's): resourceSpans → scopeSpans → spans.
      const message = JSON.parse(body) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: { scope: { name: string }; spans: { traceId: string; name: string }[] }[];
        }[];
      };
      for (const resource of message.resourceSpans) {
        const service =
          resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value
            .stringValue ?? '';
        for (const scope of resource.scopeSpans)
          for (const span of scope.spans)
            spans.push({ service, traceId: span.traceId, name: span.name, scope: scope.scope.name });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(PORTS.collector, '127.0.0.1', resolve));
  database = await freshDatabase(folder);
  apiLog = start('api', 'api/dist/server.js', {
    API_PORT: String(PORTS.tracedApi),
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    MPESA_WORKERS: '0',
    DATA_DIR: join(folder, 'api'),
  });
  await waitFor('api', ready(`http://127.0.0.1:${PORTS.tracedApi}/health/ready`), 120_000, () =>
    readFileSync(apiLog, 'utf8'),
  );
  gatewayLog = start('gateway', 'gateway/dist/server.js', {
    PORT: String(PORTS.tracedGateway),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${PORTS.tracedApi}/api/v1`,
    WEB_DIST: join(folder, 'no-web-app'),
  });
  await waitFor('gateway', ready(`http://127.0.0.1:${PORTS.tracedGateway}/health/ready`), 30_000, () =>
    readFileSync(gatewayLog, 'utf8'),
  );
});

after(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  await new Promise((resolve) => collector?.close(resolve));
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

async function graphql(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${PORTS.tracedGateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data: Record<string, unknown> };
}

describe('tracing', () => {
  it('carries one trace id from the gateway through the api to PostgreSQL, into both processes’ logs', async () => {
    const login = await graphql(
      'mutation Entrar { login(input: { username: "admin", password: "admin123" }) { session { token } } }',
    );
    const token = (login.data.login as { session: { token: string } }).session.token;

    const traceId = randomBytes(16).toString('hex');
    const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
    const answer = await graphql('query Painel { dashboardCounts { clients invoices } }', {
      authorization: `Bearer ${token}`,
      traceparent,
    });
    assert.equal((answer.data.dashboardCounts as { clients: number }).clients, 50);

    const from = (service: string, scope: string) =>
      spans.filter(
        (span) => span.traceId === traceId && span.service === service && span.scope.includes(scope),
      );
    // Each process exports its spans in batches of its own: the gateway's request span ends after the api's spans
    // and may arrive last, so wait for all of them before counting.
    await waitFor(
      'the spans',
      async () =>
        from('agua-api', 'instrumentation-pg').length > 0 &&
        from('agua-gateway', 'instrumentation-http').length > 0 &&
        from('agua-api', 'instrumentation-http').length >= 4 &&
        from('agua-gateway', 'instrumentation-undici').length >= 4,
      10_000,
    );
    // The gateway's request and its four calls to the api; the api's four requests and their queries.
    assert.equal(from('agua-gateway', 'instrumentation-http').length, 1);
    assert.equal(from('agua-gateway', 'instrumentation-undici').length, 4);
    assert.equal(from('agua-api', 'instrumentation-http').length, 4);
    assert.ok(from('agua-api', 'instrumentation-pg').some((span) => span.name.startsWith('pg.query')));

    // The log lines of the request, in both processes, carry the trace id.
    const lines = (file: string) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.includes(`"trace_id":"${traceId}"`));
    const completed = (file: string) =>
      lines(file).filter((line) => line.includes('"msg":"request completed"')).length;
    // The log files are written asynchronously, like the spans.
    await waitFor('the log lines', async () => completed(gatewayLog) > 0 && completed(apiLog) >= 4, 10_000);
    assert.equal(completed(gatewayLog), 1);
    assert.equal(completed(apiLog), 4);
  });
});
