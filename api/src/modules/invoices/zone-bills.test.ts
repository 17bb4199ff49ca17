import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

// The zone's water bills (GET /invoice/waterBills/{zoneId}): one page per client and month, streamed, with the
// month's invoices, "Dívida anterior" (the earlier unpaid months with their fines as of today), Total em dívida and
// how to pay by M-Pesa; read back with pdftotext as a client would read the paper.

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let scratch: string;
const m = messages.invoices;
const today = todayInMaputo();

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  scratch = mkdtempSync(join(tmpdir(), 'agua-zone-bills-'));
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await t?.close();
});

const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  queryRows<T>(t.databaseUrl, text, values);
const get = (url: string, headers = tech) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
/** pdftotext writes the amounts' thin spaces as it likes: compare with single plain spaces. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const money = (meticais: number) => plain(formatMZN(meticais));

function pdfPages(bytes: Buffer) {
  const file = join(scratch, `zone-${Date.now()}-${Math.random()}.pdf`);
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]), texts: text.split('\f').slice(0, -1).map(plain) };
}

async function newZone(name: string): Promise<number> {
  const [zone] = await sql<{ id: number }>(
    `insert into zones (designation, description, enterprise_id)
     values ($1, $1, (select min(id) from enterprises)) returning id`,
    [name],
  );
  return zone!.id;
}

/** A client of the zone with a meter and a contract, and one unpaid invoice per month given. */
async function clientWithMonths(
  zoneId: number,
  name: string,
  months: { year: number; month: number; amount: number; limitDate: string }[],
) {
  const [row] = await sql<{ client_id: number; meter_id: number; contract_id: number }>(
    `with c as (insert into clients (name, phone_number, address, zone_id)
                values ($1, '841234567', 'Rua da Dívida', $2) returning id),
          m as (insert into client_meters (client_id) select id from c returning id, client_id),
          k as (insert into contracts (client_id, meter_id, contract_type_id, start_date)
                select client_id, id, (select min(id) from contract_types), current_date from m
                returning id, meter_id, client_id)
     select client_id, meter_id, id as contract_id from k`,
    [name, zoneId],
  );
  const invoiceIds: number[] = [];
  for (const [index, month] of months.entries()) {
    const [reading] = await sql<{ id: number }>(
      `insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
       values ($1, $2, $3, $4, $5, 'APPROVED') returning id`,
      [row!.meter_id, month.month, month.year, index * 10, index * 10 + 10],
    );
    const [invoice] = await sql<{ id: number }>(
      `insert into invoices (reading_id, contract_id, description, limit_date, amount)
       values ($1, $2, 'Factura', $3, $4) returning id`,
      [reading!.id, row!.contract_id, month.limitDate, month.amount],
    );
    invoiceIds.push(invoice!.id);
  }
  return { clientId: row!.client_id, contractId: row!.contract_id, invoiceIds };
}

describe('GET /invoice/waterBills/{zoneId}: one bill per client and month', () => {
  it('a client owing 5 months gets one page: May, Dívida anterior of 4 months with their fines, Total em dívida', async () => {
    const zoneId = await newZone('Zona Cinco Meses');
    // The demo's fine tiers: 1–30 days 5 %, 31–60 days 10 %, 61 and more 15 %.
    const owing = await clientWithMonths(zoneId, 'Cliente Cinco Meses', [
      { year: 2091, month: 1, amount: 100, limitDate: addDays(today, -100) }, // + 15,00
      { year: 2091, month: 2, amount: 200, limitDate: addDays(today, -70) }, // + 30,00
      { year: 2091, month: 3, amount: 300, limitDate: addDays(today, -40) }, // + 30,00
      { year: 2091, month: 4, amount: 400, limitDate: addDays(today, -10) }, // + 20,00
      { year: 2091, month: 5, amount: 500, limitDate: addDays(today, 10) },
    ]);
    // Another client of the zone owing April only: its bill has no May invoice, only its Dívida anterior.
    await clientWithMonths(zoneId, 'Cliente Abril', [
      { year: 2091, month: 4, amount: 80, limitDate: addDays(today, -10) },
    ]);

    const response = await get(`/invoice/waterBills/${zoneId}`, { ...tech, accept: 'application/pdf' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`facturas-zona-${zoneId}-2091-05.pdf`);
    const { pages, texts } = pdfPages(response.rawPayload);
    expect(pages).toBe(2);
    const [april, five] = texts as [string, string];
    expect(april).toContain('Cliente Abril');
    expect(april).toContain(m.bill.noMonthInvoice);
    expect(april).toContain(`${m.bill.totalDebt} ${money(84)}`);

    expect(five).toContain('Cliente Cinco Meses');
    expect(five).toContain('Período: Maio 2091');
    expect(five).toContain('Facturas de Maio 2091');
    expect(five).toContain(`Factura n.º ${owing.invoiceIds[4]}`);
    const previous = five.slice(five.indexOf(m.bill.previousDebt), five.indexOf(m.bill.monthTotal));
    for (const [index, month] of ['Janeiro', 'Fevereiro', 'Março', 'Abril'].entries())
      expect(previous).toContain(`${month} 2091 ${owing.invoiceIds[index]}`);
    expect(previous).not.toContain('Maio 2091');
    expect(previous).toContain(`${money(100)} ${money(15)} ${money(115)}`);
    expect(previous).toContain(`${money(400)} ${money(20)} ${money(420)}`);
    expect(five).toContain(`${m.bill.monthTotal} ${money(500)}`);
    expect(five).toContain(`${m.bill.previousTotal} ${money(1095)}`);
    expect(five).toContain(`${m.bill.totalDebt} ${money(1595)}`);
    // How to pay by M-Pesa: the contract's number is the reference (the test api's simulator entity).
    expect(five).toContain(`com a referência ${owing.contractId} (o número do contrato)`);
    expect(five).toContain('841234567');

    // The month filter: as of March, April and May are left out; "só facturas do mês" leaves out Cliente Abril.
    const march = await get(`/invoice/waterBills/${zoneId}?month=2091-03`, {
      ...tech,
      accept: 'application/pdf',
    });
    expect(march.statusCode, march.body).toBe(200);
    const asOfMarch = pdfPages(march.rawPayload);
    expect(asOfMarch.pages).toBe(1);
    expect(asOfMarch.texts[0]).toContain('Facturas de Março 2091');
    expect(asOfMarch.texts[0]).toContain(`${m.bill.totalDebt} ${money(675)}`);
    const only = await get(`/invoice/waterBills/${zoneId}?month=2091-04&onlyMonth=true`, {
      ...tech,
      accept: 'application/pdf',
    });
    expect(only.statusCode, only.body).toBe(200);
    const onlyApril = pdfPages(only.rawPayload);
    expect(onlyApril.pages).toBe(2);
    const all = await get(`/invoice/waterBills/${zoneId}?month=2091-05&onlyMonth=true`, {
      ...tech,
      accept: 'application/pdf',
    });
    expect(pdfPages(all.rawPayload).texts.map((text) => text.includes('Cliente Abril'))).toEqual([false]);

    // A month without bills, and bad options: a clear 404 and 400s.
    const none = await get(`/invoice/waterBills/${zoneId}?month=2091-06&onlyMonth=true`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(m.zoneWithoutBills);
    const badMonth = await get(`/invoice/waterBills/${zoneId}?month=2091-13`);
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().message).toContain(m.billMonth);
    expect((await get(`/invoice/waterBills/${zoneId}?onlyMonth=sim`)).statusCode).toBe(400);

    // The seed's JSON: the same document as base64.
    const json = await get(`/invoice/waterBills/${zoneId}`);
    expect(json.statusCode).toBe(200);
    const body = json.json<{ fileName: string; contentType: string; file: string }>();
    expect(body.contentType).toBe('application/pdf');
    expect(pdfPages(Buffer.from(body.file, 'base64')).pages).toBe(2);
  });

  it('a page per client of the demo zone owing most, every one "POR PAGAR" or a debt', async () => {
    const [zone] = await sql<{ id: number; n: string }>(
      `select cl.zone_id as id, count(distinct cl.id) as n from invoices i join contracts c on c.id = i.contract_id
         join clients cl on cl.id = c.client_id where i.payment_status is null group by 1 order by 2 desc limit 1`,
    );
    const response = await get(`/invoice/waterBills/${zone!.id}`, { ...tech, accept: 'application/pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    const { pages, texts } = pdfPages(response.rawPayload);
    expect(pages).toBe(Number(zone!.n));
    expect(
      texts.filter((page) => page.includes('FACTURA DE ÁGUA') && page.includes(m.bill.totalDebt)),
    ).toHaveLength(pages);
  });

  it('a zone larger than one read batch comes in client order; JSON past the cap is 413', async () => {
    const zoneId = await newZone('Zona Grande');
    await clientWithMonths(zoneId, 'AAA Atrasado', [
      { year: 2089, month: 12, amount: 1000, limitDate: addDays(today, -45) },
    ]);
    // 230 more clients owing January 2090 (more than the JSON cap, and than one read batch of 100).
    await sql(
      `with c as (insert into clients (name, phone_number, address, zone_id)
                  select 'Cliente Zona ' || lpad(g::text, 4, '0'), '840000002', 'Rua ' || g, $1
                  from generate_series(1, 230) g returning id),
            m as (insert into client_meters (client_id) select id from c returning id, client_id),
            k as (insert into contracts (client_id, meter_id, contract_type_id, start_date)
                  select client_id, id, (select min(id) from contract_types), current_date from m returning id, meter_id),
            r as (insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading)
                  select meter_id, 1, 2090, 0, 5 from k returning id, meter_id)
       insert into invoices (reading_id, contract_id, description, limit_date, amount)
       select r.id, k.id, 'Factura de Janeiro 2090', $2, 150 from r join k on k.meter_id = r.meter_id`,
      [zoneId, addDays(today, 5)],
    );
    const pdf = await get(`/invoice/waterBills/${zoneId}`, { ...admin, accept: 'application/pdf' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const { pages, texts } = pdfPages(pdf.rawPayload);
    expect(pages).toBe(231);
    // By client name: the late client first, December under Dívida anterior with its fine of today (45 days: 10 %).
    expect(texts[0]).toContain('AAA Atrasado');
    expect(texts[0]).toContain(`Dezembro 2089`);
    expect(texts[0]).toContain(`${m.bill.totalDebt} ${money(1100)}`);
    const names = texts.slice(1).map((page) => /Cliente Zona (\d{4})/.exec(page)?.[1]);
    expect(names).toEqual(Array.from({ length: 230 }, (_, i) => String(i + 1).padStart(4, '0')));

    const json = await get(`/invoice/waterBills/${zoneId}`);
    expect(json.statusCode).toBe(413);
    expect(json.json().message).toBe(m.tooManyForJson(200));
  });

  it('a zone without unpaid invoices, or unknown, is a clear 404', async () => {
    const zoneId = await newZone('Zona Vazia');
    for (const accept of ['application/pdf', 'application/json']) {
      const empty = await get(`/invoice/waterBills/${zoneId}`, { ...tech, accept });
      expect(empty.statusCode).toBe(404);
      expect(empty.json().message).toBe(m.zoneWithoutUnpaid);
      const unknown = await get('/invoice/waterBills/99999999', { ...tech, accept });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(m.zoneNotFound);
    }
    expect((await get('/invoice/waterBills/abc')).statusCode).toBe(400);
  });
});
