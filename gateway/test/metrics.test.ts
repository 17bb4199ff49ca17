import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.ts';
import { type RecordingServer, startRecordingServer } from './helpers/recording-server.ts';

// The gateway's Prometheus metrics (README "Métricas e rastreio"): each GraphQL operation timed by its name, type
// and outcome, each route by its pattern, on a loopback port of their own and never on the public one.

let api: RecordingServer;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let url: string;

beforeAll(async () => {
  api = await startRecordingServer(({ url: target }) =>
    target.pathname.endsWith('/count') ? { json: { count: 7 } } : { status: 404 },
  );
  gateway = await buildGateway({
    apiUrl: api.url,
    webDist: '/nonexistent',
    metrics: { host: '127.0.0.1', port: 0 },
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const post = (body: unknown) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer token-de-teste' },
    body: JSON.stringify(body),
  });

async function scrape(): Promise<string> {
  const address = gateway.gatewayMetrics.address();
  if (!address) throw new Error('the metrics port is not listening');
  const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

function count(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('gateway metrics', () => {
  it('times each operation by name, type and outcome, and each route by its pattern', async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await post({ query: 'query Painel { dashboardCounts { clients cuts } }' });
      expect(((await answer.json()) as { data: unknown }).data).toEqual({
        dashboardCounts: { clients: 7, cuts: 7 },
      });
    }
    await post({ query: 'query Falha { client(id: 1) { name } }' });
    await post({ query: '{ naoExiste }' });
    await fetch(`${url}/health/live`);

    const text = await scrape();
    const op = (labels: string) => count(text, `agua_graphql_operation_duration_seconds_count{${labels}}`);
    expect(op('operation="Painel",type="query",outcome="ok"')).toBe(2);
    expect(op('operation="Falha",type="query",outcome="error"')).toBe(1);
    // A document that does not validate has no operation of its own.
    expect(op('operation="invalid",type="none",outcome="error"')).toBe(1);
    expect(
      count(text, 'agua_http_request_duration_seconds_count{method="POST",route="/graphql",status="2xx"}'),
    ).toBe(3);
    expect(
      count(text, 'agua_http_request_duration_seconds_count{method="GET",route="/health/live",status="2xx"}'),
    ).toBe(1);
    expect(text).toMatch(/^agua_gateway_nodejs_eventloop_lag_seconds /m);
  });

  it('gives at most a bounded number of invented operation names a series each', async () => {
    for (let i = 0; i < 320; i += 1) await post({ query: `query Inventada${i} { __typename }` });
    const text = await scrape();
    const names = new Set(
      [...text.matchAll(/agua_graphql_operation_duration_seconds_count\{operation="([^"]+)"/g)].map(
        (m) => m[1],
      ),
    );
    const own = [...names].filter((name) => !['other', 'invalid', 'anonymous'].includes(name as string));
    expect(own.length).toBe(300);
    expect(names.has('other')).toBe(true);
  });

  it('is not served on the public port', async () => {
    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('agua_graphql_operation_duration_seconds');
  });
});
