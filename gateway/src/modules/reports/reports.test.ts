import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The real api on a fresh demo database behind the real gateway: what a reports query costs, what it answers, and
// the downloads through /files/reports. The api's HTTP server counts the requests it receives.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let tech: string;
let apiRequests = 0;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  api.app.server.on('request', () => {
    apiRequests += 1;
  });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  tech = await api.login('tecnico', 'tecnico123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

async function ask<T>(query: string, variables?: Record<string, unknown>) {
  const before = apiRequests;
  const body = await gateway.graphql<T>(query, { variables, token: tech });
  return { body, restCalls: apiRequests - before };
}

describe('Query.reports', () => {
  it('costs one REST call per selected report, none for the ones left out', async () => {
    const one = await ask(
      `{ reports { billingCollection { month invoiced collected fines collectionRate } } }`,
    );
    expect(one.body.errors).toBeUndefined();
    expect(one.restCalls).toBe(1);

    const all = await ask(`query All($zoneId: ID) {
      reports(zoneId: $zoneId) {
        billingCollection { month invoiced }
        debtAging { zoneId total }
        consumption { month consumption }
        nonRevenueMeters(page: 1, size: 5) { total items { meterId signal consumptions } }
        nonRevenueZones { zoneId fell }
        topDebtors(page: 1, size: 5) { total items { clientId debt } }
        paymentMethods { month paymentMethod amount }
        readingsProgress { zoneId expected registered approved }
      }
    }`);
    expect(all.body.errors).toBeUndefined();
    expect(all.restCalls).toBe(8);

    const none = await ask('{ reports { __typename } }');
    expect(none.restCalls).toBe(0);
  });

  it('answers money as 2-decimal strings equal to the api, in the same order', async () => {
    const { body } = await ask<{ reports: { billingCollection: { month: string; invoiced: string }[] } }>(
      '{ reports(from: "2025-01", to: "2026-12") { billingCollection { month invoiced } } }',
    );
    const rest = await fetch(
      `${api.app.listeningOrigin}/api/v1/report/billing-collection?from=2025-01&to=2026-12`,
      {
        headers: { authorization: `Bearer ${tech}` },
      },
    );
    const expected = (await rest.json()) as { month: string; invoiced: number }[];
    const rows = body.data?.reports.billingCollection ?? [];
    expect(rows).toHaveLength(24);
    expect(rows.map((row) => row.month)).toEqual(expected.map((row) => row.month));
    for (const [i, row] of rows.entries()) {
      expect(row.invoiced).toMatch(/^\d+\.\d{2}$/);
      expect(Number(row.invoiced)).toBe(expected[i]?.invoiced);
    }
  });

  it('a bad period is a Portuguese BAD_USER_INPUT on the report asked for', async () => {
    const { body } = await ask('{ reports(from: "2026-05", to: "2026-01") { debtAging { zoneId } } }');
    expect(body.errors?.[0]?.message).toContain(messages.reports.api.fromAfterTo);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('GET /files/reports/:report', () => {
  it('streams the .xlsx and the .csv with the caller token, and passes refusals on', async () => {
    const headers = { authorization: `Bearer ${tech}` };
    const xlsx = await fetch(`${gateway.url}/files/reports/debt-aging?from=2026-01&to=2026-06`, { headers });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    const csv = await fetch(`${gateway.url}/files/reports/payment-methods?format=csv`, { headers });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(messages.reports.paymentMethods.columns.paymentMethod);

    const refused = await fetch(`${gateway.url}/files/reports/debt-aging?from=2026-13`, { headers });
    expect(refused.status).toBe(400);
    const anonymous = await fetch(`${gateway.url}/files/reports/debt-aging`);
    expect(anonymous.status).toBe(401);
  });
});
