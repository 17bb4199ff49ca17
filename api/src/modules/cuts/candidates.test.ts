import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN, toCentavos } from '@agua/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { type Debtor, makeDebtor, makeZone } from './debtors.fixture.ts';

// A zone of hand-made clients whose candidates are known in advance. The demo's fine tiers apply: 1–30 days 5 %,
// 31–60 days 10 %, 61+ days 15 %, each fine rounded half away from zero to the centavo per invoice.

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let zoneId: number;
const d: Record<string, Debtor> = {};
const lastPayment = new Date('2025-03-04T10:20:30Z');

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  zoneId = await makeZone(t.databaseUrl, 'Zona dos Devedores');
  const make = (key: string, spec: Omit<Parameters<typeof makeDebtor>[1], 'zoneId' | 'name'>) =>
    makeDebtor(t.databaseUrl, { name: `Devedor ${key}`, zoneId, ...spec }).then((debtor) => {
      d[key] = debtor;
    });
  // 40 days overdue (10 %): 1000.05 + 100.01 (100.005 rounded up); plus an invoice not yet due.
  await make('A', {
    invoices: [
      { overdueDays: 40, amount: '1000.05' },
      { overdueDays: -5, amount: '333.33' },
      { overdueDays: 200, amount: '999.99', paymentStatus: 'PAID' },
      { overdueDays: 300, amount: '777.77', paymentStatus: 'CANCELED' },
    ],
  });
  // 39 days overdue: one day short of 40.
  await make('B', { invoices: [{ overdueDays: 39, amount: '100.00' }] });
  // Exempt from fines, 100 days overdue: owes the amount, no fine — and is still a candidate.
  await make('C', { exemptFromFines: true, invoices: [{ overdueDays: 100, amount: '500.00' }] });
  // Cut already, suspended, without an active contract, paid up: never candidates.
  await make('D', { invoices: [{ overdueDays: 100, amount: '9000.00' }] });
  await make('E', { invoices: [{ overdueDays: 100, amount: '9100.00' }] });
  await make('F', { contractStatus: 0, invoices: [{ overdueDays: 100, amount: '9200.00' }] });
  await make('G', { invoices: [{ overdueDays: 100, amount: '9300.00', paymentStatus: 'PAID' }] });
  // 70 days (15 %): 200.10 + 30.02 (30.015 up); 10 days (5 %): 150.00 + 7.50. Paid something once.
  await make('H', {
    paidAt: lastPayment,
    invoices: [
      { overdueDays: 70, amount: '200.10' },
      { overdueDays: 10, amount: '150.00' },
    ],
  });
  await queryRows(t.databaseUrl, `insert into cuts (meter_id, start_date) values ($1, $2)`, [
    d.D!.meterId,
    todayInMaputo(),
  ]);
  await queryRows(t.databaseUrl, `insert into suspensions (meter_id, start_date) values ($1, $2)`, [
    d.E!.meterId,
    todayInMaputo(),
  ]);
});
afterAll(() => t?.close());

const get = (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

interface Candidate {
  meterId: number;
  clientName: string;
  debt: number;
  monthsOwed: number;
  daysOverdue: number;
  lastPaymentDate: string | null;
}

const summary = (rows: Candidate[]) => rows.map((r) => [r.clientName, r.debt, r.monthsOwed, r.daysOverdue]);
const names = (rows: Candidate[]) => rows.map((r) => r.clientName);

describe('GET /cut/candidates', () => {
  it('lists the overdue clients of a zone by debt, exact to the centavo; cut, suspended, inactive and paid-up meters stay out', async () => {
    const response = await get(tech, `/cut/candidates?zoneId=${zoneId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    const rows = response.json() as Candidate[];
    // The default threshold is the first active fine tier's minInterval (1 day in the demo).
    expect(summary(rows)).toEqual([
      ['Devedor A', 1433.39, 2, 40],
      ['Devedor C', 500, 1, 100],
      ['Devedor H', 387.62, 2, 70],
      ['Devedor B', 110, 1, 39],
    ]);
    expect(rows.find((r) => r.clientName === 'Devedor H')?.lastPaymentDate).toBe(lastPayment.toISOString());
    expect(rows.find((r) => r.clientName === 'Devedor B')?.lastPaymentDate).toBeNull();
    expect(rows[0]).toMatchObject({ meterId: d.A!.meterId, contractId: d.A!.contractId, zoneId });
  });

  it('owes what the invoice reads say the client owes today', async () => {
    const rows = (await get(tech, `/cut/candidates?zoneId=${zoneId}`)).json() as Candidate[];
    for (const key of ['A', 'B', 'C', 'H']) {
      const debtor = d[key]!;
      const invoices = (await get(tech, `/invoice?contractIds=${debtor.contractId}&unpaid=true`)).json() as {
        totalAmount: number;
      }[];
      const owed = invoices.reduce((sum, invoice) => sum + toCentavos(invoice.totalAmount), 0);
      const row = rows.find((r) => r.meterId === debtor.meterId);
      expect(toCentavos(row!.debt)).toBe(owed);
    }
  });

  it('counts days overdue in whole Maputo days: at least N is N and more', async () => {
    const at = async (days: number) =>
      names((await get(tech, `/cut/candidates?zoneId=${zoneId}&minDaysOverdue=${days}`)).json());
    expect(await at(39)).toEqual(['Devedor A', 'Devedor C', 'Devedor H', 'Devedor B']);
    expect(await at(40)).toEqual(['Devedor A', 'Devedor C', 'Devedor H']);
    expect(await at(41)).toEqual(['Devedor C', 'Devedor H']);
    expect(await at(100)).toEqual(['Devedor C']);
    expect(await at(101)).toEqual([]);
  });

  it('pages with the total of the whole selection, and refuses bad parameters in Portuguese', async () => {
    const page = await get(tech, `/cut/candidates?zoneId=${zoneId}&page=2&size=2`);
    expect(page.headers['x-total-count']).toBe('4');
    expect(names(page.json())).toEqual(['Devedor H', 'Devedor B']);
    const past = await get(tech, `/cut/candidates?zoneId=${zoneId}&page=9&size=2`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('4');
    const bad = await get(tech, '/cut/candidates?minDaysOverdue=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('minDaysOverdue');
  });
});

/** The text of a PDF, as poppler's pdftotext reads it, with spacing normalised. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'cut-orders-'));
  try {
    const file = join(dir, 'orders.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
      /[\s\u00a0\u202f]+/g,
      ' ',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('GET /cut/orders', () => {
  it('prints the order of a chosen meter with its client and debt', async () => {
    const response = await get(tech, `/cut/orders?meterIds=${d.A!.meterId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Ordem de Corte');
    expect(text).toContain('Devedor A');
    expect(text).toContain(spaced(formatMZN(1433.39)));
    expect(text).toContain(String(d.A!.meterId));
    expect(text).toContain(messages.cuts.orders.signature);
  });

  it('prints a page per candidate of a selection, in the candidates order', async () => {
    const response = await get(admin, `/cut/orders?zoneId=${zoneId}&minDaysOverdue=40`);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text.match(/Ordem de Corte/g)).toHaveLength(3);
    const order = ['Devedor A', 'Devedor C', 'Devedor H'].map((name) => text.indexOf(name));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(text).toContain(spaced(formatMZN(387.62)));
  });

  it('answers 404 for unknown meters or an empty selection, and 400 for two selections at once', async () => {
    const unknown = await get(tech, `/cut/orders?meterIds=${d.A!.meterId},999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.cuts.api.metersNotFound('999999'));
    const none = await get(tech, `/cut/orders?zoneId=${zoneId}&minDaysOverdue=500`);
    expect(none.statusCode).toBe(404);
    const both = await get(tech, `/cut/orders?meterIds=${d.A!.meterId}&zoneId=${zoneId}`);
    expect(both.statusCode).toBe(400);
  });
});

describe('without any active fine tier', () => {
  it('waits 30 days by default and adds no fine', async () => {
    await queryRows(t.databaseUrl, 'update fine_configurations set active = false');
    await makeDebtor(t.databaseUrl, {
      name: 'Devedor I',
      zoneId,
      invoices: [{ overdueDays: 29, amount: '50.00' }],
    });
    await makeDebtor(t.databaseUrl, {
      name: 'Devedor J',
      zoneId,
      invoices: [{ overdueDays: 30, amount: '60.00' }],
    });
    const rows = (await get(tech, `/cut/candidates?zoneId=${zoneId}`)).json() as Candidate[];
    expect(summary(rows)).toEqual([
      ['Devedor A', 1333.38, 2, 40],
      ['Devedor C', 500, 1, 100],
      ['Devedor H', 350.1, 2, 70],
      ['Devedor B', 100, 1, 39],
      ['Devedor J', 60, 1, 30],
    ]);
  });
});
