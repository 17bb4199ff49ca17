import { setTimeout as sleep } from 'node:timers/promises';
import { currentPeriod } from '@agua/domain/dates';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let zone: string;
let contractType: string;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = [
  'Nome',
  'NUIT',
  'Telefone',
  'Bairro',
  'Endereço',
  'Nº do Contador',
  'Dígitos',
  'Leitura Actual',
  'Tipo de Contrato',
  'Início do Contrato',
  'Saldo Inicial',
];

function multipart(parts: { name: string; value: string | Buffer; fileName?: string; type?: string }[]) {
  const boundary = '----agua-import-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function send(file: Buffer, mode: string, fileName = 'clientes.csv', headers = admin) {
  const body = multipart([
    { name: 'mode', value: mode },
    {
      name: 'file',
      value: file,
      fileName,
      type: fileName.endsWith('.xlsx') ? XLSX : fileName.endsWith('.csv') ? 'text/csv' : 'application/pdf',
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/import/clients',
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
}

/** A client row of the template, as cells; `n` makes its serial, NUIT and name its own. */
function row(prefix: string, n: number, balance: string, overrides: Partial<Record<number, string>> = {}) {
  const cells = [
    `Cliente ${prefix} ${n}`,
    String(300_000_000 + n + (prefix.charCodeAt(0) % 10) * 1_000_000),
    `+258 84 ${String(1_000_000 + n).slice(-7)}`,
    zone,
    `Rua ${n}`,
    `${prefix}-${String(n).padStart(6, '0')}`,
    '5',
    String(100 + n),
    contractType,
    '2024-01-15',
    balance,
  ];
  for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value ?? '';
  return cells;
}

const csv = (rows: string[][]) =>
  Buffer.from([HEADER, ...rows].map((cells) => cells.map((cell) => `"${cell}"`).join(';')).join('\r\n'));

async function xlsx(rows: string[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clientes');
  sheet.addRow(HEADER);
  for (const cells of rows) sheet.addRow(cells);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface ImportJob {
  importId: number;
  fileName: string;
  state: string;
  rowsTotal: number;
  rowsDone: number;
  reason: string | null;
  errorCount: number;
  errors: { row: number; column: string; message: string }[];
  clients: number;
  openingCredit: number;
  openingDebt: number;
}

const progressOf = async (importId: number) =>
  (await t.app.inject({ url: `/api/v1/import/clients/${importId}`, headers: admin })).json<ImportJob>();

/** Polls the import until `until` holds of it (by default: finished). */
async function follow(importId: number, until = (job: ImportJob) => /CONCLUIDA|FALHOU/.test(job.state)) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const job = await progressOf(importId);
    if (until(job)) return job;
    await sleep(100);
  }
  throw new Error(`import ${importId}: ${JSON.stringify(await progressOf(importId))}`);
}

/** A COMMIT: accepted at once (202, queued), then followed to its end by its id. */
async function commit(file: Buffer, fileName = 'clientes.csv') {
  const response = await send(file, 'COMMIT', fileName);
  expect(response.statusCode).toBe(202);
  const queued = response.json<ImportJob>();
  expect(queued.state).toMatch(/EM_FILA|A_IMPORTAR|CONCLUIDA/);
  return follow(queued.importId);
}

const unfinished = async () => {
  const response = await t.app.inject({ url: '/api/v1/import/clients/unfinished', headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<ImportJob[]>();
};

const count = async (sql: string, values: unknown[] = []) =>
  Number((await queryRows<{ n: string }>(t.databaseUrl, sql, values))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  const [z] = await queryRows<{ designation: string }>(
    t.databaseUrl,
    'select designation from zones order by designation limit 1',
  );
  const [type] = await queryRows<{ designation: string }>(
    t.databaseUrl,
    'select designation from contract_types order by designation limit 1',
  );
  zone = z?.designation ?? '';
  contractType = type?.designation ?? '';
});
afterAll(() => t?.close());

describe('Importar Dados', () => {
  it('answers the template with the Portuguese header row and an example row that passes once made unique', async () => {
    const response = await t.app.inject({ url: '/api/v1/import/clients/template', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(HEADER);
    const example = (sheet.getRow(2).values as string[]).slice(1);
    expect(example[3]).toBe(zone);
    const dry = await send(response.rawPayload, 'DRY_RUN', 'modelo.xlsx');
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ rows: 1, errorCount: 0, committed: false });
  });

  it('is for administrators only: a Técnico gets 403 on every route', async () => {
    const file = csv([row('T', 1, '0')]);
    expect((await send(file, 'DRY_RUN', 'c.csv', tech)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/import/clients/template', headers: tech })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/v1/import/clients', headers: tech })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/import/clients/unfinished', headers: tech })).statusCode).toBe(
      403,
    );
  });

  it('dry run names exactly the planted rows and columns, and saves nothing', async () => {
    const rows = Array.from({ length: 40 }, (_, index) => row('D', index + 1, '10,00'));
    // Line numbers: the header is line 1, so rows[i] is line i + 2.
    rows[2] = row('D', 3, '1.234', {}); // ambiguous amount → line 4
    rows[5] = row('D', 6, '0', { 3: 'Bairro Que Não Existe' }); // line 7
    rows[8] = row('D', 9, '0', { 8: 'Tipo Inventado' }); // line 10
    rows[11] = row('D', 12, '0', { 2: '12345' }); // line 13
    rows[14] = row('D', 15, '0', { 5: 'D-000001' }); // serial of line 2 → line 16
    rows[17] = row('D', 18, '0', { 1: rows[0]?.[1] ?? '' }); // NUIT of line 2 → line 19
    rows[20] = row('D', 21, '0', { 9: '31/02/2024' }); // line 22
    rows[23] = row('D', 24, '0', { 6: '4', 7: '10000' }); // index does not fit 4 digits → line 25
    rows[26] = row('D', 27, 'abc'); // line 28
    const before = await count('select count(*) as n from clients');
    const response = await send(csv(rows), 'DRY_RUN');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      errors: { row: number; column: string; message: string }[];
      errorCount: number;
    }>();
    expect(body.errors.map((error) => [error.row, error.column])).toEqual([
      [4, 'Saldo Inicial'],
      [7, 'Bairro'],
      [10, 'Tipo de Contrato'],
      [13, 'Telefone'],
      [16, 'Nº do Contador'],
      [19, 'NUIT'],
      [22, 'Início do Contrato'],
      [25, 'Leitura Actual'],
      [28, 'Saldo Inicial'],
    ]);
    expect(body.errors[0]?.message).toMatch(/ambíguo/);
    expect(body.errors[1]?.message).toMatch(/Bairro Que Não Existe/);
    expect(body.errors[4]?.message).toMatch(/linha 2/);
    expect(await count('select count(*) as n from clients')).toBe(before);
    // A commit of the same file is refused whole, with the same report.
    const commit = await send(csv(rows), 'COMMIT');
    expect(commit.statusCode).toBe(400);
    expect(commit.json()).toMatchObject({
      errorCount: 9,
      committed: false,
      message: expect.stringMatching(/Nada/),
    });
    expect(await count('select count(*) as n from clients')).toBe(before);
  });

  it('commits a fixed file (csv and xlsx): clients, meters, contracts, balances = Σ ledger, indexes as in the file', async () => {
    const amounts = ['1.234,50', '1234.50', '-150', '-1.000.000,05', '0', '', '12,3', '-0,99'];
    const expected = [123450, 123450, -15000, -100000005, 0, 0, 1230, -99];
    const csvRows = amounts.map((amount, index) => row('C', index + 1, amount));
    const xlsxRows = amounts.map((amount, index) => row('X', index + 1, amount));
    const ledgerBefore = await count('select count(*) as n from ledger_entries');
    const auditBefore = await count('select count(*) as n from audit_log');
    for (const [file, name] of [
      [csv(csvRows), 'c.csv'],
      [await xlsx(xlsxRows), 'x.xlsx'],
    ] as const) {
      expect(await commit(file, name)).toMatchObject({
        state: 'CONCLUIDA',
        rowsTotal: 8,
        rowsDone: 8,
        clients: 8,
        errorCount: 0,
        reason: null,
        openingCredit: 2481.3,
        openingDebt: -1000151.04,
      });
    }
    const stored = await queryRows<{
      serial: string;
      cubic: number;
      digits: number;
      balance: string;
      sum: string;
    }>(
      t.databaseUrl,
      `select m.serial_number as serial, m.cubic_meters as cubic, m.digits, c.balance,
              (select coalesce(sum(l.amount), 0)::numeric(14, 2) from ledger_entries l where l.contract_id = c.id) as sum
         from client_meters m join contracts c on c.meter_id = m.id
        where m.serial_number like 'C-%' or m.serial_number like 'X-%' order by m.serial_number`,
    );
    expect(stored).toHaveLength(16);
    for (const [index, meter] of stored.entries()) {
      const n = (index % 8) + 1;
      expect(meter.cubic).toBe(100 + n);
      expect(meter.digits).toBe(5);
      expect(Math.round(Number(meter.balance) * 100)).toBe(expected[n - 1]);
      expect(meter.sum).toBe(meter.balance);
    }
    // Six non-zero balances per file, each one OPENING_BALANCE row; one audit row per import, none per row.
    expect(await count('select count(*) as n from ledger_entries')).toBe(ledgerBefore + 12);
    expect(
      await count(
        `select count(*) as n from ledger_entries where kind = 'OPENING_BALANCE' and reference like 'import:%'`,
      ),
    ).toBe(12);
    const audit = await queryRows<{
      entity: string;
      user_id: number;
      changes: Record<string, { after: string }>;
    }>(
      t.databaseUrl,
      'select entity, user_id, changes from audit_log where id > (select max(id) - 10 from audit_log) and id > $1 order by id',
      [auditBefore],
    );
    expect(audit.map((entry) => entry.entity)).toEqual(['client_imports', 'client_imports']);
    // Written by the job, yet under the uploader's name.
    const [adminRow] = await queryRows<{ id: number }>(
      t.databaseUrl,
      `select id from users where username = 'admin'`,
    );
    expect(audit.map((entry) => entry.user_id)).toEqual([adminRow?.id, adminRow?.id]);
    expect(audit[0]?.changes.clients?.after).toBe('8');
    expect(audit[0]?.changes.checksum?.after).toMatch(/^[0-9a-f]{64}$/);
    const list = await t.app.inject({ url: '/api/v1/import/clients', headers: admin });
    expect(list.json()[0]).toMatchObject({ fileName: 'x.xlsx', clients: 8 });

    // Re-importing the same file is refused row by row.
    const again = await send(csv(csvRows), 'DRY_RUN');
    const report = again.json<{ errors: { row: number; message: string }[]; errorCount: number }>();
    expect(report.errorCount).toBe(16);
    expect(new Set(report.errors.map((error) => error.row))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8, 9]));
    expect(report.errors.every((error) => /já importado/.test(error.message))).toBe(true);
    expect((await send(csv(csvRows), 'COMMIT')).statusCode).toBe(400);
    expect(await count(`select count(*) as n from client_meters where serial_number like 'C-%'`)).toBe(8);
  });

  it('the next reading of an imported meter starts from the imported index', async () => {
    const [meter] = await queryRows<{ id: number }>(
      t.databaseUrl,
      `select id from client_meters where serial_number = 'C-000003'`,
    );
    const { month, year } = currentPeriod();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reading',
      headers: admin,
      payload: { meterId: meter?.id, readingMonth: month, readingYear: year, currentReading: 120 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ previousReading: 103, currentReading: 120 });
  });

  it('twenty commits of one file at once store it once; the others are refused row by row', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => row('P', index + 1, '5,00'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(csv(rows), 'COMMIT')));
    // Each is refused at the upload (the file already imported) or queued; each queued one ends, one of all imports.
    const outcomes = await Promise.all(
      answers.map(async (answer) => {
        if (answer.statusCode === 400) return answer.json<ImportJob>();
        expect(answer.statusCode).toBe(202);
        return follow(answer.json<ImportJob>().importId);
      }),
    );
    const imported = outcomes.filter((outcome) => outcome.state === 'CONCLUIDA');
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({ clients: 30, rowsDone: 30 });
    expect(answers.filter((answer) => answer.statusCode === 202).length).toBeGreaterThan(1);
    for (const refused of outcomes.filter((outcome) => outcome.state !== 'CONCLUIDA')) {
      expect(refused.errorCount).toBe(60);
      expect(refused.errors.every((error) => /já importado/.test(error.message))).toBe(true);
      if (refused.state === 'FALHOU') expect(refused.reason).toMatch(/Nada foi importado: 60 problemas/);
    }
    expect(await count(`select count(*) as n from client_meters where serial_number like 'P-%'`)).toBe(30);
    expect(await count(`select count(*) as n from client_imports where clients = 30`)).toBe(1);
  });

  it('shows its progress, and a commit killed mid-way leaves nothing and completes on its retry', async () => {
    const total = 6000;
    const rows = Array.from({ length: total }, (_, index) =>
      row('K', index + 1, index % 3 === 0 ? '-12,50' : '7.000,25'),
    );
    // A meter of row 4500's serial, inserted and not committed: the job's slice holding that row waits on it, with
    // the slices before it stored inside its transaction and counted as progress.
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query(
        `insert into client_meters (client_id, serial_number, digits, cubic_meters)
         select id, 'K-004500', 5, 0 from clients order by id limit 1`,
      );
      const answer = await send(csv(rows), 'COMMIT');
      expect(answer.statusCode).toBe(202);
      const { importId } = answer.json<ImportJob>();
      const midway = await follow(importId, (job) => job.rowsDone > 0);
      expect(midway).toMatchObject({ state: 'A_IMPORTAR', rowsTotal: total, clients: 0 });
      expect(midway.rowsDone).toBeLessThan(4500);
      // Importar Dados opened without its address still finds it among the unfinished imports.
      expect((await unfinished()).find((job) => job.importId === importId)).toMatchObject({
        state: 'A_IMPORTAR',
        rowsTotal: total,
      });
      // Its rows so far are inside its transaction: nobody sees them.
      expect(await count(`select count(*) as n from client_meters where serial_number like 'K-%'`)).toBe(0);

      // The job's connection dies mid-way (a crashed server process): its transaction with it.
      let waiting: number | undefined;
      for (let attempt = 0; attempt < 300 && waiting === undefined; attempt += 1) {
        const [found] = await queryRows<{ pid: number }>(
          t.databaseUrl,
          `select pid from pg_stat_activity
            where wait_event_type = 'Lock' and query ilike '%insert into "client_meters"%' and pid <> pg_backend_pid()`,
        );
        waiting = found?.pid;
        if (waiting === undefined) await sleep(100);
      }
      expect(waiting).toBeGreaterThan(0);
      await queryRows(t.databaseUrl, 'select pg_terminate_backend($1)', [waiting]);
      const requeued = await follow(importId, (job) => job.state === 'EM_FILA');
      expect(requeued.rowsDone).toBe(0);
      expect(await count(`select count(*) as n from clients where name like 'Cliente K %'`)).toBe(0);
      expect(await count(`select count(*) as n from client_imports where id = $1`, [importId])).toBe(0);
      await blocker.query('rollback');

      // pg-boss tries again: the whole file, once.
      const done = await follow(importId);
      expect(done).toMatchObject({ state: 'CONCLUIDA', rowsDone: total, clients: total, reason: null });
      expect((await unfinished()).map((job) => job.importId)).not.toContain(importId);
      expect(await count(`select count(*) as n from client_meters where serial_number like 'K-%'`)).toBe(
        total,
      );
      const [books] = await queryRows<{ off: number; ledger: string; balances: string }>(
        t.databaseUrl,
        `select count(*) filter (where c.balance <> coalesce(l.sum, 0))::int as off,
                sum(l.sum)::numeric(14, 2)::text as ledger, sum(c.balance)::numeric(14, 2)::text as balances
           from contracts c join client_meters m on m.id = c.meter_id
           left join (select contract_id, sum(amount) as sum from ledger_entries
                       where reference = $1 group by contract_id) l on l.contract_id = c.id
          where m.serial_number like 'K-%'`,
        [`import:${importId}`],
      );
      // 2,000 debts of 12.50 and 4,000 credits of 7,000.25.
      expect(books).toEqual({ off: 0, ledger: '27976000.00', balances: '27976000.00' });
      expect(done.openingCredit).toBe(28_001_000);
      expect(done.openingDebt).toBe(-25_000);

      // A second run of the finished import does nothing.
      await queryRows(
        t.databaseUrl,
        `insert into pgboss.job (name, data) values ('client-import', jsonb_build_object('importId', $1::int))`,
        [importId],
      );
      let second = '';
      // Up to 45 s: pg-boss polls for the job, later on a loaded machine.
      for (let attempt = 0; attempt < 450 && second !== 'completed'; attempt += 1) {
        await sleep(100);
        const [job] = await queryRows<{ state: string }>(
          t.databaseUrl,
          `select state from pgboss.job where name = 'client-import' and data->>'importId' = $1::text
            order by created_on desc limit 1`,
          [importId],
        );
        second = job?.state ?? '';
      }
      expect(second).toBe('completed');
      expect(await progressOf(importId)).toMatchObject({ state: 'CONCLUIDA', clients: total });
      expect(await count(`select count(*) as n from client_imports where id = $1`, [importId])).toBe(1);
      expect(
        await count(`select count(*) as n from ledger_entries where reference = $1`, [`import:${importId}`]),
      ).toBe(total);
    } finally {
      await blocker.query('rollback').catch(() => undefined);
      await blocker.end();
    }
  }, 120_000);

  it('answers 404 for an import that does not exist, and 400 for an id that is not one', async () => {
    const missing = await t.app.inject({ url: '/api/v1/import/clients/999999', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Importação não encontrada.');
    expect((await t.app.inject({ url: '/api/v1/import/clients/abc', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/import/clients/1', headers: tech })).statusCode).toBe(403);
  });

  it('refuses a file without the header, of another type, or a bad mode, changing nothing', async () => {
    expect((await send(Buffer.from('a;b\n1;2'), 'DRY_RUN')).json().message).toMatch(/Falta a coluna/);
    expect((await send(Buffer.from('%PDF'), 'DRY_RUN', 'x.pdf')).statusCode).toBe(415);
    expect((await send(csv([row('M', 1, '0')]), 'SAVE')).statusCode).toBe(400);
    expect((await send(Buffer.from('PK\u0003\u0004garbage'), 'DRY_RUN', 'x.xlsx')).statusCode).toBe(400);
  });

  it('lists as unfinished the queued and running imports and those failed in the last 7 days, newest first', async () => {
    // Jobs planted in each state (no pg-boss job behind them, so they stay as planted).
    const planted = await queryRows<{ id: number; file_name: string }>(
      t.databaseUrl,
      `insert into client_import_jobs (file_name, checksum, kind, state, rows_total, rows_done, reason, audit, finished_at)
       values ('em-fila.csv', 'a', 'csv', 'EM_FILA', 10, 0, null, '{}', null),
              ('a-importar.csv', 'b', 'csv', 'A_IMPORTAR', 10, 4, null, '{}', null),
              ('falhou-ontem.csv', 'c', 'csv', 'FALHOU', 10, 0, 'Nada foi importado: 1 problema no ficheiro.', '{}', now() - interval '1 day'),
              ('falhou-ha-8-dias.csv', 'd', 'csv', 'FALHOU', 10, 0, 'x', '{}', now() - interval '8 days'),
              ('concluida.csv', 'e', 'csv', 'CONCLUIDA', 10, 10, null, '{}', now())
       returning id, file_name`,
    );
    const listed = (await unfinished()).filter((job) => planted.some((row) => row.id === job.importId));
    expect(listed.map((job) => [job.fileName, job.state, job.rowsDone])).toEqual([
      ['falhou-ontem.csv', 'FALHOU', 0],
      ['a-importar.csv', 'A_IMPORTAR', 4],
      ['em-fila.csv', 'EM_FILA', 0],
    ]);
    expect(listed[0]?.reason).toBe('Nada foi importado: 1 problema no ficheiro.');
  });
});
