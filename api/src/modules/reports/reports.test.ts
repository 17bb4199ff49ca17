import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { makeReportFixture, type ReportFixture } from './reports.fixture.ts';

// Every report over the hand-made zone of reports.fixture.ts, whose answers are worked out by hand there.

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let f: ReportFixture;
const today = todayInMaputo();

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  f = await makeReportFixture(t.databaseUrl);
});
afterAll(() => t?.close());

const period = (extra = '') => `from=2024-01&to=2024-05&zoneId=${f.zoneId}${extra}`;
async function report(path: string, query: string, headers = tech) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/report/${path}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json(), headers: response.headers };
}

describe('reports on a hand-made zone', () => {
  it('billing vs collection: cancelled invoices out, collection and fines in the month paid, empty months at 0', async () => {
    const { body } = await report('billing-collection', period());
    expect(body).toEqual([
      { month: '2024-01', invoiced: 400.1, collected: 0, fines: 0, collectionRate: 0 },
      { month: '2024-02', invoiced: 250, collected: 100.1, fines: 5.01, collectionRate: 40.04 },
      { month: '2024-03', invoiced: 150, collected: 300, fines: 0, collectionRate: 200 },
      { month: '2024-04', invoiced: 50, collected: 0, fines: 0, collectionRate: 0 },
      { month: '2024-05', invoiced: 0, collected: 0, fines: 0, collectionRate: null },
    ]);
  });

  it('debt aging: buckets by days past the limit date today, clients in each, a zone without invoices at 0', async () => {
    const { body } = await report('debt-aging', period());
    expect(body).toEqual([
      {
        zoneId: f.zoneId,
        zoneName: 'Zona do Relatório',
        days0To30: 50,
        days31To60: 50,
        days61To90: 150,
        over90: 200,
        total: 450,
        clients0To30: 1,
        clients31To60: 1,
        clients61To90: 1,
        clientsOver90: 1,
        clients: 2,
      },
    ]);
    const empty = await report('debt-aging', `from=2024-01&to=2024-05&zoneId=${f.emptyZoneId}`);
    expect(empty.body).toEqual([
      expect.objectContaining({ zoneId: f.emptyZoneId, total: 0, over90: 0, clients: 0 }),
    ]);
  });

  it('consumption per zone and month: cancelled readings out, months without readings at 0', async () => {
    const { body } = await report('consumption', period());
    expect(
      body.map((row: Record<string, unknown>) => [
        row.month,
        row.consumption,
        row.readings,
        row.averagePerMeter,
      ]),
    ).toEqual([
      ['2024-01', 40, 2, 20],
      ['2024-02', 20, 2, 10],
      ['2024-03', 15, 2, 7.5],
      ['2024-04', 0, 1, 0],
      ['2024-05', 0, 0, 0],
    ]);
  });

  it('non-revenue signals: three zero months, three falling months, and the zone below last year', async () => {
    const meterTwoFalling = expect.objectContaining({
      meterId: f.meterTwo,
      signal: 'FALLING',
      month: '2024-03',
      consumptions: [30, 20, 15],
    });
    const meters = await report('non-revenue-meters', period());
    expect(meters.headers['x-total-count']).toBe('2');
    expect(meters.body).toEqual([
      expect.objectContaining({
        meterId: f.meterOne,
        signal: 'ZERO',
        month: '2024-04',
        consumptions: [0, 0, 0],
      }),
      meterTwoFalling,
    ]);
    // Ending in April (the last month read) rather than May: the same three latest readings, the same answers.
    const toApril = await report('non-revenue-meters', `from=2024-01&to=2024-04&zoneId=${f.zoneId}`);
    expect(toApril.body).toEqual(meters.body);
    // Ending in March, meter one's latest three (10, 0, 0) neither stay at zero nor keep falling.
    const toMarch = await report('non-revenue-meters', `from=2024-01&to=2024-03&zoneId=${f.zoneId}`);
    expect(toMarch.body).toEqual([meterTwoFalling]);
    const zones = await report('non-revenue-zones', period());
    expect(zones.body).toEqual([
      {
        zoneId: f.zoneId,
        zoneName: 'Zona do Relatório',
        consumption: 75,
        previousYearConsumption: 100,
        change: -25,
        fell: true,
      },
    ]);
  });

  it('top debtors: largest unpaid first, paged with X-Total-Count', async () => {
    const all = await report('top-debtors', period());
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.body).toEqual([
      {
        clientId: f.clientTwo,
        clientName: 'Cliente Dois',
        zoneId: f.zoneId,
        zoneName: 'Zona do Relatório',
        debt: 350,
        invoices: 2,
        oldestLimitDate: addDays(today, -100),
        daysOverdue: 100,
      },
      {
        clientId: f.clientOne,
        clientName: '=Cliente Um',
        zoneId: f.zoneId,
        zoneName: 'Zona do Relatório',
        debt: 100,
        invoices: 2,
        oldestLimitDate: addDays(today, -45),
        daysOverdue: 45,
      },
    ]);
    const second = await report('top-debtors', period('&page=2&size=1'));
    expect(second.headers['x-total-count']).toBe('2');
    expect(second.body.map((row: { clientId: number }) => row.clientId)).toEqual([f.clientOne]);
    const past = await report('top-debtors', period('&page=5&size=1'));
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe('2');
  });

  it('payment methods per month in Maputo time, reversed receipts out', async () => {
    const { body } = await report('payment-methods', period());
    const used = body.filter((row: { receipts: number }) => row.receipts > 0);
    expect(used).toEqual([
      { month: '2024-02', paymentMethod: 'MPESA', paymentMethodLabel: 'M-Pesa', receipts: 1, amount: 105.11 },
      { month: '2024-02', paymentMethod: 'POS', paymentMethodLabel: 'POS', receipts: 1, amount: 10 },
      {
        month: '2024-03',
        paymentMethod: 'NUMERARIO',
        paymentMethodLabel: 'Numerário',
        receipts: 1,
        amount: 300,
      },
    ]);
    expect(body).toHaveLength(5 * 5);
  });

  it("readings progress of the period's last month: suspended meters not expected", async () => {
    const april = await report('readings-progress', `from=2024-04&to=2024-04&zoneId=${f.zoneId}`);
    expect(april.body).toEqual([
      {
        zoneId: f.zoneId,
        zoneName: 'Zona do Relatório',
        month: '2024-04',
        expected: 2,
        registered: 1,
        approved: 0,
      },
    ]);
    const january = await report('readings-progress', `from=2024-01&to=2024-01&zoneId=${f.zoneId}`);
    expect(january.body[0]).toMatchObject({ expected: 2, registered: 2, approved: 2 });
  });

  it('without a zone every zone is listed, the empty one included', async () => {
    const { body } = await report('debt-aging', 'from=2024-01&to=2024-05', admin);
    const names = body.map((row: { zoneName: string }) => row.zoneName);
    expect(names).toContain('Zona Vazia');
    expect(names).toContain('Zona do Relatório');
  });
});

describe('the period', () => {
  const refused = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/report/billing-collection?${query}`,
      headers: tech,
    });
    expect(response.statusCode).toBe(400);
    return response.json() as { message: string; details: { field: string }[] };
  };

  it('refuses a start after the end, a bad month and more than 60 months, in Portuguese', async () => {
    expect((await refused('from=2024-05&to=2024-01')).message).toBe(messages.reports.api.fromAfterTo);
    const bad = await refused('from=2024-13&to=2024-05');
    expect(bad.message).toBe(messages.reports.api.invalidMonth('De'));
    expect(bad.details[0]?.field).toBe('from');
    expect((await refused('from=2019-01&to=2024-05')).message).toBe(messages.reports.api.periodTooLong(60));
    expect((await refused('to=2024-1')).details[0]?.field).toBe('to');
    expect((await refused('zoneId=abc')).details[0]?.field).toBe('zoneId');
  });

  it('defaults to the last 12 months up to the current one', async () => {
    const { body } = await report('billing-collection', '');
    expect(body).toHaveLength(12);
    expect(body.at(-1).month).toBe(today.slice(0, 7));
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/report/debt-aging' });
    expect(response.statusCode).toBe(401);
  });
});

describe('downloads', () => {
  it('.xlsx: Portuguese headers, the rows and a Total row that adds up to the centavo', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/report/billing-collection/file?${period()}`,
      headers: tech,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('facturacao-e-cobranca_2024-01_2024-05.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const c = messages.reports.billingCollection.columns;
    expect(rows[0]?.slice(1)).toEqual([c.month, c.invoiced, c.collected, c.fines, c.collectionRate]);
    expect(rows).toHaveLength(1 + 5 + 1);
    expect(rows.at(-1)?.slice(1, 5)).toEqual([messages.reports.total, 850.1, 400.1, 5.01]);
  });

  const csvLines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

  it('.csv as a pt-PT spreadsheet reads it: ";" between fields, money "100,00", formulas neutralised, Total last', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/report/top-debtors/file?${period('&format=csv')}`,
      headers: tech,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/\.csv"$/);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('Nº Cliente;Cliente;Zona;Dívida (MZN);Facturas;Prazo mais antigo;Dias em atraso');
    expect(lines[2]).toBe(`${f.clientOne};'=Cliente Um;Zona do Relatório;100,00;2;${addDays(today, -45)};45`);
    expect(lines.at(-1)).toBe('Total;;;450,00;4;;');
  });

  it('.csv in the international form on request: "," between fields, money "100.00"', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/report/top-debtors/file?${period('&format=csv-intl')}`,
      headers: tech,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/\.csv"$/);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('Nº Cliente,Cliente,Zona,Dívida (MZN),Facturas,Prazo mais antigo,Dias em atraso');
    expect(lines[2]).toBe(`${f.clientOne},'=Cliente Um,Zona do Relatório,100.00,2,${addDays(today, -45)},45`);
    expect(lines.at(-1)).toBe('Total,,,450.00,4,,');
  });

  it('refuses an unknown report or format', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/report/nothing/file', headers: tech });
    expect(unknown.statusCode).toBe(400);
    const format = await t.app.inject({
      method: 'GET',
      url: '/api/v1/report/debt-aging/file?format=pdf',
      headers: tech,
    });
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toBe(messages.reports.api.invalidFormat);
  });
});
