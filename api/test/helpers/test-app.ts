import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { databaseUrlFor, onServer, templateName, testDatabaseName } from './test-databases.ts';
import { testRun, testServerUrl } from './test-env.ts';

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

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

function requireServer(): string {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    throw new Error(
      'No test database server: set TEST_DATABASE_URL or add @agua/api/test-global-setup to vitest globalSetup',
    );
  }
  return serverUrl;
}

/**
 * A database of this file's own on the test server: a copy of `template` when given, otherwise empty. Named after
 * the run (test-databases.ts), so the global teardown drops it even if the file never closes it.
 */
async function createDatabase(template?: string): Promise<ScratchDatabase> {
  const serverUrl = requireServer();
  const name = testDatabaseName(testRun());
  const quoted = pg.escapeIdentifier(name);
  await onServer(
    serverUrl,
    `create database ${quoted}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`,
  );
  return {
    url: databaseUrlFor(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, `drop database if exists ${quoted} with (force)`);
    },
  };
}

/** An empty database `agua_test_…` on the test server (TEST_DATABASE_URL or the global setup's). */
export function createScratchDatabase(): Promise<ScratchDatabase> {
  return createDatabase();
}

/**
 * This file's migrated, demo-seeded database: a copy of the run's template, or, for a demo of another "today"
 * (`seedNow`) or outside a run with a global setup, an empty one migrated and seeded here.
 */
async function demoDatabase(seedNow: Date | undefined): Promise<ScratchDatabase> {
  const run = testRun();
  if (run && !seedNow) return createDatabase(templateName(run));
  const database = await createDatabase();
  try {
    await prepareDatabase(database.url, { demo: true, now: seedNow });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

/**
 * A fresh api on a fresh database: `agua_test_…` created on the TEST_DATABASE_URL server (or the embedded one the
 * global setup started), migrated and demo-seeded (a copy of the run's template), and dropped again on close.
 */
export async function createTestApp({ seedNow, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const database = await demoDatabase(seedNow);
  const jwtSecret = randomBytes(32).toString('base64url');
  let app: FastifyInstance;
  try {
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
