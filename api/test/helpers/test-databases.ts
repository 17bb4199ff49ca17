import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { prepareDatabase } from '../../src/db/prepare.ts';

// The databases a test run makes on its server (TEST_DATABASE_URL's, or the embedded one of the global setup). The
// global setup migrates and demo-seeds one template per run; each test file gets a copy of it (`create database …
// template …`, a file copy inside PostgreSQL: a fraction of a second where migrating and seeding took seconds),
// as isolated as a database of its own always was. Every name carries the run's, so the run drops exactly its own.

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function onServer<T extends pg.QueryResultRow = pg.QueryResultRow>(
  serverUrl: string,
  statement: string,
): Promise<T[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh name for a run: base 36 time and random letters, fit for a database name. */
export function newRunName(): string {
  return `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

export function templateName(run: string): string {
  return `agua_tpl_${run}`;
}

/** A test file's database: `agua_test_<run>_<random>`, or `agua_test_<random>` outside a run. */
export function testDatabaseName(run: string | undefined): string {
  const random = randomBytes(6).toString('hex');
  return run ? `agua_test_${run}_${random}` : `agua_test_${random}`;
}

/** Creates the run's template: migrated and demo-seeded once, as "now" (the demo's today) at the start of the run. */
export async function createTemplate(serverUrl: string, run: string): Promise<void> {
  const name = templateName(run);
  await onServer(serverUrl, `create database ${pg.escapeIdentifier(name)}`);
  // prepareDatabase closes its connections before returning: a database can be copied only while nobody is in it.
  await prepareDatabase(databaseUrlFor(serverUrl, name), { demo: true });
}

/** Drops every database of the run: the template and any a test file left behind (a crash, a killed worker). */
export async function dropRunDatabases(serverUrl: string, run: string): Promise<void> {
  const names = await onServer<{ datname: string }>(
    serverUrl,
    `select datname from pg_database
      where datname = ${pg.escapeLiteral(templateName(run))}
         or starts_with(datname, ${pg.escapeLiteral(`agua_test_${run}_`)})`,
  );
  for (const { datname } of names) {
    await onServer(serverUrl, `drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
  }
}
