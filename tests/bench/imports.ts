// Importar Dados at its largest: a 50,000-row file of new clients (each with a meter, a contract and an opening
// balance) committed through POST /import/clients — upload, reading and checks in the worker pool, then the job
// queue's commit (read and checked again, the set-based store in the worker pool), waited for by its progress
// route, GET /import/clients/{id} — against a plain COPY of the same rows into the same four tables (clients, client_meters, contracts,
// ledger_entries, the balances set as they go), with the audit trail off for both as the import itself runs it
// (docs/domain.md "Importing existing books"); goal ≤ 3×. Meanwhile a small query (GET /zone/count) is timed back
// to back, against the same query on an idle api; goal p99 ≤ 1.5×. Each round's rows are new (their own serials
// and NUITs). They stay in the run's own database: the section runs last, and removing 200,000 meters costs more
// than it measures (each deleted meter is looked up in every table that references one).
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { Agent, FormData, request } from 'undici';
import { withDatabase } from './bench-database.ts';
import { sampleWhile } from './harness.ts';

const ROWS = 50_000;
const HEADER =
  'Nome;NUIT;Telefone;Bairro;Endereço;Nº do Contador;Dígitos;Leitura Actual;Tipo de Contrato;Início do Contrato;Saldo Inicial';

interface Row {
  name: string;
  nuit: string;
  phone: string;
  address: string;
  serial: string;
  index: number;
  /** Centavos. */
  balance: number;
}

function rowsOf(tag: string, nuitBase: number): Row[] {
  return Array.from({ length: ROWS }, (_, i) => ({
    name: `Importado ${tag} ${i}`,
    nuit: String(nuitBase + i),
    phone: `84${String(1_000_000 + i).slice(-7)}`,
    address: `Rua ${i}, ${tag}`,
    serial: `B${tag}-${i}`,
    index: i % 90_000,
    balance: ((i * 7919) % 200_001) - 100_000,
  }));
}

/** The rows as the template's CSV, amounts written the pt-PT way (1.234,50) every other row. */
function csvOf(rows: Row[], zone: string, type: string): Buffer {
  const amount = (cents: number, i: number) => {
    const text = (Math.abs(cents) / 100).toFixed(2);
    const written = i % 2 === 0 ? text : text.replace('.', ',').replace(/\B(?=(\d{3})+,)/g, '.');
    return cents < 0 ? `-${written}` : written;
  };
  const lines = rows.map(
    (r, i) =>
      `${r.name};${r.nuit};${r.phone};${zone};${r.address};${r.serial};5;${r.index};${type};2024-01-15;${amount(r.balance, i)}`,
  );
  return Buffer.from([HEADER, ...lines].join('\n'));
}

const tsv = (cells: (string | number)[]) => `${cells.join('\t')}\n`;

/** COPY of the same rows into the same tables in one transaction: ids from the tables' sequences, as the import. */
async function plainCopy(rows: Row[], zoneId: number, typeId: number): Promise<void> {
  await withDatabase(async (client) => {
    await client.query('begin');
    await client.query(`select set_config('agua.audit', 'off', true)`);
    const ids = async (table: string) =>
      (
        await client.query<{ id: number }>(
          `select nextval(pg_get_serial_sequence($1, 'id'))::int as id from generate_series(1, $2::int)`,
          [table, rows.length],
        )
      ).rows.map((row) => row.id);
    const clientIds = await ids('clients');
    const meterIds = await ids('client_meters');
    const contractIds = await ids('contracts');
    const copy = async (statement: string, line: (row: Row, i: number) => string | null) => {
      const stream = client.query(copyFrom(statement));
      await pipeline(
        (function* () {
          for (const [i, row] of rows.entries()) {
            const text = line(row, i);
            if (text) yield text;
          }
        })(),
        stream,
      );
    };
    const money = (cents: number) => (cents / 100).toFixed(2);
    await copy('copy clients (id, name, phone_number, address, nuit, zone_id) from stdin', (r, i) =>
      tsv([clientIds[i]!, r.name, r.phone, r.address, r.nuit, zoneId]),
    );
    await copy('copy client_meters (id, client_id, serial_number, digits, cubic_meters) from stdin', (r, i) =>
      tsv([meterIds[i]!, clientIds[i]!, r.serial, 5, r.index]),
    );
    await copy(
      'copy contracts (id, client_id, meter_id, contract_type_id, start_date, contract_status, balance) from stdin',
      (r, i) =>
        tsv([contractIds[i]!, clientIds[i]!, meterIds[i]!, typeId, '2024-01-15', 1, money(r.balance)]),
    );
    await copy('copy ledger_entries (contract_id, kind, amount, reference) from stdin', (r, i) =>
      r.balance === 0 ? null : tsv([contractIds[i]!, 'OPENING_BALANCE', money(r.balance), 'bench:copy']),
    );
    await client.query('commit');
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function benchImports(apiUrl: string, token: string, rounds: number): Promise<void> {
  const dispatcher = new Agent();
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  try {
    const { zone, zoneId, type, typeId } = await withDatabase(async (client) => {
      const z = await client.query<{ id: number; designation: string }>(
        'select id, designation from zones order by id limit 1',
      );
      const t = await client.query<{ id: number; designation: string }>(
        'select id, designation from contract_types order by id limit 1',
      );
      return {
        zone: z.rows[0]!.designation,
        zoneId: z.rows[0]!.id,
        type: t.rows[0]!.designation,
        typeId: t.rows[0]!.id,
      };
    });
    const headers = { authorization: `Bearer ${token}` };
    const probe = async () => {
      const response = await request(`${apiUrl}/zone/count`, { dispatcher, headers });
      await response.body.text();
    };
    const commit = async (file: Buffer) => {
      const form = new FormData();
      form.set('mode', 'COMMIT');
      form.set('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'bench.csv');
      const response = await request(`${apiUrl}/import/clients`, {
        dispatcher,
        method: 'POST',
        body: form,
        headers,
      });
      const text = await response.body.text();
      if (response.statusCode !== 202)
        throw new Error(`import: ${response.statusCode} ${text.slice(0, 300)}`);
      // Queued: the job queue commits it; its state is asked for as the screen does, until it is finished.
      const { importId } = JSON.parse(text) as { importId: number };
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const polled = await request(`${apiUrl}/import/clients/${importId}`, { dispatcher, headers });
        const job = (await polled.body.json()) as { state: string; clients: number; reason: string | null };
        if (job.state === 'FALHOU') throw new Error(`import failed: ${job.reason}`);
        if (job.state !== 'CONCLUIDA') continue;
        if (job.clients !== ROWS) throw new Error(`import created ${job.clients}`);
        return;
      }
    };
    // The proof: a 50,000-row file with 200 planted errors → the dry run names exactly those rows, saves
    // nothing. Ten kinds of error, twenty rows each, spread over the file.
    const planted = rowsOf(`${run}D`, 700_000_000 + (Date.now() % 1000) * 100_000);
    const lines = csvOf(planted, zone, type).toString().split('\n');
    const plantedLines = new Set<number>();
    // [column, value] pairs of each kind of error (the index that outgrows 3 digits sets two cells).
    const breakers: [number, string][][] = [
      [[3, 'Bairro Inexistente']],
      [[8, 'Tipo Inexistente']],
      [[2, '12345']],
      [[10, '1.234']],
      [[10, 'doze']],
      [[9, '31/02/2024']],
      [
        [6, '3'],
        [7, '5000'],
      ],
      [[5, planted[0]?.serial ?? '']],
      [[1, planted[0]?.nuit ?? '']],
      [[0, '']],
    ];
    for (let k = 0; k < 200; k++) {
      const line = 3 + k * 249; // 1-based file line; line 2 is the first row, whose serial and NUIT others repeat
      const cells = lines[line - 1]!.split(';');
      for (const [column, value] of breakers[k % breakers.length] ?? []) cells[column] = value;
      lines[line - 1] = cells.join(';');
      plantedLines.add(line);
    }
    const clientsBefore = await withDatabase(async (c) =>
      Number((await c.query('select count(*) as n from clients')).rows[0].n),
    );
    const dryStart = process.hrtime.bigint();
    const dryForm = new FormData();
    dryForm.set('mode', 'DRY_RUN');
    dryForm.set('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'bench-errors.csv');
    const dry = await request(`${apiUrl}/import/clients`, {
      dispatcher,
      method: 'POST',
      body: dryForm,
      headers,
    });
    const report = (await dry.body.json()) as { errorCount: number; errors: { row: number }[] };
    const drySeconds = Number(process.hrtime.bigint() - dryStart) / 1e9;
    const named = new Set(report.errors.map((error) => error.row));
    const exact = named.size === plantedLines.size && [...plantedLines].every((line) => named.has(line));
    const clientsAfter = await withDatabase(async (c) =>
      Number((await c.query('select count(*) as n from clients')).rows[0].n),
    );
    console.log(
      `\nImportar Dados dry run of ${ROWS.toLocaleString('en')} rows with 200 planted errors: ${named.size} rows named (${report.errorCount} problems), exactly the planted ones: ${exact}, clients saved: ${clientsAfter - clientsBefore}, ${drySeconds.toFixed(2)} s`,
    );
    if (!exact || clientsAfter !== clientsBefore)
      throw new Error('import dry run: planted errors not named exactly');

    const seconds = (work: () => Promise<void>) => async () => {
      const start = process.hrtime.bigint();
      await work();
      return Number(process.hrtime.bigint() - start) / 1e9;
    };

    for (let i = 0; i < 20; i++) await probe();
    const copyTimes: number[] = [];
    const importTimes: number[] = [];
    const idle: number[] = [];
    const loaded: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const nuitBase = 600_000_000 + (Date.now() % 1000) * 100_000 + round * 2 * ROWS;
      const imported = rowsOf(`${run}I${round}`, nuitBase);
      const copied = rowsOf(`${run}C${round}`, nuitBase + ROWS);
      const file = csvOf(imported, zone, type);
      idle.push(...(await sampleWhile(probe, null, 400)));
      // Alternate which goes first, so a warming cache favours neither.
      const doCopy = seconds(() => plainCopy(copied, zoneId, typeId));
      const doImport = seconds(async () => {
        const work = commit(file);
        loaded.push(...(await sampleWhile(probe, work, 0)));
        await work;
      });
      if (round % 2 === 0) {
        copyTimes.push(await doCopy());
        importTimes.push(await doImport());
      } else {
        importTimes.push(await doImport());
        copyTimes.push(await doCopy());
      }
    }
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    idle.sort((a, b) => a - b);
    loaded.sort((a, b) => a - b);
    const line = (label: string, s: number[]) =>
      `  ${label.padEnd(44)} n ${String(s.length).padStart(5)}   p50 ${percentile(s, 50).toFixed(2).padStart(8)} ms   p99 ${percentile(s, 99).toFixed(2).padStart(8)} ms`;
    console.log(`\nImportar Dados: ${ROWS.toLocaleString('en')} rows, ${rounds} round(s)`);
    console.log(
      `  plain COPY of the same rows (4 tables)        ${(sum(copyTimes) / rounds).toFixed(2)} s per round`,
    );
    console.log(
      `  POST /import/clients COMMIT, until its job is done ${(sum(importTimes) / rounds).toFixed(2)} s per round`,
    );
    console.log(`  ratio import / COPY: ${(sum(importTimes) / sum(copyTimes)).toFixed(2)}x (goal ≤ 3x)`);
    console.log(line('GET /zone/count, api idle', idle));
    console.log(line('GET /zone/count, during the import', loaded));
    console.log(
      `  ratio p99 during / idle: ${(percentile(loaded, 99) / percentile(idle, 99)).toFixed(2)}x (goal ≤ 1.5x)`,
    );
  } finally {
    await dispatcher.close();
  }
}
