import { createHash } from 'node:crypto';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { createArchiveWriter } from './archive.ts';

// The snapshot (docs/domain.md "Backups"): every table of the public schema copied with COPY … TO STDOUT inside one
// REPEATABLE READ, READ ONLY transaction, so the whole file is the database at one instant — a payment is in it
// with its receipt, its ledger rows and its invoices, or not at all. The embedded PostgreSQL ships no pg_dump, and
// Debian's is older than the server: this is the product's own. Left out: the backups list itself (the files of
// this server's folder), the job queue (pgboss schema, transient) and drizzle's migration journal, which the restore
// rebuilds by migrating and checks against the manifest's count.

/** Tables the snapshot leaves out, with the reason above. */
export const NOT_BACKED_UP = ['backups'];

export interface TableManifest {
  name: string;
  /** The columns copied: every stored column but the generated ones, which PostgreSQL recomputes. */
  columns: string[];
  rows: number;
  /** SHA-256 (hex) of the table's COPY text. */
  sha256: string;
}

export interface Manifest {
  format: 1;
  /** The snapshot's instant (its transaction's start), ISO 8601. */
  takenAt: string;
  /** How many migrations the database had: a restore needs a build with exactly as many. */
  migrations: number;
  /** In load order: a table comes after those its foreign keys point at. */
  tables: TableManifest[];
}

export interface SnapshotResult {
  manifest: Manifest;
  size: number;
  checksum: string;
  durationMs: number;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The public schema's tables, parents before children (foreign keys), then by name. */
async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
    )
  ).rows
    .map((row) => row.name)
    .filter((name) => !NOT_BACKED_UP.includes(name));
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select c.relname as child, p.relname as parent from pg_constraint k
         join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
         join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
    )
  ).rows;
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find(
      (table) =>
        !placed.has(table) &&
        edges.every(
          (edge) => edge.child !== table || placed.has(edge.parent) || !tables.includes(edge.parent),
        ),
    );
    // A cycle of foreign keys (none today): the rest by name; the restore's checks would then tell.
    const table = next ?? tables.find((name) => !placed.has(name))!;
    ordered.push(table);
    placed.add(table);
  }
  return ordered;
}

async function storedColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [`public.${quote(table)}`],
  );
  return result.rows.map((row) => row.name);
}

/** Writes the snapshot of the database `client` is connected to into a new file at `path`. */
export async function takeSnapshot(
  client: pg.ClientBase,
  path: string,
  passphrase: string | undefined,
): Promise<SnapshotResult> {
  const started = performance.now();
  const writer = await createArchiveWriter(path, passphrase);
  await client.query('begin isolation level repeatable read read only');
  try {
    // The first statement fixes the snapshot: every COPY below sees the database as of this instant.
    const { rows } = await client.query<{ taken_at: Date; migrations: number }>(
      `select now() as taken_at,
              (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
    );
    const start = { takenAt: rows[0]!.taken_at.toISOString(), migrations: rows[0]!.migrations };
    await writer.frame('S', Buffer.from(JSON.stringify(start)));
    const tables: TableManifest[] = [];
    for (const name of await tablesInLoadOrder(client)) {
      const columns = await storedColumns(client, name);
      await writer.frame('T', Buffer.from(JSON.stringify({ name, columns })));
      const hash = createHash('sha256');
      let lines = 0;
      const list = columns.map(quote).join(', ');
      const stream = client.query(copyTo(`copy public.${quote(name)} (${list}) to stdout`));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        // COPY's text format ends every row with a newline and escapes those inside values.
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        await writer.frame('D', chunk);
      }
      const table: TableManifest = { name, columns, rows: lines, sha256: hash.digest('hex') };
      await writer.frame('E', Buffer.from(JSON.stringify({ rows: table.rows, sha256: table.sha256 })));
      tables.push(table);
    }
    await client.query('commit');
    const manifest: Manifest = {
      format: 1,
      ...start,
      tables,
    };
    await writer.frame('M', Buffer.from(JSON.stringify(manifest)));
    const { size, checksum } = await writer.close();
    return { manifest, size, checksum, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    await writer.close().catch(() => undefined);
    throw error;
  }
}
