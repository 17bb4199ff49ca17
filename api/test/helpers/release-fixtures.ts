import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import {
  type KnownMigration,
  MIGRATIONS_FOLDER,
  type MigrationState,
  readMigrationState,
} from '../../src/db/migration-state.ts';
import { queryRows } from './sql.ts';

// The databases of past releases (api/test/fixtures/release-<date>-<commit>.sql.gz, written by
// api/scripts/make-release-fixture.ts) and what the upgrade tests check on them.

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');

/** Every release fixture kept in the repository, oldest first (their names begin with the commit date). */
export function releaseFixtures(): string[] {
  return readdirSync(FIXTURES)
    .filter((name) => /^release-.+\.sql\.gz$/.test(name))
    .sort();
}

/** Loads a release's dump into an empty database. */
export async function restoreFixture(databaseUrl: string, name: string): Promise<void> {
  const sql = gunzipSync(readFileSync(path.join(FIXTURES, name))).toString('utf8');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Where a database stands against the given migrations (this build's by default). */
export async function migrationStateOf(
  databaseUrl: string,
  known?: KnownMigration[],
): Promise<MigrationState> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await readMigrationState(client, known);
  } finally {
    await client.end();
  }
}

/** Rows per table of the application (public schema) and the migration record. */
export async function tableCounts(databaseUrl: string): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    databaseUrl,
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname in ('public', 'drizzle') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: string }>(databaseUrl, `select count(*) as n from ${name}`);
    counts[name] = Number(row?.n);
  }
  return counts;
}

/** Contracts whose balance is not the sum of their ledger (docs/domain.md "Balance and ledger"): none, always. */
export async function balancesOffLedger(databaseUrl: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    databaseUrl,
    `select count(*) as n from contracts c
     where c.balance <> coalesce((select sum(l.amount) from ledger_entries l where l.contract_id = c.id), 0)`,
  );
  return Number(row?.n);
}

export interface ExtraMigration {
  tag: string;
  sql: string;
}

/**
 * A migrations folder as a build would carry it: this build's first `keep` migrations (all by default) and then
 * `extra` ones, each a second later than the one before, as drizzle-kit would journal them.
 */
export function migrationsFolder({ keep, extra = [] }: { keep?: number; extra?: ExtraMigration[] }): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'agua-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const entries = journal.entries.slice(0, keep ?? journal.entries.length);
  let when = journal.entries.at(-1)?.when ?? 0;
  for (const migration of extra) {
    when += 1000;
    writeFileSync(path.join(folder, `${migration.tag}.sql`), migration.sql);
    entries.push({ idx: entries.length, version: '7', when, tag: migration.tag, breakpoints: true });
  }
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries }, null, 2));
  return folder;
}
