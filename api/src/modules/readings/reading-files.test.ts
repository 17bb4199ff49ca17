import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { deflateRawSync } from 'node:zlib';
import { currentPeriod } from '@agua/domain/dates';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let zoneId: number;
const now = currentPeriod();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A multipart body as a browser sends it. */
function multipart(parts: { name: string; value: string | Buffer; fileName?: string; type?: string }[]) {
  const boundary = '----agua-test-boundary';
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

function upload(file: Buffer, fileName = 'leituras.xlsx', type = XLSX, headers = tech) {
  const body = multipart([
    { name: 'readingMonth', value: String(now.month) },
    { name: 'readingYear', value: String(now.year) },
    { name: 'file', value: file, fileName, type },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/reading/upload',
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
}

async function exportSheet(): Promise<ExcelJS.Workbook> {
  const response = await t.app.inject({
    url: `/api/v1/reading/export/last-readings/by-zone?zoneId=${zoneId}`,
    headers: tech,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ fileName: string; contentType: string; file: string }>();
  expect(body.fileName).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(Buffer.from(body.file, 'base64')).buffer);
  return workbook;
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const countReadings = async () =>
  Number((await queryRows<{ n: string }>(t.databaseUrl, 'select count(*) as n from readings'))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
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

describe('field sheet export and upload', () => {
  it('exports one row per active meter with the previous reading, neutralising formula-like text', async () => {
    await queryRows(
      t.databaseUrl,
      `update clients set name = '=HYPERLINK("http://x")' where id = (
      select min(c.id) from clients c join contracts k on k.client_id = c.id and k.contract_status = 1 where c.zone_id = $1)`,
      [zoneId],
    );
    const sheet = (await exportSheet()).worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Contador',
      'Cliente',
      'Endereço',
      'Leitura Anterior',
      'Leitura Actual',
      'Mês',
      'Ano',
      'Anomalia',
      'Mínimo esperado',
      'Máximo esperado',
    ]);
    const active = await queryRows<{ n: string }>(
      t.databaseUrl,
      `select count(*) as n from contracts k join clients c on c.id = k.client_id where k.contract_status = 1 and c.zone_id = $1`,
      [zoneId],
    );
    expect((sheet?.rowCount ?? 0) - 1).toBe(Number(active[0]?.n));
    const names: string[] = [];
    sheet?.eachRow((row, index) => {
      if (index > 1) names.push(String(row.getCell(2).value));
    });
    expect(names).toContain(`'=HYPERLINK("http://x")`);
    expect(names.every((name) => !/^[=+\-@]/.test(name))).toBe(true);

    const binary = await t.app.inject({
      url: `/api/v1/reading/export/last-readings/by-zone?zoneId=${zoneId}`,
      headers: { ...tech, accept: XLSX },
    });
    expect(binary.headers['content-type']).toBe(XLSX);
    expect(binary.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses the whole file when one row is bad, naming the row, and saves nothing', async () => {
    const workbook = await exportSheet();
    const sheet = workbook.worksheets[0]!;
    sheet.eachRow((row, index) => {
      if (index > 1) row.getCell(5).value = Number(row.getCell(4).value) + 3;
    });
    sheet.getRow(3).getCell(5).value = 0; // below the previous reading
    const before = await countReadings();
    const response = await upload(await toBuffer(workbook));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ rows: { row: number; meterId: string; message: string }[] }>();
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({ row: 3, meterId: String(sheet.getRow(3).getCell(1).value) });
    expect(body.rows[0]?.message).toContain('não é uma volta plausível');
    expect(await countReadings()).toBe(before);
  });

  it('saves every reading and invoice of a good file, and a second upload of it creates nothing', async () => {
    const workbook = await exportSheet();
    const sheet = workbook.worksheets[0]!;
    let filled = 0;
    sheet.eachRow((row, index) => {
      if (index > 1) {
        row.getCell(5).value = Number(row.getCell(4).value) + 4;
        filled += 1;
      }
    });
    const file = await toBuffer(workbook);
    const before = await countReadings();
    const first = await upload(file);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ created: filled, skipped: 0 });
    expect(await countReadings()).toBe(before + filled);
    const invoices = await queryRows<{ n: string }>(
      t.databaseUrl,
      'select count(*) as n from invoices where reading_id = any($1)',
      [first.json().readingIds],
    );
    expect(Number(invoices[0]?.n)).toBe(filled);
    // The zone's billing run answers how many SMS notices of its invoices it queued.
    const queued = await queryRows<{ n: string }>(
      t.databaseUrl,
      `select count(*) as n from sms_messages m join invoices i on m.source_key = 'invoice:' || i.id
        where i.reading_id = any($1) and m.state = 'QUEUED'`,
      [first.json().readingIds],
    );
    expect(Number(queued[0]?.n)).toBeGreaterThan(0);
    expect(first.json().smsQueued).toBe(Number(queued[0]?.n));
    const mispriced = await queryRows<{ n: string }>(
      t.databaseUrl,
      `select count(*) as n from invoices i join readings r on r.id = i.reading_id
         join contracts k on k.id = i.contract_id and k.meter_id = r.meter_id and k.contract_status = 1
         join contract_types ct on ct.id = k.contract_type_id
        where r.id = any($1) and (i.amount <> greatest(ct.minimum_consumption_value,
              r.consumption * ct.price_per_consumption_unit) or i.payment_status is not null or i.fine_amount <> 0)`,
      [first.json().readingIds],
    );
    expect(Number(mispriced[0]?.n)).toBe(0);

    const second = await upload(file);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ created: 0, skipped: filled, smsQueued: 0 });
    expect(await countReadings()).toBe(before + filled);

    const pending = await t.app.inject({
      url: `/api/v1/reading/by-state-zone?zoneId=${zoneId}&state=PENDING`,
      headers: admin,
    });
    expect(pending.json().length).toBeGreaterThanOrEqual(filled);
  });

  it('accepts the sheet as CSV with ; separators', async () => {
    const [meter] = await queryRows<{ id: number; last: number }>(
      t.databaseUrl,
      `select m.id, m.cubic_meters as last from client_meters m join contracts k on k.meter_id = m.id and k.contract_status = 1
        where not exists (select 1 from readings r where r.meter_id = m.id)
          and not exists (select 1 from suspensions s where s.meter_id = m.id and s.status = 'ACTIVE') limit 1`,
    );
    if (!meter) return;
    const csv = `Contador;Cliente;Endereço;Leitura Anterior;Leitura Actual;Mês;Ano\n${meter.id};"Nome; com ponto";Rua;${meter.last};${meter.last + 2};${now.month};${now.year}\n`;
    const response = await upload(Buffer.from(csv), 'leituras.csv', 'text/csv');
    expect(response.statusCode).toBe(201);
    expect(response.json().created).toBe(1);
  });

  it('answers 415 for another file type and 400 for malformed files and zip bombs, never 5xx', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const wrongType = await upload(png, 'foto.png', 'image/png');
    expect(wrongType.statusCode).toBe(415);

    const garbage = await upload(Buffer.from('PK\u0003\u0004 not really a zip at all'), 'leituras.xlsx');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toContain('não pôde ser lido');

    const fake = await upload(Buffer.from('hello'), 'leituras.xlsx');
    expect(fake.statusCode).toBe(400);

    // One entry that inflates 1 KB → 200 MB declared in its headers.
    const bomb = zipWithOneEntry('xl/worksheets/sheet1.xml', Buffer.alloc(200 * 1024 * 1024));
    const response = await upload(bomb, 'bomba.xlsx');
    expect(response.statusCode).toBe(400);

    const nextMonth = now.month === 12 ? { m: 1, y: now.year + 1 } : { m: now.month + 1, y: now.year };
    const future = multipart([
      { name: 'readingMonth', value: String(nextMonth.m) },
      { name: 'readingYear', value: String(nextMonth.y) },
      {
        name: 'file',
        value: Buffer.from('Contador;Leitura Actual\n1;5\n'),
        fileName: 'f.csv',
        type: 'text/csv',
      },
    ]);
    const futureUpload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reading/upload',
      payload: future.payload,
      headers: { ...tech, 'content-type': future.contentType },
    });
    expect(futureUpload.statusCode).toBe(400);
    expect(futureUpload.json().details).toEqual([
      { field: 'readingMonth', message: 'Não é possível registar leituras de um mês futuro.' },
    ]);

    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reading/upload',
      headers: { ...tech, 'content-type': 'application/json' },
      payload: { readingMonth: 1 },
    });
    expect(noFile.statusCode).toBe(415);
  });

  it('refuses an archive that inflates past what it declares, counting the bytes as they inflate', async () => {
    // A well-formed workbook whose sheet is 20 MiB of blanks, declared as 100,000 bytes: the declared sizes look
    // harmless, and a reader that trusted them would inflate it all and then complain only of a missing header.
    const workbook = '<workbook><sheets><sheet name="Leituras" sheetId="1"/></sheets></workbook>';
    const sheet = `<worksheet><sheetData>${' '.repeat(20 * 1024 * 1024)}</sheetData></worksheet>`;
    const liar = zipOf([
      { name: 'xl/workbook.xml', content: Buffer.from(workbook) },
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.from(sheet), declaredSize: 100_000 },
    ]);
    expect(liar.length).toBeLessThan(64 * 1024);
    const response = await upload(liar, 'mentira.xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('não pôde ser lido');
  });

  it('leaves no temporary file behind, for an accepted sheet or a refused one', async () => {
    const before = new Set(await readdir(tmpdir()));
    const workbook = await exportSheet();
    workbook.worksheets[0]?.eachRow((row, index) => {
      if (index > 1) row.getCell(5).value = Number(row.getCell(4).value) + 5;
    });
    // Read to the last row, whatever the reading rules then say of each one.
    const read = await upload(await toBuffer(workbook));
    expect(read.statusCode === 201 || read.json().rows?.length > 0, read.body).toBe(true);
    const refused = await upload(zipWithOneEntry('xl/worksheets/sheet1.xml', Buffer.alloc(1024 * 1024), 10));
    expect(refused.statusCode).toBe(400);
    const left = (await readdir(tmpdir())).filter((name) => !before.has(name) && name.startsWith('tmp-'));
    expect(left).toEqual([]);
  });

  it('answers 413 for a file over 10 MB', async () => {
    const response = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 65), 'leituras.csv', 'text/csv');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('O ficheiro excede o tamanho máximo de 10 MB.');
  });
});

describe('GET /invoice/waterBill/{readingId}', () => {
  it('answers the invoice PDF as base64 JSON, or as application/pdf', async () => {
    const [row] = await queryRows<{ reading_id: number }>(
      t.databaseUrl,
      'select reading_id from invoices order by id limit 1',
    );
    const json = await t.app.inject({ url: `/api/v1/invoice/waterBill/${row?.reading_id}`, headers: tech });
    expect(json.statusCode).toBe(200);
    const pdf = Buffer.from(json.json().file, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const binary = await t.app.inject({
      url: `/api/v1/invoice/waterBill/${row?.reading_id}`,
      headers: { ...tech, accept: 'application/pdf' },
    });
    expect(binary.headers['content-type']).toBe('application/pdf');
    expect(binary.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const missing = await t.app.inject({ url: '/api/v1/invoice/waterBill/99999999', headers: tech });
    expect(missing.statusCode).toBe(404);
  });
});

interface ZipPart {
  name: string;
  content: Buffer;
  /** What the headers claim the entry inflates to; the truth unless a test lies on purpose. */
  declaredSize?: number;
}

/** A minimal zip with one deflated entry. */
function zipWithOneEntry(name: string, content: Buffer, declaredSize = content.length): Buffer {
  return zipOf([{ name, content, declaredSize }]);
}

/** A minimal zip of deflated entries, written as a spreadsheet program would. */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = deflateRawSync(part.content, { level: 9 });
    const nameBytes = Buffer.from(part.name);
    const declared = part.declaredSize ?? part.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
