// The benchmark's own connection to the product's database, whichever database the product started on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eEnvironment } from '../support/e2e-env.ts';

/**
 * Where the benchmark's own database is: the run's database on TEST_DATABASE_URL's server, or else the embedded
 * PostgreSQL the product started, whose superuser password the api generated into the run's DATA_DIR.
 */
export function benchDatabaseUrl(): string {
  const env = e2eEnvironment();
  if (process.env.TEST_DATABASE_URL && env.databaseUrl) return env.databaseUrl;
  const password = readFileSync(join(env.serverEnv.DATA_DIR ?? '', 'pg-password'), 'utf8').trim();
  const port = env.serverEnv.EMBEDDED_PG_PORT;
  // The embedded setup keeps the application's tables in its "agua" database.
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/agua`;
}
