import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import {
  balanceOf,
  balancesOffLedger,
  type Call,
  caller,
  invoicesOffReceipts,
  monthAfter,
  newCustomer,
  readMonth,
} from './receipt-fixtures.ts';

// Partial payments at the counter (docs/domain.md "Partial payments") and the receipt's Saldo anterior, on the real
// database through the api.

const run = promisify(execFile);
let t: TestApp;
let call: Call;
let admin: Record<string, string>;
let tech: Record<string, string>;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  folder = await mkdtemp(path.join(tmpdir(), 'agua-partial-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await t?.close();
});

/** A customer with `months` unpaid invoices of 150,00 MZN each (2 m³ a month: Doméstico's minimum), oldest first. */
async function customerOwing(months: number) {
  const customer = await newCustomer(call, admin);
  const invoiceIds: number[] = [];
  for (let index = 0; index < months; index += 1) {
    invoiceIds.push(
      (await readMonth(call, tech, customer.meterId, monthAfter(index), (index + 1) * 2)).invoiceId,
    );
  }
  return { ...customer, invoiceIds };
}

const status = async (ids: number[]) =>
  (
    await queryRows<{ id: number; payment_status: string | null }>(
      t.databaseUrl,
      'select id, payment_status from invoices where id = any($1) order by id',
      [ids],
    )
  ).map((row) => row.payment_status);

describe('POST /receipt with partial', () => {
  it('pays the oldest invoices the amount covers in full and keeps the rest as credit', async () => {
    const a = await customerOwing(4);
    // Named newest first: the order sent does not matter, age does.
    const paid = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 400,
      invoiceIds: [...a.invoiceIds].reverse(),
      paymentMethod: 'NUMERARIO',
      partial: true,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const receipt = paid.json();
    expect(receipt.invoiceIds).toEqual(a.invoiceIds.slice(0, 2));
    expect(receipt.settledAmount).toBe(300);
    expect(receipt.balanceBefore).toBe(0);
    expect(receipt.balanceAfter).toBe(100);
    expect(await status(a.invoiceIds)).toEqual(['PAID', 'PAID', null, null]);
    expect(await balanceOf(t, a.contractId)).toBe(100);

    // The credit pays on the next visit: 50 more with the 100 of credit pay the third month.
    const next = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 50,
      invoiceIds: a.invoiceIds.slice(2),
      paymentMethod: 'NUMERARIO',
      partial: true,
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json()).toMatchObject({ invoiceIds: [a.invoiceIds[2]], balanceBefore: 100, balanceAfter: 0 });
    expect(await balancesOffLedger(t, [a.contractId])).toEqual([]);
    expect(await invoicesOffReceipts(t, [a.contractId])).toEqual([]);
  });

  it('without partial the same payment is refused naming amount; with nothing covered and nothing paid, too', async () => {
    const a = await customerOwing(2);
    const refused = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 200,
      invoiceIds: a.invoiceIds,
      paymentMethod: 'NUMERARIO',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe('amount');
    expect(refused.json().message).toContain('300,00');

    // Less than the oldest invoice: nothing paid, the money is credit.
    const credit = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 100,
      invoiceIds: a.invoiceIds,
      paymentMethod: 'NUMERARIO',
      partial: true,
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({ invoiceIds: [], settledAmount: 0, balanceAfter: 100 });

    const empty = await call(tech, 'POST', '/receipt', {
      clientId: (await customerOwing(1)).clientId,
      amount: 0,
      invoiceIds: [],
      paymentMethod: 'NUMERARIO',
      partial: true,
    });
    expect(empty.statusCode).toBe(400);
    const zero = await customerOwing(1);
    const nothing = await call(tech, 'POST', '/receipt', {
      clientId: zero.clientId,
      amount: 0,
      invoiceIds: zero.invoiceIds,
      paymentMethod: 'NUMERARIO',
      partial: true,
    });
    expect(nothing.statusCode, nothing.body).toBe(400);
    expect(nothing.json().details[0].field).toBe('amount');
    expect(await status(zero.invoiceIds)).toEqual([null]);
  });

  it('a partial flag that is not a boolean is refused by name', async () => {
    const a = await customerOwing(1);
    const response = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 150,
      invoiceIds: a.invoiceIds,
      paymentMethod: 'NUMERARIO',
      partial: 'sim',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Pagamento parcial');
  });

  it('two cashiers paying the same invoices at once: one wins or both partial, never over-paid', async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await customerOwing(5);
      // 30 payments at once, each of 1–3 months' money on every invoice, half of them partial.
      const attempts = Array.from({ length: 30 }, (_, index) => ({
        clientId: a.clientId,
        amount: 150 * ((index % 3) + 1),
        invoiceIds: index % 2 === 0 ? a.invoiceIds : a.invoiceIds.slice(0, 2),
        paymentMethod: 'NUMERARIO',
        partial: index % 2 === 0,
      }));
      const answers = await Promise.all(
        attempts.map((body, index) => call(index % 2 ? admin : tech, 'POST', '/receipt', body)),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(
        codes.every((code) => [201, 400, 409].includes(code)),
        codes.join(),
      ).toBe(true);
      const created = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json());
      // Every invoice paid at most once, by a receipt whose money covered it.
      const paidIds = created.flatMap((receipt) => receipt.invoiceIds as number[]);
      expect(new Set(paidIds).size).toBe(paidIds.length);
      const received = created.reduce((sum, receipt) => sum + Math.round(receipt.amount * 100), 0);
      const settled = created.reduce((sum, receipt) => sum + Math.round(receipt.settledAmount * 100), 0);
      expect(Math.round((await balanceOf(t, a.contractId)) * 100)).toBe(received - settled);
      expect(received - settled).toBeGreaterThanOrEqual(0);
      expect(await balancesOffLedger(t, [a.contractId])).toEqual([]);
      expect(await invoicesOffReceipts(t, [a.contractId])).toEqual([]);
    }
  });
});

describe('the receipt shows Saldo anterior, what it settled and Saldo após', () => {
  it('a debt outside invoices taken from the payment is on the receipt and its PDF', async () => {
    const a = await customerOwing(1);
    // Vistoria Técnica (350,00): a charge the client owes outside invoices.
    const charge = await call(tech, 'POST', '/client-rubrics', {
      clientId: a.clientId,
      rubricId: 4,
      quantity: 1,
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const paid = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 600,
      invoiceIds: a.invoiceIds,
      paymentMethod: 'NUMERARIO',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const receipt = paid.json();
    expect(receipt).toMatchObject({
      balanceBefore: -350,
      settledAmount: 150,
      amount: 600,
      balanceAfter: 100,
    });

    const pdf = await call(tech, 'GET', `/receipt/file/${receipt.receiptID}`, undefined, {
      accept: 'application/pdf',
    });
    const file = path.join(folder, `r-${receipt.receiptID}.pdf`);
    await writeFile(file, pdf.rawPayload);
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\s+/g, ' ');
    expect(text).toMatch(/Dívida anterior 350,00\sMZN/);
    expect(text).toMatch(/Total das facturas 150,00\sMZN/);
    expect(text).toMatch(/Valor recebido 600,00\sMZN/);
    expect(text).toMatch(/Saldo após o pagamento 100,00\sMZN/);
  });
});
