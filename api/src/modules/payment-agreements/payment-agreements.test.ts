import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, formatDate, todayInMaputo } from '@agua/domain/dates';
import { formatMZN } from '@agua/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { makeDebtor, makeZone } from '../cuts/debtors.fixture.ts';
import {
  balanceOf,
  balancesOffLedger,
  type Call,
  caller,
  invoicesOffReceipts,
} from '../receipts/receipt-fixtures.ts';

// Acordos de pagamento through the api on the real database (docs/domain.md "Payment agreements"): the plan, the
// instalments paid as receipts, the client leaving and re-entering the cut candidates, the refusals and one
// running agreement per contract however many are asked for at once.

let t: TestApp;
let call: Call;
let admin: Record<string, string>;
let tech: Record<string, string>;
let zoneId: number;
let serial = 0;
const today = todayInMaputo();

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  zoneId = await makeZone(t.databaseUrl, 'Zona dos Acordos');
});
afterAll(() => t?.close());

/** A client of the test's zone with two overdue invoices (40 days: 10 % fine) of 1000 and 500 MZN. */
function debtor(exemptFromFines = true) {
  serial += 1;
  return makeDebtor(t.databaseUrl, {
    name: `Devedor do Acordo ${serial}`,
    zoneId,
    exemptFromFines,
    invoices: [
      { overdueDays: 40, amount: '1000.00' },
      { overdueDays: 40, amount: '500.00' },
    ],
  });
}

async function candidateContracts(): Promise<number[]> {
  const response = await call(admin, 'GET', `/cut/candidates?zoneId=${zoneId}&minDaysOverdue=1`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((row: { contractId: number }) => row.contractId);
}

async function invariants(contractId: number) {
  expect(await balancesOffLedger(t, [contractId])).toEqual([]);
  expect(await invoicesOffReceipts(t, [contractId])).toEqual([]);
}

describe('Acordos de pagamento', () => {
  it('splits the debt, is paid instalment by instalment as receipts, and keeps the client off the candidates while honoured', async () => {
    const d = await debtor();
    expect(await candidateContracts()).toContain(d.contractId);
    const read = await call(tech, 'GET', `/payment-agreements/contract/${d.contractId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ contractId: d.contractId, debt: 1500, agreements: [], active: true });

    // A Técnico reads but does not make agreements.
    const body = { contractId: d.contractId, instalmentCount: 3, downPayment: 300.01, firstDueDate: today };
    expect((await call(tech, 'POST', '/payment-agreements', body)).statusCode).toBe(403);
    const created = await call(admin, 'POST', '/payment-agreements', body);
    expect(created.statusCode, created.body).toBe(201);
    const agreement = created.json();
    expect(agreement).toMatchObject({
      status: 'ACTIVE',
      debt: 1500,
      downPayment: 300.01,
      instalmentCount: 3,
    });
    // 1199.99 in three: the 2 centavos left over go to the first two.
    expect(
      agreement.instalments.map((one: { number: number; amount: number }) => [one.number, one.amount]),
    ).toEqual([
      [0, 300.01],
      [1, 400],
      [2, 400],
      [3, 399.99],
    ]);
    expect(agreement.instalments.map((one: { dueDate: string }) => one.dueDate).slice(1, 3)).toEqual([
      today,
      addMonthsText(today, 1),
    ]);
    expect(await balanceOf(t, d.contractId)).toBe(0);
    expect(await candidateContracts()).not.toContain(d.contractId);

    // Out of order → 409; the down payment, then instalment 1, each a receipt.
    expect(
      (
        await call(tech, 'POST', `/payment-agreements/${agreement.id}/instalments/1/payment`, {
          paymentMethod: 'NUMERARIO',
        })
      ).statusCode,
    ).toBe(409);
    const down = await call(tech, 'POST', `/payment-agreements/${agreement.id}/instalments/0/payment`, {
      paymentMethod: 'NUMERARIO',
    });
    expect(down.statusCode, down.body).toBe(201);
    expect(down.json().instalments[0]).toMatchObject({ state: 'PAID', receiptId: down.json().receiptId });
    const receipt = await call(tech, 'GET', `/receipt/${down.json().receiptId}`);
    expect(receipt.json()).toMatchObject({
      amount: 300.01,
      invoiceIds: [],
      purpose: expect.stringContaining('Entrada'),
    });
    expect(await balanceOf(t, d.contractId)).toBe(300.01);
    const first = await call(tech, 'POST', `/payment-agreements/${agreement.id}/instalments/1/payment`, {
      paymentMethod: 'POS',
    });
    expect(first.statusCode, first.body).toBe(201);
    // 300.01 of credit + 400 do not cover the oldest invoice (1000): invoices are paid oldest first and in full,
    // so it all stays as credit.
    expect(await balanceOf(t, d.contractId)).toBe(700.01);
    expect(first.json()).toMatchObject({ paidAmount: 700.01, remainingAmount: 799.99, status: 'ACTIVE' });
    expect(
      (
        await call(tech, 'POST', `/payment-agreements/${agreement.id}/instalments/1/payment`, {
          paymentMethod: 'POS',
        })
      ).statusCode,
    ).toBe(409);
    await invariants(d.contractId);

    // The Extrato de conta names the instalment beside its payment.
    const statement = await call(tech, 'GET', `/client-statement/${d.clientId}`);
    const descriptions = statement.json().lines.map((line: { description: string }) => line.description);
    expect(descriptions.some((text: string) => text.includes('Prestação 1/3 do acordo de pagamento'))).toBe(
      true,
    );
    // …and lists what the agreement still asks for.
    expect(
      statement
        .json()
        .agreementInstalments.map((one: { label: string; amount: number }) => [one.label, one.amount]),
    ).toEqual([
      ['Prestação 2/3', 400],
      ['Prestação 3/3', 399.99],
    ]);

    // Instalment 2 missed (its due date moved to yesterday): a candidate again, the agreement in arrears.
    await queryRows(
      t.databaseUrl,
      'update payment_agreement_instalments set due_date = $2 where agreement_id = $1 and number = 2',
      [agreement.id, addDays(today, -1)],
    );
    expect(await candidateContracts()).toContain(d.contractId);
    const late = await call(tech, 'GET', `/payment-agreements/contract/${d.contractId}`);
    expect(late.json().agreements[0]).toMatchObject({ status: 'IN_ARREARS' });
    expect(late.json().agreements[0].instalments[2]).toMatchObject({ state: 'MISSED' });
    // Paying it honours the agreement again.
    const second = await call(tech, 'POST', `/payment-agreements/${agreement.id}/instalments/2/payment`, {
      paymentMethod: 'NUMERARIO',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(await candidateContracts()).not.toContain(d.contractId);
    // 1100.01 of funds pay the 1000 invoice (oldest), 100.01 stays as credit.
    expect(await balanceOf(t, d.contractId)).toBe(100.01);

    // A reversed instalment receipt leaves the instalment unpaid.
    expect((await call(admin, 'DELETE', `/receipt/${second.json().receiptId}?reason=Erro`)).statusCode).toBe(
      204,
    );
    const after = await call(tech, 'GET', `/payment-agreements/contract/${d.contractId}`);
    expect(after.json().agreements[0].instalments[2]).toMatchObject({ state: 'MISSED', receiptId: null });
    await invariants(d.contractId);

    // Cancelled with a reason (administrators): a candidate again; nothing more is paid through it.
    expect(
      (await call(tech, 'POST', `/payment-agreements/${agreement.id}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'POST', `/payment-agreements/${agreement.id}/cancel`, { reason: ' ' })).statusCode,
    ).toBe(400);
    const canceled = await call(admin, 'POST', `/payment-agreements/${agreement.id}/cancel`, {
      reason: 'Não cumpriu',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'CANCELED', cancelReason: 'Não cumpriu' });
    expect(
      (await call(admin, 'POST', `/payment-agreements/${agreement.id}/cancel`, { reason: 'De novo' }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await call(tech, 'POST', `/payment-agreements/${agreement.id}/instalments/2/payment`, {
          paymentMethod: 'POS',
        })
      ).statusCode,
    ).toBe(409);
    expect(await candidateContracts()).toContain(d.contractId);
    await invariants(d.contractId);
  });

  it("puts the next instalment on the client's zone water bill, the entrada first", async () => {
    const d = await debtor();
    const body = { contractId: d.contractId, instalmentCount: 2, downPayment: 250, firstDueDate: today };
    const created = await call(admin, 'POST', '/payment-agreements', body);
    expect(created.statusCode, created.body).toBe(201);
    const bills = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoice/waterBills/${zoneId}`,
      headers: { ...tech, accept: 'application/pdf' },
    });
    expect(bills.statusCode, bills.body).toBe(200);
    const scratch = mkdtempSync(join(tmpdir(), 'acordo-'));
    try {
      const file = join(scratch, 'zona.pdf');
      writeFileSync(file, bills.rawPayload);
      const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
        .split('\f')
        .map((page) => page.replace(/[\s\u00a0\u202f]+/g, ' '));
      const page = pages.find((text) => text.includes(`Devedor do Acordo ${serial}`));
      expect(page).toContain(
        `Acordo de pagamento: entrada de ${formatMZN(250).replace(/[\s\u00a0\u202f]+/g, ' ')}, a pagar até ${formatDate(today)}.`,
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('refuses a bad plan by name and changes nothing', async () => {
    const d = await debtor();
    const base = { contractId: d.contractId, instalmentCount: 3, downPayment: 0, firstDueDate: today };
    const refused = async (body: Record<string, unknown>, status: number, field: string) => {
      const response = await call(admin, 'POST', '/payment-agreements', body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().details?.[0]?.field ?? field).toBe(field);
      expect(response.json().message).toMatch(/[a-zà-ú]/i);
    };
    await refused({ ...base, instalmentCount: 1 }, 400, 'instalmentCount');
    await refused({ ...base, instalmentCount: 25 }, 400, 'instalmentCount');
    await refused({ ...base, instalmentCount: '3' }, 400, 'instalmentCount');
    await refused({ ...base, downPayment: 1500 }, 400, 'downPayment');
    await refused({ ...base, downPayment: 10.001 }, 400, 'downPayment');
    await refused({ ...base, firstDueDate: addDays(today, -1) }, 400, 'firstDueDate');
    await refused({ ...base, firstDueDate: addDays(today, 93) }, 400, 'firstDueDate');
    await refused({ ...base, firstDueDate: '2026-02-30' }, 400, 'firstDueDate');
    await refused({ ...base, contractId: 99_999_999 }, 404, 'contractId');
    const paidUp = await makeDebtor(t.databaseUrl, { name: 'Sem dívida', zoneId, invoices: [] });
    await refused({ ...base, contractId: paidUp.contractId }, 409, 'contractId');
    const rows = await queryRows(t.databaseUrl, 'select id from payment_agreements where contract_id = $1', [
      d.contractId,
    ]);
    expect(rows).toEqual([]);
  });

  it('20 agreements asked for one contract at once make one; 20 payments of one instalment make one receipt', async () => {
    const d = await debtor(false);
    const body = { contractId: d.contractId, instalmentCount: 4, downPayment: 0, firstDueDate: today };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(admin, 'POST', '/payment-agreements', body)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const id = answers.find((answer) => answer.statusCode === 201)!.json().id;

    const pays = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(tech, 'POST', `/payment-agreements/${id}/instalments/1/payment`, { paymentMethod: 'NUMERARIO' }),
      ),
    );
    expect(pays.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(pays.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const receipts = await queryRows(t.databaseUrl, 'select id from receipts where contract_id = $1', [
      d.contractId,
    ]);
    expect(receipts).toHaveLength(1);
    await invariants(d.contractId);
  });
});

function addMonthsText(day: string, months: number): string {
  const [y, m, dd] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + m - 1 + months;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(dd, last)).padStart(2, '0')}`;
}
