import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { productDatabaseUrl } from '../support/database.ts';

// The field sheet upload with estimates, averages and consumption checks against the upload before them
// (docs/performance.md "Readings from the field"): both import the same 50,000-row sheet on one fresh database, in
// turns, in the api's own measuring script (api/src/modules/readings/measure-field-checks.ts), which needs the
// earlier version of the upload from git and a database server to make its database on: TEST_DATABASE_URL's when
// set, else the server the benched product runs on (its embedded PostgreSQL), so the bench needs no environment.
export function benchFieldChecks(): void {
  const api = fileURLToPath(new URL('../../api/', import.meta.url));
  const output = execFileSync('node', ['--import', 'tsx', 'src/modules/readings/measure-field-checks.ts'], {
    cwd: api,
    env: {
      ...process.env,
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? serverOf(productDatabaseUrl()),
      N: process.env.BENCH_FIELD_ROWS ?? '50000',
      ROUNDS: process.env.BENCH_FIELD_ROUNDS ?? '2',
    },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  console.log(`\n${output.trim()}`);
}

/** The server's maintenance database instead of the product's own: the measuring script makes a database of its own. */
function serverOf(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}
