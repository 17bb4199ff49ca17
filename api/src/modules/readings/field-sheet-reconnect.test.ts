import { currentPeriod } from '@agua/domain/dates';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { WORKER_APPLICATION_NAME } from '../../workers/database.ts';

// The field sheet's export and upload run in worker threads on connections of their own (workers/database.ts). A
// database restart, or an administrator ending sessions, closes those connections while the thread sleeps between
// tasks: the next export or upload must still succeed, on a new connection, rather than answer 500 ("Connection
// terminated unexpectedly"). The server ends them here (pg_terminate_backend), as a restart would.

let t: TestApp;
let tech: Record<string, string>;
let zoneId: number;
const now = currentPeriod();

beforeAll(async () => {
  t = await createTestApp();
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  // A zone with no suspended meter, so every exported row can be read.
  const [zone] = await queryRows<{ id: number }>(
    t.databaseUrl,
    `select z.id from zones z where not exists (select 1 from suspensions s join client_meters m on m.id = s.meter_id
       join clients c on c.id = m.client_id where c.zone_id = z.id and s.status = 'ACTIVE') order by z.id limit 1`,
  );
  zoneId = zone?.id ?? 0;
});
afterAll(() => t?.close());

/** Ends every connection the worker threads hold to this test's database; answers how many there were. */
async function terminateWorkerConnections(): Promise<number> {
  const ended = await queryRows<{ ended: boolean }>(
    t.databaseUrl,
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and application_name = $1`,
    [WORKER_APPLICATION_NAME],
  );
  return ended.filter((row) => row.ended).length;
}

function exportSheet() {
  return t.app.inject({
    url: `/api/v1/reading/export/last-readings/by-zone?zoneId=${zoneId}`,
    headers: tech,
  });
}

/** The exported sheet with every meter read 4 m³ above its previous reading, as multipart. */
async function filledUpload(exported: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(Buffer.from(exported, 'base64')).buffer);
  workbook.worksheets[0]?.eachRow((row, index) => {
    if (index > 1) row.getCell(5).value = Number(row.getCell(4).value) + 4;
  });
  const boundary = '----agua-reconnect';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(part('readingMonth', String(now.month)) + part('readingYear', String(now.year))),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="leituras.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    Buffer.from(await workbook.xlsx.writeBuffer()),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("the worker threads' own connections", () => {
  it('are replaced when the server has ended them: the next export and the next upload succeed', async () => {
    const first = await exportSheet();
    expect(first.statusCode).toBe(200);

    expect(await terminateWorkerConnections()).toBeGreaterThan(0);
    const again = await exportSheet();
    expect(again.statusCode).toBe(200);

    expect(await terminateWorkerConnections()).toBeGreaterThan(0);
    const { payload, contentType } = await filledUpload(again.json<{ file: string }>().file);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reading/upload',
      payload,
      headers: { ...tech, 'content-type': contentType },
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json<{ created: number }>().created).toBeGreaterThan(0);
  });
});
