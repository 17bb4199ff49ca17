import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, queryRows } from '../../../test/helpers/sql.ts';
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

// Idempotency-Key and concurrency on the real database: repeats answer the first answer and change nothing, even
// when they arrive together; simultaneous different payments on one contract are all counted.

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

const receiptsOf = (contractId: number) =>
  queryRows<{ id: number }>(t.databaseUrl, 'select id from receipts where contract_id = $1', [contractId]);
const ledgerOf = (contractId: number) =>
  queryRows<{ id: number }>(t.databaseUrl, 'select id from ledger_entries where contract_id = $1', [
    contractId,
  ]);

describe('Idempotency-Key on POST /receipt', () => {
  it('answers a repeat with the first answer and changes nothing; another body with the key is a 422', async () => {
    const a = await newCustomer(call, admin);
    const bill = (await readMonth(call, tech, a.meterId, monthAfter(0), 10)).invoiceId;
    const body = { clientId: a.clientId, amount: 325, invoiceIds: [bill], paymentMethod: 'MPESA' };
    const key = { 'idempotency-key': 'pagamento-a-1' };
    const first = await call(tech, 'POST', '/receipt', body, key);
    expect(first.statusCode).toBe(201);
    const ledger = await ledgerOf(a.contractId);
    const repeat = await call(tech, 'POST', '/receipt', { ...body }, key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await receiptsOf(a.contractId)).toHaveLength(1);
    expect(await ledgerOf(a.contractId)).toEqual(ledger);

    const changed = await call(tech, 'POST', '/receipt', { ...body, amount: 400 }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(messages.receipts.api.idempotencyKeyReused);
    expect(await receiptsOf(a.contractId)).toHaveLength(1);

    // Keys belong to their user: the administrator's same key is another request (here refused: already paid).
    const adminTry = await call(admin, 'POST', '/receipt', body, key);
    expect(adminTry.statusCode).toBe(409);
  });

  it('answers a repeated refusal with the same refusal, even once it would now succeed', async () => {
    const a = await newCustomer(call, admin);
    const bill = (await readMonth(call, tech, a.meterId, monthAfter(0), 10)).invoiceId; // 325,00
    const key = { 'idempotency-key': 'pagamento-curto' };
    const body = { clientId: a.clientId, amount: 300, invoiceIds: [bill], paymentMethod: 'MPESA' };
    const first = await call(tech, 'POST', '/receipt', body, key);
    expect(first.statusCode).toBe(400);
    // Credit arrives meanwhile: the same request would now be paid, but a repeat is the first answer.
    await call(tech, 'POST', '/receipt', { clientId: a.clientId, amount: 50, paymentMethod: 'POS' });
    const repeat = await call(tech, 'POST', '/receipt', body, key);
    expect(repeat.statusCode).toBe(400);
    expect(repeat.json()).toEqual(first.json());
    expect(await receiptsOf(a.contractId)).toHaveLength(1);
  });

  it('refuses a key longer than 255 characters, naming the header', async () => {
    const a = await newCustomer(call, admin);
    const response = await call(
      tech,
      'POST',
      '/receipt',
      { clientId: a.clientId, amount: 10, paymentMethod: 'POS' },
      { 'idempotency-key': 'k'.repeat(256) },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.receipts.api.idempotencyKeyInvalid);
  });

  it('makes exactly one receipt of 50 simultaneous identical requests, and answers each the same', async () => {
    const a = await newCustomer(call, admin);
    const bills = [
      (await readMonth(call, tech, a.meterId, monthAfter(0), 10)).invoiceId,
      (await readMonth(call, tech, a.meterId, monthAfter(1), 20)).invoiceId,
    ];
    const body = { clientId: a.clientId, amount: 700, invoiceIds: bills, paymentMethod: 'MPESA' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(tech, 'POST', '/receipt', body, { 'idempotency-key': 'rajada-de-50' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const bodies = new Set(responses.map((response) => response.body));
    expect(bodies.size).toBe(1);
    expect(await receiptsOf(a.contractId)).toHaveLength(1);
    // One receipt's rows: PAYMENT and INVOICE_SETTLEMENT (the opening balance is 0, so no row for it).
    const rows = await queryRows<{ kind: string; amount: string }>(
      t.databaseUrl,
      'select kind, amount from ledger_entries where contract_id = $1 order by id',
      [a.contractId],
    );
    expect(rows).toEqual([
      { kind: 'PAYMENT', amount: '700.00' },
      { kind: 'INVOICE_SETTLEMENT', amount: '-650.00' },
    ]);
    expect(await balanceOf(t, a.contractId)).toBe(50);
    expect(await countRows(t.databaseUrl, 'receipt_invoices')).toBeGreaterThan(0);
  });
});

describe('simultaneous payments on one contract', () => {
  it('counts every one of 50 different payments: balance = their sum = Σ ledger', async () => {
    const a = await newCustomer(call, admin);
    const amounts = Array.from({ length: 50 }, (_, index) => 10 + index + (index % 7) / 100);
    const responses = await Promise.all(
      amounts.map((amount, index) =>
        call(index % 2 ? tech : admin, 'POST', '/receipt', {
          clientId: a.clientId,
          amount,
          paymentMethod: 'NUMERARIO',
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const expected = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
    expect(await balanceOf(t, a.contractId)).toBe(expected);
    expect(await receiptsOf(a.contractId)).toHaveLength(50);
    expect(await balancesOffLedger(t, [a.contractId])).toEqual([]);
    // Each receipt's balanceAfter is a step of one serial history: all distinct, the last equals the total.
    const after = responses.map((response) => response.json().balanceAfter as number).sort((x, y) => x - y);
    expect(new Set(after).size).toBe(50);
    expect(after.at(-1)).toBe(expected);
  });

  it('pays an invoice once when 20 different requests race for it; the others get 409', async () => {
    const a = await newCustomer(call, admin);
    const bill = (await readMonth(call, tech, a.meterId, monthAfter(0), 10)).invoiceId;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(tech, 'POST', '/receipt', {
          clientId: a.clientId,
          amount: 325 + index,
          invoiceIds: [bill],
          paymentMethod: 'MPESA',
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    expect(await receiptsOf(a.contractId)).toHaveLength(1);
    expect(await balancesOffLedger(t, [a.contractId])).toEqual([]);
    expect(await invoicesOffReceipts(t, [a.contractId])).toEqual([]);
  });
});
