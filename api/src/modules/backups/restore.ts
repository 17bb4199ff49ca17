import { createHash } from 'node:crypto';
import { messages } from '@agua/domain/messages';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { runAsAuditContext, UNAUDITED_LOAD } from '../../db/audit-context.ts';
import { connectDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { knownMigrations } from '../../db/migration-state.ts';
import { BackupFileError, readArchive, verifyArchive } from './archive.ts';
import type { Manifest } from './snapshot.ts';

// `pnpm restore <file>` (api/scripts/restore.ts; README "Cópias de segurança"): the file's checksum first, then the
// target is migrated to this build's schema and loaded in one transaction — every table by COPY, parents first, the
// audit triggers off (these rows are nobody's change), identities moved past the highest id — and checked against
// the manifest (rows, SHA-256 per table), balance = Σ ledger per contract and a live receipt behind every PAID
// invoice before it commits. Anything wrong rolls it all back: the target is left as it was, or empty.

const r = messages.backups.restore;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface RestoreOptions {
  file: string;
  databaseUrl: string;
  passphrase: string | undefined;
  /** Wipe a database that holds data (its public schema, the job queue and the migration journal) first. */
  force: boolean;
}

export interface RestoreOutcome {
  tables: number;
  rows: number;
  durationMs: number;
}

/** Rows in the target's public tables; the one row migration 0011 inserts (security_settings) is no data. */
async function rowsIn(client: pg.ClientBase): Promise<number> {
  const tables = (
    await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> 'security_settings'`,
    )
  ).rows;
  let total = 0;
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from public.${quote(name)}`,
    );
    total += rows[0]?.n ?? 0;
  }
  return total;
}

async function wipe(client: pg.ClientBase): Promise<void> {
  await client.query('drop schema if exists pgboss cascade');
  await client.query('drop schema if exists drizzle cascade');
  await client.query('drop schema public cascade');
  await client.query('create schema public');
}

/** The invariants a consistent snapshot keeps (docs/domain.md "Receipts and payments"). */
async function checkBooks(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ off_ledger: number; paid_without_receipt: number }>(`
    select (select count(*)::int from contracts c
             where c.balance <> (select coalesce(sum(l.amount), 0) from ledger_entries l where l.contract_id = c.id))
             as off_ledger,
           (select count(*)::int from invoices i
             where i.payment_status = 'PAID'
               and not exists (select 1 from receipts x where x.id = i.receipt_id and x.reversed_at is null))
             as paid_without_receipt`);
  const found = rows[0]!;
  if (found.off_ledger > 0) throw new BackupFileError(r.contentMismatch('contracts'));
  if (found.paid_without_receipt > 0) throw new BackupFileError(r.contentMismatch('invoices'));
}

async function load(
  client: pg.ClientBase,
  options: RestoreOptions,
): Promise<{ manifest: Manifest; rows: number }> {
  let manifest: Manifest | undefined;
  let current:
    | { name: string; stream: NodeJS.WritableStream & { end(): void }; done: Promise<void> }
    | undefined;
  let hash = createHash('sha256');
  let lines = 0;
  let total = 0;
  for await (const frame of readArchive(options.file, options.passphrase)) {
    if (frame.type === 'S') {
      const start = JSON.parse(frame.payload.toString('utf8')) as { migrations: number };
      const build = knownMigrations().length;
      if (start.migrations !== build) throw new BackupFileError(r.otherVersion(start.migrations, build));
    } else if (frame.type === 'T') {
      const { name, columns } = JSON.parse(frame.payload.toString('utf8')) as {
        name: string;
        columns: string[];
      };
      // Rows a migration put there (security_settings' one) make way for the backup's.
      await client.query(`delete from public.${quote(name)}`);
      const stream = client.query(
        copyFrom(`copy public.${quote(name)} (${columns.map(quote).join(', ')}) from stdin`),
      );
      const done = new Promise<void>((resolve, reject) => {
        stream.on('finish', resolve);
        stream.on('error', reject);
      });
      current = { name, stream, done };
      hash = createHash('sha256');
      lines = 0;
    } else if (frame.type === 'D' && current) {
      hash.update(frame.payload);
      for (let at = frame.payload.indexOf(10); at !== -1; at = frame.payload.indexOf(10, at + 1)) lines += 1;
      if (!current.stream.write(frame.payload)) {
        await new Promise((resolve) => current?.stream.once('drain', resolve));
      }
    } else if (frame.type === 'E' && current) {
      current.stream.end();
      await current.done;
      const expected = JSON.parse(frame.payload.toString('utf8')) as { rows: number; sha256: string };
      if (expected.rows !== lines || expected.sha256 !== hash.digest('hex')) {
        throw new BackupFileError(r.contentMismatch(current.name));
      }
      total += lines;
      current = undefined;
    } else if (frame.type === 'M') {
      manifest = JSON.parse(frame.payload.toString('utf8')) as Manifest;
    } else {
      throw new BackupFileError(r.corrupt);
    }
  }
  if (!manifest || current) throw new BackupFileError(r.corrupt);
  return { manifest, rows: total };
}

/** Each table's rows now, against the manifest's count. */
async function checkCounts(client: pg.ClientBase, manifest: Manifest): Promise<void> {
  for (const table of manifest.tables) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from public.${quote(table.name)}`,
    );
    if (rows[0]?.n !== table.rows) throw new BackupFileError(r.contentMismatch(table.name));
  }
}

/** Every identity and serial column's sequence moved past the highest id loaded. */
async function moveSequences(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(`
    select c.relname as table_name, a.attname as column_name
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
       and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`);
  for (const { table_name, column_name } of rows) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column_name)}) from public.${quote(table_name)}), 0) + 1, false)`,
      [`public.${quote(table_name)}`, column_name],
    );
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreOutcome> {
  const started = performance.now();
  // The whole file is checked before the database is touched.
  await verifyArchive(options.file);
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  try {
    const rows = await rowsIn(admin);
    if (rows > 0 && !options.force) throw new BackupFileError(r.notEmpty(rows));
    if (rows > 0) await wipe(admin);
  } finally {
    await admin.end();
  }
  const { pool, db } = connectDatabase(options.databaseUrl, () => {}, 2, 'agua restore');
  try {
    await runAsAuditContext(UNAUDITED_LOAD, () => runMigrations(db, pool));
    const client = await pool.connect();
    try {
      await client.query('begin');
      try {
        await client.query("select set_config('agua.audit', 'off', true)");
        const { manifest, rows } = await load(client, options);
        await checkCounts(client, manifest);
        await moveSequences(client);
        await checkBooks(client);
        await client.query('commit');
        return { tables: manifest.tables.length, rows, durationMs: Math.round(performance.now() - started) };
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}

/** The manifest a backup file ends with (its tables, their rows and checksums), read without loading anything. */
export async function readManifest(file: string, passphrase: string | undefined): Promise<Manifest> {
  for await (const frame of readArchive(file, passphrase)) {
    if (frame.type === 'M') return JSON.parse(frame.payload.toString('utf8')) as Manifest;
  }
  throw new BackupFileError(r.corrupt);
}
