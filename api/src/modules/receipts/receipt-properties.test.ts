import { todayInMaputo } from '@agua/domain/dates';
import { toCentavos } from '@agua/domain/money';
import { instalmentPlan } from '@agua/domain/rules/payment-agreement';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { receiptPropertyRuns } from '../../../test/helpers/test-env.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { type Call, type Customer, caller, newCustomer } from './receipt-fixtures.ts';

// Random sequences of the operations that move money (readings that issue invoices, payments, receipt reversals,
// rubric charges and their reversals, cuts and their reconnection fees) on a few contracts, through the api on the
// real database. After every step:
// every contract's balance = Σ its ledger rows, every invoice is PAID exactly when a live receipt points at it, the
// balance is what a plain model of the same steps says it must be, and the Extrato de conta ends at that balance.
// Payments include partial ones (the oldest invoices covered) and change left as credit (funds 'over'), and payment
// agreements (docs/domain.md "Payment agreements"): made, their next instalment paid as a receipt, cancelled.
// `pnpm test` runs 100 sequences, `pnpm test:deep` 1,000 (test-env.ts).

const RUNS = receiptPropertyRuns();
const RUBRIC_PRICES: Record<number, number> = { 4: 350_00, 5: 50_00 }; // Vistoria Técnica, Segunda Via (demo)
// A meter is read month after month from January 2000; after 300 months (December 2024) its slot gets a fresh
// customer, so no reading ever falls in the future.
const LAST_MONTH_INDEX = 300;
const periodOf = (index: number) => ({ year: 2000 + Math.floor(index / 12), month: (index % 12) + 1 });

type Command =
  | { kind: 'read'; slot: number; consumption: number }
  | {
      kind: 'pay';
      slot: number;
      pick: number[];
      funds: 'exact' | 'short' | 'over' | 'any';
      cents: number;
      key: boolean;
      addPaid: boolean;
      /** A partial payment (docs/domain.md "Partial payments"): short funds pay the oldest invoices they cover. */
      partial: boolean;
    }
  | { kind: 'reverse'; slot: number; pick: number }
  | { kind: 'charge'; slot: number; rubricId: number; quantity: number }
  | { kind: 'uncharge'; slot: number; pick: number }
  | { kind: 'cut'; slot: number }
  /** twice: the same reconnection submitted again (a double click): refused, the fee stays charged once. */
  | { kind: 'reconnect'; slot: number; pick: number; twice: boolean }
  /** A payment agreement of `count` instalments with a down payment of tenths/10 of the debt. */
  | { kind: 'agree'; slot: number; count: number; tenths: number }
  | { kind: 'instalment'; slot: number }
  | { kind: 'unagree'; slot: number };

const slot = fc.integer({ min: 0, max: 2 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('read' as const),
      slot,
      consumption: fc.integer({ min: 0, max: 30 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      slot,
      pick: fc.array(fc.nat(20), { maxLength: 3 }),
      funds: fc.constantFrom('exact' as const, 'short' as const, 'over' as const, 'any' as const),
      cents: fc.integer({ min: 0, max: 100_000 }),
      key: fc.boolean(),
      addPaid: fc.boolean(),
      partial: fc.boolean(),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('reverse' as const), slot, pick: fc.nat(20) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('charge' as const),
      slot,
      rubricId: fc.constantFrom(4, 5),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('uncharge' as const), slot, pick: fc.nat(20) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('cut' as const), slot }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('reconnect' as const),
      slot,
      pick: fc.nat(5),
      twice: fc.boolean(),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('agree' as const),
      slot,
      count: fc.integer({ min: 2, max: 4 }),
      tenths: fc.integer({ min: 0, max: 5 }),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('instalment' as const), slot }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('unagree' as const), slot }), weight: 1 },
);

/** What the model knows of one contract: its invoices, receipts, charges and its meter's cuts. */
interface Account {
  customer: Customer;
  months: number;
  lastIndex: number;
  invoices: { id: number; amount: number; receipt: number | null }[];
  receipts: { id: number; amount: number; due: number; invoiceIds: number[]; reversed: boolean }[];
  charges: { id: number; amount: number; reversed: boolean }[];
  cuts: { id: number; open: boolean }[];
  /** Centavos of reconnection fees debited (one per reconnected cut). */
  fees: number;
  /** The latest payment agreement: its instalments and the receipt that paid each. */
  agreement: {
    id: number;
    canceled: boolean;
    instalments: { number: number; amount: number; receipt: number | null }[];
  } | null;
}

/** An instalment is paid while the receipt that paid it is live. */
const instalmentPaid = (account: Account, receipt: number | null) =>
  receipt !== null && account.receipts.some((one) => one.id === receipt && !one.reversed);

const balanceOf = (account: Account) =>
  account.receipts.filter((r) => !r.reversed).reduce((sum, r) => sum + r.amount - r.due, 0) -
  account.charges.filter((c) => !c.reversed).reduce((sum, c) => sum + c.amount, 0) -
  account.fees;

let t: TestApp;
let call: Call;
let admin: Record<string, string>;
let tech: Record<string, string>;
let sql: pg.Client;
/** Centavos: the reconnection fee of the customers' contract type (Doméstico), read from the database. */
let reconnectionFee: number;
const accounts: Account[] = [];
let keys = 0;
/** How many agreements were made and instalments paid (so a run that never reaches them shows it). */
const agreementSteps = { made: 0, paid: 0 };

async function freshAccount(): Promise<Account> {
  return {
    customer: await newCustomer(call, admin),
    months: 0,
    lastIndex: 0,
    invoices: [],
    receipts: [],
    charges: [],
    cuts: [],
    fees: 0,
    agreement: null,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
  const { rows } = await sql.query<{ fee: string }>(
    'select reconnection_fee as fee from contract_types where id = 1',
  );
  reconnectionFee = toCentavos(rows[0]!.fee);
  // A zero fee would leave the reconnection's ledger row unseen by the balance checks.
  expect(reconnectionFee).toBeGreaterThan(0);
  for (let index = 0; index < 3; index += 1) accounts.push(await freshAccount());
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

/** The three checks in one round trip: contracts off their ledger, invoices off their receipt, the model's balances. */
async function invariantsHold(touched: number): Promise<void> {
  const ids = accounts.map((account) => account.customer.contractId);
  const { rows } = await sql.query<{
    off_ledger: number[];
    off_receipts: number[];
    balances: [number, string][];
  }>(
    `select
       array(select c.id from contracts c
              where c.balance <> coalesce((select sum(l.amount) from ledger_entries l where l.contract_id = c.id), 0)
            ) as off_ledger,
       array(select i.id from invoices i left join receipts r on r.id = i.receipt_id
              where coalesce(i.payment_status = 'PAID', false) <> (r.id is not null and r.reversed_at is null)
            ) as off_receipts,
       (select json_agg(json_build_array(id, balance::text)) from contracts where id = any($1)) as balances`,
    [ids],
  );
  const [row] = rows;
  expect(row!.off_ledger).toEqual([]);
  expect(row!.off_receipts).toEqual([]);
  for (const account of accounts) {
    const found = row!.balances.find(([id]) => id === account.customer.contractId);
    expect(toCentavos(found![1])).toBe(balanceOf(account));
  }
  // The Extrato de conta's running balance ends at the contract's balance (docs/domain.md "Extrato de conta"), read
  // for the account the step touched (the others did not move).
  for (const account of [accounts[touched]!]) {
    const statement = await call(tech, 'GET', `/client-statement/${account.customer.clientId}`);
    expect(statement.statusCode, statement.body).toBe(200);
    const { lines, closingBalance } = statement.json();
    expect(toCentavos(closingBalance)).toBe(balanceOf(account));
    if (lines.length > 0) expect(toCentavos(lines.at(-1).balance)).toBe(balanceOf(account));
  }
}

async function apply(command: Command): Promise<void> {
  let account = accounts[command.slot]!;
  const user = command.slot === 0 ? admin : tech;
  switch (command.kind) {
    case 'read': {
      if (account.months >= LAST_MONTH_INDEX) {
        account = await freshAccount();
        accounts[command.slot] = account;
      }
      const currentReading = account.lastIndex + command.consumption;
      const response = await call(user, 'POST', '/reading', {
        meterId: account.customer.meterId,
        readingYear: periodOf(account.months).year,
        readingMonth: periodOf(account.months).month,
        currentReading,
      });
      expect(response.statusCode, response.body).toBe(201);
      const invoice = response.json().invoice;
      account.invoices.push({ id: invoice.invoiceId, amount: toCentavos(invoice.amount), receipt: null });
      account.months += 1;
      account.lastIndex = currentReading;
      return;
    }
    case 'pay': {
      const unpaid = account.invoices.filter((invoice) => invoice.receipt === null);
      const chosen = [...new Set(command.pick.filter((index) => index < unpaid.length))].map(
        (index) => unpaid[index]!,
      );
      const paidOne = account.invoices.find((invoice) => invoice.receipt !== null);
      const includePaid = command.addPaid && paidOne !== undefined;
      const due = chosen.reduce((sum, invoice) => sum + invoice.amount, 0);
      const balance = balanceOf(account);
      const needed = Math.max(due - Math.max(balance, 0), 0);
      const amount =
        command.funds === 'exact'
          ? needed
          : command.funds === 'short'
            ? Math.max(needed - 1, 0)
            : command.funds === 'over'
              ? needed + command.cents
              : command.cents;
      const body = {
        clientId: account.customer.clientId,
        amount: amount / 100,
        invoiceIds: [...chosen.map((invoice) => invoice.id), ...(includePaid ? [paidOne.id] : [])],
        paymentMethod: 'MPESA',
        ...(command.partial ? { partial: true } : {}),
      };
      const funds = amount + Math.max(balance, 0);
      // What a partial payment short of funds pays: the oldest chosen invoices (ids grow with the month) in full,
      // stopping at the first one the funds left cannot cover.
      const covered: typeof chosen = [];
      if (funds >= due) covered.push(...chosen);
      else if (command.partial) {
        let left = funds;
        for (const invoice of [...chosen].sort((x, y) => x.id - y.id)) {
          if (invoice.amount > left) break;
          covered.push(invoice);
          left -= invoice.amount;
        }
      }
      const settled = covered.reduce((sum, invoice) => sum + invoice.amount, 0);
      keys += 1;
      const headers: Record<string, string> = command.key ? { 'idempotency-key': `k-${keys}` } : {};
      const response = await call(user, 'POST', '/receipt', body, headers);
      const expected = includePaid
        ? 409
        : body.invoiceIds.length === 0 && amount === 0
          ? 400
          : funds < due && !command.partial
            ? 400
            : covered.length === 0 && amount === 0
              ? 400
              : 201;
      expect(response.statusCode, response.body).toBe(expected);
      if (expected === 201) {
        const receipt = response.json();
        expect(receipt.settledAmount).toBe(settled / 100);
        expect(receipt.balanceBefore).toBe(balance / 100);
        expect(receipt.invoiceIds).toEqual(covered.map((invoice) => invoice.id).sort((x, y) => x - y));
        account.receipts.push({
          id: receipt.receiptID,
          amount,
          due: settled,
          invoiceIds: receipt.invoiceIds,
          reversed: false,
        });
        for (const invoice of covered) invoice.receipt = receipt.receiptID;
      }
      if (command.key) {
        // The same request again: the first answer, nothing changed (checked by the invariants and the model).
        const repeat = await call(user, 'POST', '/receipt', body, headers);
        expect(repeat.statusCode).toBe(response.statusCode);
        expect(repeat.body).toBe(response.body);
      }
      return;
    }
    case 'reverse': {
      const receipt = account.receipts[command.pick % Math.max(account.receipts.length, 1)];
      if (!receipt) return;
      const response = await call(admin, 'DELETE', `/receipt/${receipt.id}?reason=Teste`);
      expect(response.statusCode, response.body).toBe(receipt.reversed ? 409 : 204);
      if (!receipt.reversed) {
        receipt.reversed = true;
        for (const invoice of account.invoices) if (invoice.receipt === receipt.id) invoice.receipt = null;
      }
      return;
    }
    case 'charge': {
      const response = await call(user, 'POST', '/client-rubrics', {
        clientId: account.customer.clientId,
        rubricId: command.rubricId,
        quantity: command.quantity,
      });
      expect(response.statusCode, response.body).toBe(201);
      const amount = RUBRIC_PRICES[command.rubricId]! * command.quantity;
      account.charges.push({ id: response.json().ClientRubrics.id, amount, reversed: false });
      return;
    }
    case 'uncharge': {
      const charge = account.charges[command.pick % Math.max(account.charges.length, 1)];
      if (!charge) return;
      const response = await call(admin, 'DELETE', `/client-rubrics/${charge.id}?reason=Teste`);
      expect(response.statusCode, response.body).toBe(charge.reversed ? 409 : 204);
      charge.reversed = true;
      return;
    }
    case 'cut': {
      const response = await call(admin, 'POST', '/cut', {
        meterId: account.customer.meterId,
        startDate: todayInMaputo(),
      });
      const open = account.cuts.some((cut) => cut.open);
      expect(response.statusCode, response.body).toBe(open ? 409 : 201);
      if (!open) account.cuts.push({ id: response.json().cutId, open: true });
      return;
    }
    case 'reconnect': {
      const cut = account.cuts[command.pick % Math.max(account.cuts.length, 1)];
      if (!cut) return;
      const expected = cut.open ? 200 : 409;
      const response = await call(admin, 'POST', `/cut/${cut.id}/reconnect`, {});
      expect(response.statusCode, response.body).toBe(expected);
      if (cut.open) {
        cut.open = false;
        account.fees += reconnectionFee;
      }
      if (command.twice) {
        const repeat = await call(admin, 'POST', `/cut/${cut.id}/reconnect`, {});
        expect(repeat.statusCode, repeat.body).toBe(409);
      }
      return;
    }
    case 'agree':
      return agree(account, command);
    case 'instalment':
      return payInstalment(account, user);
    case 'unagree': {
      const agreement = account.agreement;
      if (!agreement) return;
      const response = await call(admin, 'POST', `/payment-agreements/${agreement.id}/cancel`, {
        reason: 'Teste',
      });
      // A fully paid agreement is still ACTIVE in the table (completed only when a new one is made): cancellable.
      expect(response.statusCode, response.body).toBe(agreement.canceled ? 409 : 200);
      agreement.canceled = true;
      return;
    }
  }
}

/** Novo acordo: the contract's debt (unpaid invoices, no fines here, plus a debt, less a credit) split as planned. */
async function agree(account: Account, command: Extract<Command, { kind: 'agree' }>): Promise<void> {
  const unpaid = account.invoices.filter((invoice) => invoice.receipt === null);
  const balance = balanceOf(account);
  const debt = Math.max(unpaid.reduce((sum, invoice) => sum + invoice.amount, 0) - balance, 0);
  const downPayment = Math.floor((debt * command.tenths) / 10);
  const today = todayInMaputo();
  const response = await call(admin, 'POST', '/payment-agreements', {
    contractId: account.customer.contractId,
    instalmentCount: command.count,
    downPayment: downPayment / 100,
    firstDueDate: today,
  });
  const previous = account.agreement;
  const running =
    previous !== null &&
    !previous.canceled &&
    previous.instalments.some((one) => !instalmentPaid(account, one.receipt));
  const plan = instalmentPlan({ debt, downPayment, count: command.count, firstDueDate: today, today });
  const expected = running ? 409 : 'problem' in plan ? (plan.problem === 'noDebt' ? 409 : 400) : 201;
  expect(response.statusCode, response.body).toBe(expected);
  if (expected !== 201 || 'problem' in plan) return;
  const made = response.json();
  expect(toCentavos(made.debt)).toBe(debt);
  expect(made.instalments.map((one: { amount: number }) => toCentavos(one.amount))).toEqual(
    plan.instalments.map((one) => one.amount),
  );
  agreementSteps.made += 1;
  account.agreement = {
    id: made.id,
    canceled: false,
    instalments: plan.instalments.map((one) => ({ number: one.number, amount: one.amount, receipt: null })),
  };
}

/** Pagar prestação: the next unpaid instalment, a receipt of its amount over every unpaid invoice, partial. */
async function payInstalment(account: Account, user: Record<string, string>): Promise<void> {
  const agreement = account.agreement;
  if (!agreement) return;
  const next = agreement.instalments.find((one) => !instalmentPaid(account, one.receipt));
  if (!next) return;
  const response = await call(
    user,
    'POST',
    `/payment-agreements/${agreement.id}/instalments/${next.number}/payment`,
    {
      paymentMethod: 'NUMERARIO',
    },
  );
  expect(response.statusCode, response.body).toBe(agreement.canceled ? 409 : 201);
  if (agreement.canceled) return;
  const balance = balanceOf(account);
  let left = next.amount + Math.max(balance, 0);
  const covered: Account['invoices'] = [];
  // The receipt names the 120 oldest unpaid invoices (MAX_INVOICES_PER_RECEIPT).
  const unpaid = account.invoices.filter((one) => one.receipt === null).sort((x, y) => x.id - y.id);
  for (const invoice of unpaid.slice(0, 120)) {
    if (invoice.amount > left) break;
    covered.push(invoice);
    left -= invoice.amount;
  }
  const receiptId = response.json().receiptId;
  account.receipts.push({
    id: receiptId,
    amount: next.amount,
    due: covered.reduce((sum, invoice) => sum + invoice.amount, 0),
    invoiceIds: covered.map((invoice) => invoice.id),
    reversed: false,
  });
  for (const invoice of covered) invoice.receipt = receiptId;
  next.receipt = receiptId;
  agreementSteps.paid += 1;
}

describe('money invariants under random sequences', () => {
  it(`hold after every step of ${RUNS} random sequences`, async () => {
    const started = Date.now();
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 5 }), async (commands) => {
        for (const step of commands) {
          await apply(step);
          await invariantsHold(step.slot);
          steps += 1;
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    console.info(
      `receipt properties: ${RUNS} sequences, ${steps} steps in ${Date.now() - started} ms; ` +
        `${agreementSteps.made} agreements made, ${agreementSteps.paid} instalments paid`,
    );
  }, 600_000);
});
