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
