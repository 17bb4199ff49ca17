import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import {
  createScratchDatabase,
  createTestApp,
  type ScratchDatabase,
  type TestApp,
} from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { type Call, type Customer, caller, newCustomer, readMonth } from '../receipts/receipt-fixtures.ts';
import { readManifest, restoreBackup } from './restore.ts';
import { takeSnapshot } from './snapshot.ts';

// The backup drill (docs/domain.md "Backups"): a backup asked for on the screen is taken by the job queue while
// payments go on; restored into a new database it keeps balance = Σ ledger for every contract, a live receipt
// behind every PAID invoice, and each table's rows as its manifest says. A corrupted, truncated or foreign file is
// refused by its checksum, in Portuguese, before the database is touched.

const say = messages.backups.restore;
let t: TestApp;
let call: Call;
let admin: Record<string, string>;
let tech: Record<string, string>;
let directory: string;
const scratch: ScratchDatabase[] = [];

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'agua-backups-test-'));
  t = await createTestApp({ backups: { directory, dailyHour: 3, keep: 2 } });
  call = caller(t);
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
});
afterAll(async () => {
  await t?.close();
  for (const database of scratch) await database.drop();
  await rm(directory, { recursive: true, force: true });
});

async function newDatabase(): Promise<string> {
  const database = await createScratchDatabase();
  scratch.push(database);
  return database.url;
}

interface Backup {
  backupId: number;
  status: string;
  fileName: string | null;
  sizeBytes: number | null;
  durationMs: number | null;
  checksum: string | null;
  rows: number | null;
  trigger: string;
  requestedByName: string | null;
}

async function finished(backupId: number): Promise<Backup> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const backup = (await call(admin, 'GET', `/backup/${backupId}`)).json<Backup>();
    if (backup.status === 'DONE' || backup.status === 'FAILED') return backup;
    await sleep(250);
  }
  throw new Error(`backup ${backupId} did not finish`);
}

/** The invariants of the books, on any database. */
async function books(databaseUrl: string) {
  const [row] = await queryRows<{ off_ledger: number; paid_without_receipt: number; paid: number }>(
    databaseUrl,
    `select (select count(*)::int from contracts c
              where c.balance <> (select coalesce(sum(amount), 0) from ledger_entries l where l.contract_id = c.id))
              as off_ledger,
            (select count(*)::int from invoices i where i.payment_status = 'PAID' and not exists
               (select 1 from receipts r where r.id = i.receipt_id and r.reversed_at is null)) as paid_without_receipt,
            (select count(*)::int from invoices where payment_status = 'PAID') as paid`,
  );
  return row!;
}

async function countsOf(databaseUrl: string, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(databaseUrl, `select count(*)::int as n from "${table}"`);
    counts[table] = row!.n;
  }
  return counts;
}

describe('the drill: a backup during 50 payments, restored into a new database', () => {
  let backup: Backup;
  let file: string;
  let customers: Customer[];

  it('takes the backup through the job queue while payments go on', async () => {
    customers = await Promise.all(Array.from({ length: 10 }, () => newCustomer(call, admin)));
    const invoices = await Promise.all(
      customers.map((customer) => readMonth(call, admin, customer.meterId, { year: 2021, month: 1 }, 20)),
    );
    let payments = 0;
    let done = false;
    // Five tills paying, one invoice's worth or a little on account, until the backup is done and 50 are in.
    const till = async (lane: number) => {
      for (let turn = 0; !done || payments < 50; turn += 1) {
        const index = (lane * 7 + turn) % customers.length;
        const amount = turn === 0 ? invoices[index]!.totalAmount : 3;
        const paid = await call(lane % 2 ? tech : admin, 'POST', '/receipt', {
          clientId: customers[index]!.clientId,
          amount,
          paymentMethod: 'NUMERARIO',
        });
        expect(paid.statusCode).toBe(201);
        payments += 1;
      }
    };
    const tills = Promise.all([0, 1, 2, 3, 4].map(till));
    await sleep(100);
    const requested = await call(admin, 'POST', '/backup');
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toMatchObject({ status: 'QUEUED', trigger: 'MANUAL' });
    backup = await finished(requested.json().backupId);
    done = true;
    await tills;
    expect(payments).toBeGreaterThanOrEqual(50);
    expect(backup).toMatchObject({ status: 'DONE', requestedByName: 'Administrador do Sistema' });
    expect(backup.sizeBytes).toBeGreaterThan(1000);
    expect(backup.durationMs).toBeGreaterThanOrEqual(0);
    expect(backup.checksum).toMatch(/^[0-9a-f]{64}$/);
    file = path.join(directory, backup.fileName!);
  });

  it('restores into a new database: balances = Σ ledger, every PAID invoice has its live receipt, rows = manifest', async () => {
    const manifest = await readManifest(file, undefined);
    const target = await newDatabase();
    const outcome = await restoreBackup({ file, databaseUrl: target, passphrase: undefined, force: false });
    expect(outcome.tables).toBe(manifest.tables.length);
    const restored = await books(target);
    expect(restored.off_ledger).toBe(0);
    expect(restored.paid_without_receipt).toBe(0);
    expect(restored.paid).toBeGreaterThan(0);
    const names = manifest.tables.map((table) => table.name);
    expect(names).toEqual(
      expect.arrayContaining(['receipts', 'ledger_entries', 'invoices', 'audit_log', 'users']),
    );
    expect(await countsOf(target, names)).toEqual(
      Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows])),
    );
    // The source went on paying after the snapshot: the restored books are the snapshot's, not today's.
    const [source] = await queryRows<{ n: number }>(t.databaseUrl, 'select count(*)::int as n from receipts');
    expect(manifest.tables.find((table) => table.name === 'receipts')!.rows).toBeLessThanOrEqual(source!.n);
    // The restored database takes new rows after the highest id, and the demo accounts sign in.
    const [next] = await queryRows<{ id: number }>(
      target,
      "insert into zones (designation, description, enterprise_id) values ('Depois', 'x', 1) returning id",
    );
    const [highest] = await queryRows<{ id: number }>(
      target,
      'select max(id)::int as id from zones where id <> $1',
      [next!.id],
    );
    expect(next!.id).toBeGreaterThan(highest!.id);
  });

  it('refuses a database that holds data, and replaces it with --force', async () => {
    const target = await newDatabase();
    await restoreBackup({ file, databaseUrl: target, passphrase: undefined, force: false });
    await expect(
      restoreBackup({ file, databaseUrl: target, passphrase: undefined, force: false }),
    ).rejects.toThrow(/não está vazia/);
    await queryRows(target, "update clients set name = 'Mudado depois' where id = 1");
    await restoreBackup({ file, databaseUrl: target, passphrase: undefined, force: true });
    const [client] = await queryRows<{ name: string }>(target, 'select name from clients where id = 1');
    expect(client!.name).not.toBe('Mudado depois');
    expect((await books(target)).off_ledger).toBe(0);
  });

  it('refuses a corrupted or truncated file by its checksum, in Portuguese, touching nothing', async () => {
    const corrupted = path.join(directory, 'corrupted.backup');
    const bytes = await readFile(file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff;
    await writeFile(corrupted, bytes);
    const truncated = path.join(directory, 'truncated.backup');
    await copyFile(file, truncated);
    await truncate(truncated, Math.floor(bytes.length * 0.7));
    const foreign = path.join(directory, 'foreign.backup');
    await writeFile(foreign, 'isto não é uma cópia');
    const target = await newDatabase();
    for (const [broken, message] of [
      [corrupted, say.corrupt],
      [truncated, say.corrupt],
      [foreign, say.notBackup],
    ] as const) {
      await expect(
        restoreBackup({ file: broken, databaseUrl: target, passphrase: undefined, force: false }),
      ).rejects.toThrow(message);
    }
    const [tables] = await queryRows<{ n: number }>(
      target,
      "select count(*)::int as n from pg_tables where schemaname = 'public'",
    );
    expect(tables!.n).toBe(0);
  });

  it('hands the file to an administrator only, byte for byte, its checksum its last 32 bytes', async () => {
    const download = await t.app.inject({ url: `/api/v1/backup/${backup.backupId}/file`, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    const body = download.rawPayload;
    expect(body.equals(await readFile(file))).toBe(true);
    const digest = createHash('sha256')
      .update(body.subarray(0, body.length - 32))
      .digest('hex');
    expect(digest).toBe(backup.checksum);
    expect(body.subarray(body.length - 32).toString('hex')).toBe(backup.checksum);
    expect(
      (await t.app.inject({ url: `/api/v1/backup/${backup.backupId}/file`, headers: tech })).statusCode,
    ).toBe(403);
    expect((await call(tech, 'GET', '/backup')).statusCode).toBe(403);
    expect((await call(tech, 'POST', '/backup')).statusCode).toBe(403);
  });
});

describe('encryption with a passphrase', () => {
  it('restores with the passphrase, refuses without it or with another', async () => {
    const file = path.join(directory, 'encrypted.backup');
    const client = await t.app.pool.connect();
    try {
      await takeSnapshot(client, file, 'frase-passe-de-teste');
    } finally {
      client.release();
    }
    // Nothing readable: the clients' names are not in the file.
    expect((await readFile(file)).includes(Buffer.from('Cliente Tesouraria'))).toBe(false);
    const target = await newDatabase();
    await expect(
      restoreBackup({ file, databaseUrl: target, passphrase: undefined, force: false }),
    ).rejects.toThrow(say.passphraseMissing);
    await expect(
      restoreBackup({ file, databaseUrl: target, passphrase: 'outra-frase-passe', force: true }),
    ).rejects.toThrow(say.passphraseWrong);
    await restoreBackup({ file, databaseUrl: target, passphrase: 'frase-passe-de-teste', force: true });
    expect((await books(target)).off_ledger).toBe(0);
  });
});

describe('schedule and retention', () => {
  it('registers the daily job at the configured hour, Maputo time', async () => {
    const rows = await queryRows<{ cron: string; timezone: string }>(
      t.databaseUrl,
      "select cron, timezone from pgboss.schedule where name = 'backup'",
    );
    expect(rows).toEqual([{ cron: '0 3 * * *', timezone: 'Africa/Maputo' }]);
  });

  it('takes one backup at a time: of two requests at once, one is queued and the other refused (409)', async () => {
    const answers = await Promise.all([call(admin, 'POST', '/backup'), call(admin, 'POST', '/backup')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(messages.backups.api.inFlight);
    const queued = answers.find((answer) => answer.statusCode === 202)!;
    expect((await finished(queued.json().backupId)).status).toBe('DONE');
  });

  it('keeps the newest BACKUP_KEEP (2 here): older files and rows go', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const requested = await call(admin, 'POST', '/backup');
      ids.push((await finished(requested.json().backupId)).backupId);
    }
    const listed = await call(admin, 'GET', '/backup');
    const done = listed.json<Backup[]>().filter((row) => row.status === 'DONE');
    expect(done.map((row) => row.backupId)).toEqual([ids[2], ids[1]]);
    const files = (await readdir(directory)).filter((name) => name.startsWith('agua-'));
    expect(files.sort()).toEqual(done.map((row) => row.fileName).sort());
  });
});
