import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from './helpers/sql.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { bearer } from './helpers/tokens.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens.ADMIN = await t.login('admin', 'admin123');
  tokens.FIELD_TECH = await t.login('tecnico', 'tecnico123');
});
afterAll(() => t?.close());

// The dashboard's four cards (Total Cortes, Clientes, Leituras, Facturas).
const countRoutes = [
  ['/api/v1/cut/count', 'cuts'],
  ['/api/v1/client/count', 'clients'],
  ['/api/v1/reading/count', 'readings'],
  ['/api/v1/invoice/count', 'invoices'],
] as const;

describe('count routes', () => {
  for (const [url, table] of countRoutes) {
    for (const role of ['ADMIN', 'FIELD_TECH']) {
      it(`${url} answers the ${table} row count to ${role}`, async () => {
        const response = await t.app.inject({ url, headers: bearer(tokens[role] ?? '') });
        expect(response.statusCode).toBe(200);
        const expected = await countRows(t.databaseUrl, table);
        expect(expected).toBeGreaterThan(0);
        expect(response.json()).toEqual({ count: expected });
      });
    }
  }
});

// From 100,000 rows a whole table's total is counted once at a time and kept 5 s (docs/domain.md "Counts for the
// dashboard, and the totals of whole lists"): a client added meanwhile is in the list's rows and in any searched
// total at once, and in the whole total once the kept count is older than 5 s.
describe('the total of a large table', () => {
  it('is shared for 5 s from 100,000 rows, while the rows and searched totals stay exact', async () => {
    await t.app.pool.query(
      `insert into clients (name, phone_number, address, zone_id)
       select 'Cliente Grande ' || g, '84' || lpad(g::text, 7, '0'), 'Rua ' || g, (select min(id) from zones)
         from generate_series(1, 100000) g`,
    );
    const headers = bearer(tokens.ADMIN ?? '');
    const count = async () =>
      (await t.app.inject({ url: '/api/v1/client/count', headers })).json<{ count: number }>().count;
    const before = await countRows(t.databaseUrl, 'clients');
    const answers = await Promise.all(Array.from({ length: 20 }, count));
    expect(new Set(answers)).toEqual(new Set([before]));

    await t.app.pool.query(
      `insert into clients (name, phone_number, address, zone_id)
       values ('Cliente Acabado de Chegar', '841234999', 'Rua Nova', (select min(id) from zones))`,
    );
    expect(await count()).toBe(before);
    const page = await t.app.inject({ url: '/api/v1/client?page=1&size=5&sort=clientId,desc', headers });
    expect(page.json<{ name: string }[]>()[0]?.name).toBe('Cliente Acabado de Chegar');
    expect(page.headers['x-total-count']).toBe(String(before));
    const searched = await t.app.inject({ url: '/api/v1/client?page=1&size=5&q=Acabado de Chegar', headers });
    expect(searched.headers['x-total-count']).toBe('1');

    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect(await count()).toBe(before + 1);
  });
});
