import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { countRows } from './helpers/sql.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/test-app.ts';

// The start-up path on an external database (DATABASE_URL): migrations, then the first administrator or nothing.

let database: ScratchDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe('prepareDatabase', () => {
  it('gives an empty production database only its first administrator, once', async () => {
    database = await createScratchDatabase();
    const seed = { demo: false, firstAdmin: { username: 'chefe', password: 'segredo-forte' } };
    expect(await prepareDatabase(database.url, seed)).toBe('first-admin');
    expect(await countRows(database.url, 'clients')).toBe(0);
    // A restart migrates nothing new and seeds nothing twice.
    expect(await prepareDatabase(database.url, seed)).toBe('existing-users');
    expect(await countRows(database.url, 'users')).toBe(1);

    const app = await buildApp({ databaseUrl: database.url, jwtSecret: 'x'.repeat(32) });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'chefe', password: 'segredo-forte' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().role).toBe('ADMIN');
    } finally {
      await app.close();
    }
  });

  it('leaves a database without users when neither demo nor administrator is configured', async () => {
    database = await createScratchDatabase();
    expect(await prepareDatabase(database.url, { demo: false })).toBe('no-users');
    expect(await countRows(database.url, 'users')).toBe(0);
  });

  it('lets concurrent starts on one database take turns', async () => {
    database = await createScratchDatabase();
    const url = database.url;
    const outcomes = await Promise.all([1, 2, 3].map(() => prepareDatabase(url, { demo: true })));
    expect(outcomes.sort()).toEqual(['demo', 'existing-users', 'existing-users']);
    expect(await countRows(url, 'clients')).toBe(50);
  });
});
