import { DEFAULT_MONEY_BOUNDS } from '@agua/domain/contracts/money-bounds';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { balanceOf, type Call, caller, newCustomer } from './receipt-fixtures.ts';

// The largest receipt one payment may record (docs/domain.md "Money bounds"): by default 10 000 000 MZN, moved by
// MONEY_MAX_RECEIPT_MZN; above it the payment is refused naming the field, and nothing is recorded.

const v = messages.validation;
const label = messages.receipts.fields.amount;

describe('the receipt bound', () => {
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

  const receiptsOf = (clientId: number) =>
    queryRows(t.databaseUrl, 'select id from receipts where client_id = $1', [clientId]);

  it('refuses a Técnico’s cash receipt of 99 999 999 999,99 MZN naming the field, and records nothing', async () => {
    const customer = await newCustomer(call, admin);
    const answer = await call(tech, 'POST', '/receipt', {
      clientId: customer.clientId,
      amount: 99_999_999_999.99,
      paymentMethod: 'NUMERARIO',
    });

    const message = v.amountOverBound(label, formatMZN(10_000_000));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message, details: [{ field: 'amount', message }] });
    expect(await receiptsOf(customer.clientId)).toEqual([]);
    expect(await balanceOf(t, customer.contractId)).toBe(0);
  });

  it('refuses an amount past numeric(14,2) naming the field', async () => {
    const customer = await newCustomer(call, admin);
    const answer = await call(tech, 'POST', '/receipt', {
      clientId: customer.clientId,
      amount: 1e20,
      paymentMethod: 'NUMERARIO',
    });

    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain(label);
    expect(answer.json().details).toEqual([expect.objectContaining({ field: 'amount' })]);
  });

  it('records a receipt of exactly the bound', async () => {
    const customer = await newCustomer(call, admin);
    const answer = await call(tech, 'POST', '/receipt', {
      clientId: customer.clientId,
      amount: DEFAULT_MONEY_BOUNDS.receipt,
      paymentMethod: 'NUMERARIO',
    });

    expect(answer.statusCode).toBe(201);
  });
});

describe('a bound set by configuration', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ moneyBounds: { receipt: 500 } });
  });
  afterAll(() => t?.close());

  it('refuses 500,01 MZN and records 500', async () => {
    const call = caller(t);
    const admin = bearer(await t.login('admin', 'admin123'));
    const customer = await newCustomer(call, admin);
    const pay = (amount: number) =>
      call(admin, 'POST', '/receipt', { clientId: customer.clientId, amount, paymentMethod: 'NUMERARIO' });

    const over = await pay(500.01);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(v.amountOverBound(label, formatMZN(500)));
    expect((await pay(500)).statusCode).toBe(201);
  });
});
