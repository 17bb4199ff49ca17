import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { testServerUrl } from './test-env.ts';

export interface TestApp {
  app: FastifyInstance;
  /** This test file's own database, migrated and demo-seeded. */
  databaseUrl: string;
  /** The secret the app signs tokens with, to forge expired or foreign tokens in tests. */
  jwtSecret: string;
  /** Logs in through the api and returns the access token. */
  login(username: string, password: string): Promise<string>;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

export type TestAppOptions = Partial<Omit<BuildAppOptions, 'databaseUrl' | 'jwtSecret'>> & {
  /** The demo's "today" (defaults to now). */
  seedNow?: Date;
};

function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database `agua_test_<random>` on the test server (TEST_DATABASE_URL or the global setup's). */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    throw new Error(
      'No test database server: set TEST_DATABASE_URL or add @agua/api/test-global-setup to vitest globalSetup',
    );
  }
  const quoted = pg.escapeIdentifier(`agua_test_${randomBytes(6).toString('hex')}`);
  await onServer(serverUrl, `create database ${quoted}`);
  return {
    url: databaseUrlFor(serverUrl, quoted.slice(1, -1)),
    drop: () => onServer(serverUrl, `drop database if exists ${quoted} with (force)`),
  };
}

/**
 * A fresh api on a fresh database: `agua_test_<random>` created on the TEST_DATABASE_URL server (or the embedded
 * one the global setup started), migrated and demo-seeded, and dropped again on close.
 */
export async function createTestApp({ seedNow, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const database = await createScratchDatabase();
  const jwtSecret = randomBytes(32).toString('base64url');
  let app: FastifyInstance;
  try {
    await prepareDatabase(database.url, { demo: true, now: seedNow });
    // The database holds the demo: its accounts keep their passwords, as with `pnpm start`.
    app = await buildApp({ demoAccounts: true, ...options, databaseUrl: database.url, jwtSecret });
  } catch (error) {
    await database.drop();
    throw error;
  }

  return {
    app,
    databaseUrl: database.url,
    jwtSecret,
    async login(username, password) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
