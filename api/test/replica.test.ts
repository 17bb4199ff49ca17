import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import {
  createScratchDatabase,
  createTestApp,
  type ScratchDatabase,
  type TestApp,
} from './helpers/test-app.ts';
import { bearer } from './helpers/tokens.ts';

// DATABASE_REPLICA_URL: reports and their downloads read from the replica, everything else from the primary. The
// "replica" here is a second database, migrated but empty, so an answer says which database it came from.

let t: TestApp;
let replica: ScratchDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  replica = await createScratchDatabase();
  await prepareDatabase(replica.url, { demo: false });
  app = await buildApp({
    databaseUrl: t.databaseUrl,
    replicaDatabaseUrl: replica.url,
    jwtSecret: t.jwtSecret,
    // The demo's accounts keep their fixed passwords, as in the test app (docs/domain.md, first sign-in).
    demoAccounts: true,
  });
  admin = bearer(await t.login('admin', 'admin123'));
});
afterAll(async () => {
  await app?.close();
  await replica?.drop();
  await t?.close();
});

const invoiced = (rows: { invoiced: number }[]) => rows.reduce((sum, row) => sum + row.invoiced, 0);

describe('DATABASE_REPLICA_URL', () => {
  it('serves reports and their downloads from the replica, and everything else from the primary', async () => {
    // Without a replica the demo's invoices are in the report.
    const fromPrimary = await t.app.inject({
      method: 'GET',
      url: '/api/v1/report/billing-collection',
      headers: admin,
    });
    expect(fromPrimary.statusCode).toBe(200);
    expect(invoiced(fromPrimary.json())).toBeGreaterThan(0);

    const fromReplica = await app.inject({
      method: 'GET',
      url: '/api/v1/report/billing-collection',
      headers: admin,
    });
    expect(fromReplica.statusCode).toBe(200);
    expect(invoiced(fromReplica.json())).toBe(0);
    const download = (from: typeof app) =>
      from.inject({ method: 'GET', url: '/api/v1/report/top-debtors/file?format=csv', headers: admin });
    // The download's last line is the total: no debt at all in the replica.
    expect((await download(t.app)).body).not.toContain('\r\nTotal;;;0,00;0;;');
    expect((await download(app)).body).toContain('\r\nTotal;;;0,00;0;;');

    // Sign-in, clients and invoices are the primary's.
    const clients = await app.inject({ method: 'GET', url: '/api/v1/client/count', headers: admin });
    expect(clients.statusCode).toBe(200);
    expect(clients.json()).toMatchObject({ count: 50 });
  });
});
