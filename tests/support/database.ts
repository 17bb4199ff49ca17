import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { e2eEnvironment } from './e2e-env.ts';

/**
 * The product's own database, for the tests and the bench to read (and the bench to fill): the run's database on
 * TEST_DATABASE_URL's server, or else the embedded PostgreSQL the product started, whose superuser password the api
 * generated into the run's DATA_DIR and which keeps the application's tables in its "agua" database.
 */
export function productDatabaseUrl(): string {
  const env = e2eEnvironment();
  if (env.databaseUrl) return env.databaseUrl;
  const password = readFileSync(join(env.serverEnv.DATA_DIR ?? '', 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${env.serverEnv.EMBEDDED_PG_PORT}/agua`;
}

/** Runs one read-only query against the product's own database, to compare what screens show with the truth. */
export async function queryProductDatabase<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: productDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}
