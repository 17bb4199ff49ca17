import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import {
  balanceOf,
  balancesOffLedger,
  type Call,
  type Customer,
  caller,
  invoicesOffReceipts,
  makeOverdue,
  monthAfter,
  newCustomer,
  readMonth,
} from './receipt-fixtures.ts';

const api = { ...messages.receipts.api, ...messages.ledger.api };

let t: TestApp;
let call: Call;
let admin: Record<string, string>;
let tech: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
});
afterAll(() => t?.close());

/** Everything a refused payment must leave as it was. */
async function moneyState() {
  return {
    receipts: await countRows(t.databaseUrl, 'receipts'),
    ledger: await countRows(t.databaseUrl, 'ledger_entries'),
    lines: await countRows(t.databaseUrl, 'receipt_invoices'),
    paid: (await queryRows(t.databaseUrl, `select id from invoices where payment_status = 'PAID'`)).length,
    balances: await queryRows(t.databaseUrl, 'select id, balance from contracts order by id'),
  };
}

async function ledgerOf(reference: string) {
  return queryRows<{ kind: string; amount: string; user_id: number }>(
    t.databaseUrl,
    'select kind, amount, user_id from ledger_entries where reference = $1 order by id',
    [reference],
  );
}

async function invoice(id: number) {
  return (await call(admin, 'GET', `/invoice/${id}`)).json();
}

describe('POST /receipt', () => {
  let a: Customer;
  let first: number;

  beforeAll(async () => {
    a = await newCustomer(call, admin);
    // 10 m³ at 32,50 = 325,00 MZN, then 40 days overdue: the 31-60 days tier, 10 %.
    first = (await readMonth(call, tech, a.meterId, monthAfter(0), 10)).invoiceId;
    await makeOverdue(t, first, 40);
  });

  it('pays the chosen invoices with their fines as of today, freezes the fine and credits the change', async () => {
    expect((await invoice(first)).totalAmount).toBe(357.5);
    const response = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 400,
      invoiceIds: [first],
      paymentMethod: 'MPESA',
      purpose: 'Pagamento de Janeiro',
    });
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      clientId: a.clientId,
      contractId: a.contractId,
      paymentMethod: 'MPESA',
      paymentMethodLabel: 'M-Pesa',
      amount: 400,
      settledAmount: 357.5,
      balanceAfter: 42.5,
      invoiceIds: [first],
      reversed: false,
      reversedAt: null,
      purpose: 'Pagamento de Janeiro',
    });
    expect(receipt.invoices).toEqual([
      {
        invoiceId: first,
        description: 'Factura de Janeiro 2021',
        readingMonth: 1,
        readingYear: 2021,
        amount: 325,
        fineAmount: 32.5,
        finePercentage: 10,
        totalAmount: 357.5,
      },
    ]);
    expect(await invoice(first)).toMatchObject({
      paymentStatus: 'PAID',
      paymentMethod: 'MPESA',
      paymentDate: todayInMaputo(),
      receiptId: receipt.receiptID,
      fineAmount: 32.5,
      finePercentage: 10,
    });
    expect(await balanceOf(t, a.contractId)).toBe(42.5);
    expect(await ledgerOf(`receipt:${receipt.receiptID}`)).toEqual([
      { kind: 'PAYMENT', amount: '400.00', user_id: 2 },
      { kind: 'INVOICE_SETTLEMENT', amount: '-357.50', user_id: 2 },
    ]);
    // Frozen: a paid invoice's fine no longer follows the calendar.
    await makeOverdue(t, first, 90);
    expect((await invoice(first)).fineAmount).toBe(32.5);
    expect(await balancesOffLedger(t)).toEqual([]);
  });

  it('counts the fine as of the payment date sent, and pays from credit with amount 0', async () => {
    const second = (await readMonth(call, tech, a.meterId, monthAfter(1), 12)).invoiceId; // 2 m³ → minimum 150,00
    const limitDate = await makeOverdue(t, second, 40);
    // Paid 5 days late: the 1-30 days tier, 5 % of 150,00 = 7,50; the credit of 42,50 covers 157,50 with 115,00.
    const response = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 115,
      invoiceIds: [second],
      paymentMethod: 'NUMERARIO',
      paymentDate: addDays(limitDate, 5),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ settledAmount: 157.5, balanceAfter: 0 });
    expect(await invoice(second)).toMatchObject({ fineAmount: 7.5, paymentDate: addDays(limitDate, 5) });

    const credit = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 200,
      paymentMethod: 'POS',
    });
    expect(credit.statusCode).toBe(201);
    expect(credit.json()).toMatchObject({ invoiceIds: [], settledAmount: 0, balanceAfter: 200 });
    const third = (await readMonth(call, tech, a.meterId, monthAfter(2), 14)).invoiceId;
    const fromCredit = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 0,
      invoiceIds: [third],
      paymentMethod: 'MPESA',
    });
    expect(fromCredit.statusCode).toBe(201);
    expect(fromCredit.json()).toMatchObject({ amount: 0, settledAmount: 150, balanceAfter: 50 });
    expect(await ledgerOf(`receipt:${fromCredit.json().receiptID}`)).toEqual([
      { kind: 'INVOICE_SETTLEMENT', amount: '-150.00', user_id: 2 },
    ]);
  });

  it('refuses funds below what is due, naming the amount, and changes nothing', async () => {
    const fourth = (await readMonth(call, tech, a.meterId, monthAfter(3), 34)).invoiceId; // 20 m³ → 650,00
    const before = await moneyState();
    // Credit 50,00 + 599,99 < 650,00.
    const response = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 599.99,
      invoiceIds: [fourth],
      paymentMethod: 'MPESA',
    });
    expect(response.statusCode).toBe(400);
    const message = api.insufficientFunds(formatMZN(650), formatMZN(649.99));
    expect(response.json()).toMatchObject({ message, details: [{ field: 'amount', message }] });
    expect(await moneyState()).toEqual(before);
    const exact = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 600,
      invoiceIds: [fourth],
      paymentMethod: 'MPESA',
    });
    expect(exact.statusCode).toBe(201);
    expect(exact.json().balanceAfter).toBe(0);
  });

  it('uses only a positive balance as funds: a debt is not spent', async () => {
    const b = await newCustomer(call, admin);
    const debt = await call(admin, 'PUT', `/contract/${b.contractId}`, {
      contractTypeId: 1,
      balance: -100,
      balanceReason: 'Dívida anterior ao sistema',
      contractStatus: 1,
    });
    expect(debt.statusCode).toBe(200);
    const bill = (await readMonth(call, tech, b.meterId, monthAfter(0), 2)).invoiceId; // 150,00
    const paid = await call(tech, 'POST', '/receipt', {
      clientId: b.clientId,
      amount: 200,
      invoiceIds: [bill],
      paymentMethod: 'EMOLA',
    });
    expect(paid.statusCode).toBe(201);
    // -100 + 200 - 150: the change pays part of the debt.
    expect(paid.json().balanceAfter).toBe(-50);
    expect(await balanceOf(t, b.contractId)).toBe(-50);
  });
});

describe('POST /receipt refusals (a Portuguese 4xx naming the field, nothing changed)', () => {
  let a: Customer;
  let other: Customer;
  let open: number;
  let othersInvoice: number;

  beforeAll(async () => {
    a = await newCustomer(call, admin);
    other = await newCustomer(call, admin);
    open = (await readMonth(call, tech, a.meterId, monthAfter(0), 5)).invoiceId;
    othersInvoice = (await readMonth(call, tech, other.meterId, monthAfter(0), 5)).invoiceId;
  });

  const base = () => ({ clientId: a.clientId, amount: 1000, invoiceIds: [open], paymentMethod: 'MPESA' });

  async function refused(body: object, status: number, field: string, message?: string) {
    const before = await moneyState();
    const response = await call(tech, 'POST', '/receipt', body);
    expect(response.statusCode, response.body).toBe(status);
    const details = response.json().details as { field: string; message: string }[];
    expect(details.map((detail) => detail.field)).toContain(field);
    if (message) expect(response.json().message).toBe(message);
    expect(await moneyState()).toEqual(before);
    return response.json();
  }

  it('refuses more than 2 decimals and negative amounts', async () => {
    await refused(
      { ...base(), amount: 10.005 },
      400,
      'amount',
      messages.setup.validation.twoDecimals('Valor'),
    );
    await refused({ ...base(), amount: -5 }, 400, 'amount', messages.validation.min('Valor', 0));
  });

  it('refuses an empty selection with amount 0', async () => {
    await refused({ ...base(), invoiceIds: [], amount: 0 }, 400, 'amount', api.nothingToPay);
  });

  it("refuses unknown invoices, another client's, repeated ones and invoices of several contracts", async () => {
    await refused(
      { ...base(), invoiceIds: [open, 999999] },
      400,
      'invoiceIds',
      api.invoicesNotFound('999999'),
    );
    await refused(
      { ...base(), invoiceIds: [open, othersInvoice] },
      400,
      'invoiceIds',
      api.invoicesOfOtherClient(String(othersInvoice)),
    );
    await refused({ ...base(), invoiceIds: [open, open] }, 400, 'invoiceIds', api.invoicesRepeated);
    await refused(
      { ...base(), contractId: other.contractId },
      400,
      'invoiceIds',
      api.invoicesOfOtherContract(String(open)),
    );
    // A second meter and contract for the same client: one receipt credits one contract.
    const meter = await call(admin, 'POST', '/client-meter', { clientId: a.clientId });
    const contract = await call(admin, 'POST', '/contract', {
      startDate: '2020-01-01',
      clientId: a.clientId,
      meterId: meter.json().meterId,
      contractTypeId: 1,
    });
    expect(contract.statusCode).toBe(201);
    const second = (await readMonth(call, tech, meter.json().meterId, monthAfter(0), 5)).invoiceId;
    await refused(
      { ...base(), invoiceIds: [open, second] },
      400,
      'invoiceIds',
      api.invoicesOfSeveralContracts,
    );
    // On account with two active contracts, the contract must be named.
    await refused({ ...base(), invoiceIds: [] }, 400, 'contractId', api.severalActiveContracts);
    const named = await call(tech, 'POST', '/receipt', {
      ...base(),
      invoiceIds: [],
      amount: 10,
      contractId: contract.json().contractId,
    });
    expect(named.statusCode).toBe(201);
    expect(named.json().contractId).toBe(contract.json().contractId);
    await refused(
      { ...base(), invoiceIds: [], contractId: other.contractId },
      400,
      'contractId',
      api.contractNotOfClient,
    );
  });

  it('refuses an already paid and a cancelled invoice with 409', async () => {
    const paid = await call(tech, 'POST', '/receipt', {
      ...base(),
      invoiceIds: [othersInvoice],
      clientId: other.clientId,
    });
    expect(paid.statusCode).toBe(201);
    await refused(
      { ...base(), clientId: other.clientId, invoiceIds: [othersInvoice] },
      409,
      'invoiceIds',
      api.invoicesAlreadyPaid(String(othersInvoice)),
    );
    const reading = await queryRows<{ reading_id: number }>(
      t.databaseUrl,
      'select reading_id from invoices where id = $1',
      [open],
    );
    const cancel = await call(admin, 'PUT', `/reading/${reading[0]!.reading_id}`, {
      readingMonth: 1,
      readingYear: 2021,
      currentReading: 5,
      state: 'CANCELED',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await refused(base(), 409, 'invoiceIds', api.invoicesCanceled(String(open)));
  });

  it('refuses an unknown client, an unknown method and a future payment date', async () => {
    await refused({ ...base(), clientId: 999999 }, 400, 'clientId', api.clientNotFound);
    await refused({ ...base(), paymentMethod: 'CHEQUE' }, 400, 'paymentMethod', api.invalidPaymentMethod);
    await refused(
      { ...base(), paymentDate: addDays(todayInMaputo(), 2) },
      400,
      'paymentDate',
      api.futurePaymentDate,
    );
    await refused({ ...base(), paymentDate: '2026-02-30' }, 400, 'paymentDate', api.invalidPaymentDate);
  });
});

describe('PUT and DELETE /receipt/{id} (administrators)', () => {
  let a: Customer;
  let receiptId: number;
  let bill: number;

  beforeAll(async () => {
    a = await newCustomer(call, admin);
    bill = (await readMonth(call, tech, a.meterId, monthAfter(0), 10)).invoiceId; // 325,00
    await makeOverdue(t, bill, 10); // 5 % → 16,25
    const paid = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 400,
      invoiceIds: [bill],
      paymentMethod: 'MPESA',
    });
    receiptId = paid.json().receiptID;
  });

  it('lets an administrator correct the method and purpose only; the invoices follow the method', async () => {
    const techTry = await call(tech, 'PUT', `/receipt/${receiptId}`, { paymentMethod: 'POS', purpose: 'x' });
    expect(techTry.statusCode).toBe(403);
    const moneyTry = await call(admin, 'PUT', `/receipt/${receiptId}`, { paymentMethod: 'POS', amount: 1 });
    expect(moneyTry.statusCode).toBe(400);
    expect(moneyTry.json().message).toContain('amount');
    const response = await call(admin, 'PUT', `/receipt/${receiptId}`, {
      paymentMethod: 'TRANSFERENCIA',
      purpose: 'Transferência do BCI',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      paymentMethod: 'TRANSFERENCIA',
      purpose: 'Transferência do BCI',
      amount: 400,
    });
    expect((await invoice(bill)).paymentMethod).toBe('TRANSFERENCIA');
  });

  it('reverses a receipt: invoices unpaid again with their fine unfrozen, balance restored by ledger rows', async () => {
    expect(await balanceOf(t, a.contractId)).toBe(58.75);
    expect((await call(tech, 'DELETE', `/receipt/${receiptId}?reason=Teste`)).statusCode).toBe(403);
    await makeOverdue(t, bill, 45); // now 10 %, once the fine is no longer frozen
    const ledgerBefore = await countRows(t.databaseUrl, 'ledger_entries');
    const response = await call(admin, 'DELETE', `/receipt/${receiptId}?reason=Teste`);
    expect(response.statusCode).toBe(204);
    expect(await invoice(bill)).toMatchObject({
      paymentStatus: null,
      paymentDate: null,
      paymentMethod: null,
      receiptId: null,
      fineAmount: 32.5,
      finePercentage: 10,
    });
    expect(await balanceOf(t, a.contractId)).toBe(0);
    expect(await countRows(t.databaseUrl, 'ledger_entries')).toBe(ledgerBefore + 2);
    expect(await ledgerOf(`receipt:${receiptId}`)).toEqual([
      { kind: 'PAYMENT', amount: '400.00', user_id: 2 },
      { kind: 'INVOICE_SETTLEMENT', amount: '-341.25', user_id: 2 },
      { kind: 'PAYMENT_REVERSAL', amount: '-400.00', user_id: 1 },
      { kind: 'SETTLEMENT_REVERSAL', amount: '341.25', user_id: 1 },
    ]);
    const kept = (await call(tech, 'GET', `/receipt/${receiptId}`)).json();
    expect(kept).toMatchObject({ reversed: true, reversedBy: 1, invoiceIds: [bill], settledAmount: 341.25 });
    expect(kept.reversedAt).not.toBeNull();
    expect((await call(admin, 'DELETE', `/receipt/${receiptId}?reason=Teste`)).json().message).toBe(
      api.receiptAlreadyReversed,
    );
    expect((await call(admin, 'PUT', `/receipt/${receiptId}`, { paymentMethod: 'POS' })).statusCode).toBe(
      409,
    );
    expect(await balancesOffLedger(t)).toEqual([]);
    expect(await invoicesOffReceipts(t)).toEqual([]);
    // The invoice can be paid again, by a new receipt.
    const again = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 357.5,
      invoiceIds: [bill],
      paymentMethod: 'MPESA',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().balanceAfter).toBe(0);
  });

  it('lists live and reversed receipts honestly', async () => {
    const mine = await call(tech, 'GET', `/receipt/client/${a.clientId}`);
    expect(mine.headers['x-total-count']).toBe('2');
    expect(
      mine
        .json()
        .map((r: { reversed: boolean }) => r.reversed)
        .sort(),
    ).toEqual([false, true]);
    const reversed = await call(tech, 'GET', `/receipt?clientIds=${a.clientId}&reversed=true`);
    expect(reversed.json().map((r: { receiptID: number }) => r.receiptID)).toEqual([receiptId]);
    const missing = await call(tech, 'DELETE', '/receipt/999999?reason=Teste');
    expect(missing.statusCode).toBe(403);
    expect((await call(admin, 'DELETE', '/receipt/999999?reason=Teste')).statusCode).toBe(404);
  });
});

describe('GET /receipt reads', () => {
  it('pages, sorts, searches and filters with X-Total-Count', async () => {
    const all = await call(tech, 'GET', '/receipt');
    const total = await countRows(t.databaseUrl, 'receipts');
    expect(all.json().length).toBe(total);
    expect(all.headers['x-total-count']).toBe(String(total));
    const page = await call(tech, 'GET', '/receipt?page=2&size=5&sort=amount,desc');
    expect(page.json()).toHaveLength(5);
    expect(page.headers['x-total-count']).toBe(String(total));
    const amounts = page.json().map((r: { amount: number }) => r.amount);
    expect([...amounts].sort((x, y) => y - x)).toEqual(amounts);
    const [someone] = all.json() as { clientId: number; clientName: string }[];
    const byClient = await call(tech, 'GET', `/receipt?clientIds=${someone!.clientId}`);
    expect(byClient.json().every((r: { clientId: number }) => r.clientId === someone!.clientId)).toBe(true);
    const searched = await call(
      tech,
      'GET',
      `/receipt?q=${encodeURIComponent(someone!.clientName.toUpperCase())}`,
    );
    expect(searched.json().length).toBeGreaterThan(0);
    expect(searched.json().every((r: { clientName: string }) => r.clientName === someone!.clientName)).toBe(
      true,
    );
    expect((await call(tech, 'GET', '/receipt?sort=nope')).statusCode).toBe(400);
    expect((await call(tech, 'GET', '/receipt/count')).json()).toEqual({ count: total });
  });

  it('shows the demo receipts with the invoices they paid', async () => {
    const [demo] = (await call(tech, 'GET', '/receipt?ids=1')).json();
    expect(demo.invoiceIds.length).toBeGreaterThan(0);
    expect(demo.balanceAfter).not.toBeNull();
  });

  it('answers the payment methods with Portuguese labels', async () => {
    const response = await call(tech, 'GET', '/receipt/payment-methods');
    expect(response.json()).toEqual([
      { value: 'MPESA', label: 'M-Pesa' },
      { value: 'EMOLA', label: 'e-Mola' },
      { value: 'NUMERARIO', label: 'Numerário' },
      { value: 'TRANSFERENCIA', label: 'Transferência Bancária' },
      { value: 'POS', label: 'POS' },
    ]);
  });
});
