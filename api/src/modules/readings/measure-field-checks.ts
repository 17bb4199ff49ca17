// The field sheet upload with the consumption checks (docs/domain.md "Readings from the field") against the upload
// as it was before them, side by side on one database: 50,000 meters of one zone with six months of real history,
// one month's sheet imported by each version in turn (the new rows deleted between runs, untimed). The earlier
// version is read from git (BASELINE_REF, the commit before the checks) into a file beside this one for the run.
// Run by `pnpm bench` (BENCH_ONLY=field-checks), or by itself:
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres N=50000 node --import tsx src/modules/readings/measure-field-checks.ts
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { runAsAuditContext, UNAUDITED_LOAD } from '../../db/audit-context.ts';
import type { Actor } from '../../http/actor.ts';
import { createFieldSheetService, type UploadedRow } from './field-sheet.ts';

const count = Number(process.env.N ?? 50_000);
const rounds = Number(process.env.ROUNDS ?? 3);
const baselineRef = process.env.BASELINE_REF ?? 'c633820';
const period = { readingYear: 2025, readingMonth: 7 };

const baselineFile = fileURLToPath(new URL('./field-sheet.baseline-run.ts', import.meta.url));
writeFileSync(
  baselineFile,
  execFileSync('git', ['show', `${baselineRef}:api/src/modules/readings/field-sheet.ts`], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
  }),
);

const t = await createTestApp();
try {
  const baseline = (await import(baselineFile)) as {
    createFieldSheetService: typeof createFieldSheetService;
  };
  const { rows: zoneRows } = await t.app.pool.query<{ id: number }>(
    'select id from zones order by id limit 1',
  );
  const zoneId = zoneRows[0]!.id;
  // The meters, their contracts and six months of 8-22 m³ each, in three statements.
  const { rows: meters } = await t.app.pool.query<{ id: number; last: number }>(
    `with c as (insert into clients (name, phone_number, address, zone_id)
                select 'Medida ' || g, '84' || g, 'Rua ' || g, $1 from generate_series(1, $2::int) g returning id),
          m as (insert into client_meters (client_id, cubic_meters) select id, 100 from c returning id, client_id),
          k as (insert into contracts (client_id, meter_id, contract_type_id, start_date)
                select client_id, id, (select min(id) from contract_types), '2020-01-01' from m returning meter_id)
     select meter_id as id, 100 as last from k order by meter_id`,
    [zoneId, count],
  );
  await t.app.pool.query(
    `insert into readings (meter_id, reading_year, reading_month, previous_reading, current_reading, state)
     select m, 2025, month, 100 + (month - 1) * 15, 100 + month * 15, 'APPROVED'
       from unnest($1::int[]) m, generate_series(1, 6) month`,
    [meters.map((m) => m.id)],
  );
  await t.app.pool.query('vacuum analyze readings');
  // One month's sheet: mostly ordinary values, some high, very high, low and unmoved, as a field brings them.
  const sheet: UploadedRow[] = meters.map((meter, index) => {
    const consumption = [15, 14, 16, 40, 90, 3, 0, 15, 13, 17][index % 10]!;
    return {
      row: index + 2,
      meterId: String(meter.id),
      currentReading: String(190 + consumption),
      anomalyCode: '',
    };
  });
  const actor: Actor = { userId: 1, role: 'ADMIN' };
  // Between runs, untimed: the month's invoices, then its readings, removed outside the audit trail (as the demo
  // seed's rows: no one's change), which would otherwise take minutes over 50,000 rows each time.
  const cleanFirst = () =>
    runAsAuditContext(UNAUDITED_LOAD, async () => {
      await t.app.pool.query(
        `delete from invoices where reading_id in (select id from readings where reading_year = $1 and reading_month = $2)`,
        [period.readingYear, period.readingMonth],
      );
      await t.app.pool.query('delete from readings where reading_year = $1 and reading_month = $2', [
        period.readingYear,
        period.readingMonth,
      ]);
    });
  const time = async (run: () => Promise<{ ok: boolean }>) => {
    const start = performance.now();
    const result = await run();
    if (!result.ok) throw new Error(`upload refused: ${JSON.stringify(result).slice(0, 400)}`);
    const ms = performance.now() - start;
    await cleanFirst();
    return ms;
  };
  const before: number[] = [];
  const after: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    before.push(
      await time(() => baseline.createFieldSheetService(t.app.db).importRows(sheet, period, actor)),
    );
    after.push(await time(() => createFieldSheetService(t.app.db).importRows(sheet, period, actor)));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `Field sheet upload of ${count} rows on meters with 6 months of history (${rounds} rounds, median):\n` +
      `  before the checks (${baselineRef}) ${median(before).toFixed(0)} ms\n` +
      `  with estimates, averages and checks ${median(after).toFixed(0)} ms\n` +
      `  ratio ${(median(after) / median(before)).toFixed(2)}x (goal <= 1.3x)`,
  );
} finally {
  rmSync(baselineFile, { force: true });
  await t.close();
}
