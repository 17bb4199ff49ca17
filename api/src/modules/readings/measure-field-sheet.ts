// Times the field sheet end to end on a fresh database with N extra meters in one zone: export, upload, the same
// upload again, the bulk approval of the uploaded readings and the invoice PDF, each with the longest event-loop
// stall it caused (blockedMs: while it ran, no other request of this process could be answered for that long).
// Not part of the suite (it takes a while):
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres N=49990 node --import tsx src/modules/readings/measure-field-sheet.ts
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { currentPeriod } from '@agua/domain/dates';
import ExcelJS from 'exceljs';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const count = Number(process.env.N ?? 5000);

const stalls: Record<string, number> = {};
const busy: Record<string, number> = {};

async function timed<T>(name: string, run: () => Promise<T>): Promise<[T, number]> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const start = performance.now();
  const utilization = performance.eventLoopUtilization();
  const result = await run();
  busy[name] = Math.round(performance.eventLoopUtilization(utilization).active);
  const ms = Math.round(performance.now() - start);
  delay.disable();
  stalls[name] = Math.round(delay.max / 1e6);
  return [result, ms];
}

const t = await createTestApp();
try {
  const headers = bearer(await t.login('admin', 'admin123'));
  const now = currentPeriod();
  const zoneId = (await t.app.pool.query<{ id: number }>('select id from zones order by id limit 1')).rows[0]
    ?.id;
  const typeId = (await t.app.pool.query<{ id: number }>('select id from contract_types order by id limit 1'))
    .rows[0]?.id;
  await t.app.pool.query(
    `with c as (insert into clients (name, phone_number, address, zone_id)
                select 'Cliente ' || g, '84' || g, 'Rua ' || g, $1 from generate_series(1, $3::int) g returning id),
          m as (insert into client_meters (client_id, cubic_meters) select id, 100 from c returning id, client_id)
     insert into contracts (client_id, meter_id, contract_type_id, start_date)
     select client_id, id, $2, '2020-01-01' from m`,
    [zoneId, typeId, count],
  );

  const [sheet, exportMs] = await timed('export', () =>
    t.app.inject({
      url: `/api/v1/reading/export/last-readings/by-zone?zoneId=${zoneId}`,
      headers: { ...headers, accept: XLSX },
    }),
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(sheet.rawPayload).buffer);
  const rows = workbook.worksheets[0];
  rows?.eachRow((row, index) => {
    if (index > 1) row.getCell(5).value = Number(row.getCell(4).value) + 7;
  });
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const boundary = 'measure-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('readingMonth', String(now.month)) + field('readingYear', String(now.year))),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.xlsx"\r\nContent-Type: ${XLSX}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reading/upload',
      payload,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  const [first, uploadMs] = await timed('upload', upload);
  const [second, againMs] = await timed('again', upload);
  const [approved, approveMs] = await timed('approve', () =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/reading/bulk-update',
      headers,
      payload: { filter: { state: 'PENDING', zoneId }, state: 'APPROVED' },
    }),
  );
  const readingId = (
    await t.app.pool.query<{ reading_id: number }>('select reading_id from invoices order by id desc limit 1')
  ).rows[0]?.reading_id;
  const [, pdfTotal] = await timed('pdf', async () => {
    for (let i = 0; i < 20; i += 1)
      await t.app.inject({
        url: `/api/v1/invoice/waterBill/${readingId}`,
        headers: { ...headers, accept: 'application/pdf' },
      });
  });
  console.log({
    rows: (rows?.rowCount ?? 1) - 1,
    xlsxBytes: file.length,
    exportMs,
    upload: { status: first.statusCode, created: first.json().created, ms: uploadMs },
    again: {
      status: second.statusCode,
      created: second.json().created,
      skipped: second.json().skipped,
      ms: againMs,
    },
    approve: { status: approved.statusCode, updated: approved.json().updated, ms: approveMs },
    pdfMs: Math.round(pdfTotal / 20),
    blockedMs: stalls,
    busyMs: busy,
  });
} finally {
  await t.close();
}
