import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import {
  balancesOffLedger,
  type Call,
  caller,
  invoicesOffReceipts,
  monthAfter,
  newCustomer,
  readMonth,
} from '../receipts/receipt-fixtures.ts';
import { mpesaOptions, startSimulator, workerInstance } from './mpesa-fixtures.ts';

// M-Pesa payment requests on the real database against the simulator: the api that records requests (`t`, no
// worker) and a second api process on the same database that works the queue, as in production with several
// instances. Outcomes are scripted by the number's last digit (README "M-Pesa simulator").

let t: TestApp;
let call: Call;
let admin: Record<string, string>;
let tech: Record<string, string>;
let sim: Awaited<ReturnType<typeof startSimulator>>;
let worker: FastifyInstance | undefined;

beforeAll(async () => {
  sim = await startSimulator(150);
  t = await createTestApp({ mpesa: mpesaOptions(sim.url, false) });
  call = caller(t);
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  worker = await workerInstance(t, sim.url);
});
afterAll(async () => {
  await worker?.close();
  await t?.close();
  await sim?.simulator.close();
});

const FINAL = ['PAID', 'CANCELLED', 'FAILED', 'REVERSED'];

async function finalState(id: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await call(tech, 'GET', `/mpesa-payment/${id}`);
    const body = response.json();
    if (FINAL.includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`request ${id} did not end`);
}

let month = 0;
/** A new customer with two unpaid invoices (325,00 each for 10 m³ on Doméstico). */
async function customerWithBills() {
  const customer = await newCustomer(call, admin);
  const first = await readMonth(call, tech, customer.meterId, monthAfter(month), 10);
  const second = await readMonth(call, tech, customer.meterId, monthAfter(month + 1), 20);
  month += 2;
  return {
    ...customer,
    invoiceIds: [first.invoiceId, second.invoiceId],
    due: first.totalAmount + second.totalAmount,
  };
}

const receiptsOf = (contractId: number) =>
  queryRows<{ id: number; reference: string | null; reversed_at: Date | null }>(
    t.databaseUrl,
    'select id, reference, reversed_at from receipts where contract_id = $1',
    [contractId],
  );
const unpaid = (ids: number[]) =>
  queryRows<{ id: number }>(
    t.databaseUrl,
    'select id from invoices where id = any($1) and payment_status is null',
    [ids],
  );

async function request(headers: Record<string, string>, body: object) {
  return call(headers, 'POST', '/mpesa-payment', body);
}

describe('POST /mpesa-payment', () => {
  it('records a PENDING request for what the invoices owe, then the payment issues one receipt', async () => {
    const c = await customerWithBills();
    const created = await request(tech, {
      clientId: c.clientId,
      invoiceIds: c.invoiceIds,
      msisdn: '+258 84 100 0001',
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      status: 'PENDING',
      statusLabel: 'Na fila',
      amount: c.due,
      msisdn: '841000001',
      invoiceIds: c.invoiceIds,
      contractId: c.contractId,
      transactionReference: `AGUA${body.id}`,
    });
    expect(body.thirdPartyReference).toMatch(/^[A-Z0-9]{12}$/);

    const done = await finalState(body.id);
    expect(done).toMatchObject({ status: 'PAID', responseCode: 'INS-0', reason: null });
    expect(done.transactionId).toMatch(/^SIM/);
    const receipts = await receiptsOf(c.contractId);
    expect(receipts).toEqual([{ id: done.receiptId, reference: done.transactionId, reversed_at: null }]);
    const receipt = (await call(tech, 'GET', `/receipt/${done.receiptId}`)).json();
    expect(receipt).toMatchObject({ amount: c.due, paymentMethod: 'MPESA', invoiceIds: c.invoiceIds });
    expect(await unpaid(c.invoiceIds)).toEqual([]);
    expect(await balancesOffLedger(t, [c.contractId])).toEqual([]);
    expect(await invoicesOffReceipts(t, [c.contractId])).toEqual([]);
  });

  it('keeps the invoices unpaid and says why when the client cancels (INS-5) or lacks balance (INS-2006)', async () => {
    const c = await customerWithBills();
    const cancelled = (
      await request(tech, { clientId: c.clientId, invoiceIds: c.invoiceIds, msisdn: '841000002' })
    ).json();
    expect(await finalState(cancelled.id)).toMatchObject({
      status: 'CANCELLED',
      statusLabel: 'Cancelado',
      responseCode: 'INS-5',
      reason: messages.mpesa.reasons['INS-5'],
      receiptId: null,
    });
    // Closed: the same invoices may be asked for again.
    const poor = (
      await request(tech, { clientId: c.clientId, invoiceIds: c.invoiceIds, msisdn: '851000004' })
    ).json();
    expect(await finalState(poor.id)).toMatchObject({
      status: 'FAILED',
      responseCode: 'INS-2006',
      reason: messages.mpesa.reasons['INS-2006'],
    });
    expect(await unpaid(c.invoiceIds)).toHaveLength(2);
    expect(await receiptsOf(c.contractId)).toEqual([]);
  });

  it('after a timeout (INS-9) asks the status with backoff until the payment is found, then pays once', async () => {
    const c = await customerWithBills();
    const created = (
      await request(tech, { clientId: c.clientId, invoiceIds: c.invoiceIds, msisdn: '841000003' })
    ).json();
    const done = await finalState(created.id);
    expect(done.status).toBe('PAID');
    const [row] = await queryRows<{ status_queries: number }>(
      t.databaseUrl,
      'select status_queries from mpesa_payments where id = $1',
      [created.id],
    );
    expect(row!.status_queries).toBeGreaterThanOrEqual(1);
    expect(await receiptsOf(c.contractId)).toHaveLength(1);
    expect(await unpaid(c.invoiceIds)).toEqual([]);
  });

  it('fails with the reason when the payment expires after a timeout', async () => {
    const c = await customerWithBills();
    const created = (
      await request(tech, { clientId: c.clientId, invoiceIds: c.invoiceIds, msisdn: '841000006' })
    ).json();
    expect(await finalState(created.id)).toMatchObject({
      status: 'FAILED',
      reason: messages.mpesa.expiredReason,
    });
    expect(await unpaid(c.invoiceIds)).toHaveLength(2);
  });

  it('makes one receipt however many times the same outcome is delivered, even at once', async () => {
    const c = await customerWithBills();
    const created = (
      await request(tech, { clientId: c.clientId, invoiceIds: c.invoiceIds, msisdn: '841000001' })
    ).json();
    const done = await finalState(created.id);
    // The outcome arrives again while the record still says WAITING (e.g. a retried job after a crash).
    await queryRows(
      t.databaseUrl,
      "update mpesa_payments set status = 'WAITING', finished_at = null where id = $1",
      [created.id],
    );
    await Promise.all(Array.from({ length: 8 }, () => t.app.mpesa.worker.runStatus(created.id, 1)));
    const again = (await call(tech, 'GET', `/mpesa-payment/${created.id}`)).json();
    expect(again).toMatchObject({
      status: 'PAID',
      receiptId: done.receiptId,
      transactionId: done.transactionId,
    });
    expect(await receiptsOf(c.contractId)).toHaveLength(1);
    expect(await balancesOffLedger(t, [c.contractId])).toEqual([]);
  });

  it('lets 1 of 20 simultaneous requests for the same invoices through; at most one payment', async () => {
    const c = await customerWithBills();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(tech, { clientId: c.clientId, invoiceIds: c.invoiceIds, msisdn: '841000008' }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    // Each loser is told why: the request in course, or, when the winner's payment (paid at once) already went
    // through on a slow machine, that the invoices are paid.
    const ids = c.invoiceIds.join(', ');
    const reasons = [
      messages.mpesa.api.invoicesInOpenRequest(ids),
      messages.receipts.api.invoicesAlreadyPaid(ids),
    ];
    for (const answer of answers.filter((answer) => answer.statusCode === 409))
      expect(reasons).toContain(answer.json().message);
    const created = answers.find((answer) => answer.statusCode === 201)!.json();
    expect((await finalState(created.id)).status).toBe('PAID');
    expect(await receiptsOf(c.contractId)).toHaveLength(1);
    // Paid: a new request for them is refused like POST /receipt refuses paying them twice.
    const late = await request(tech, { clientId: c.clientId, invoiceIds: c.invoiceIds, msisdn: '841000008' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.receipts.api.invoicesAlreadyPaid(c.invoiceIds.join(', ')));
  });

  it("asks only what the contract's credit does not cover, and pays the invoices with both", async () => {
    const c = await customerWithBills();
    // 100,00 on account: a credit of 100 (the receipt rule: funds = amount + max(balance, 0)).
    const onAccount = await call(tech, 'POST', '/receipt', {
      clientId: c.clientId,
      amount: 100,
      paymentMethod: 'NUMERARIO',
    });
    expect(onAccount.statusCode).toBe(201);
    const created = await request(tech, {
      clientId: c.clientId,
      invoiceIds: c.invoiceIds,
      msisdn: '841000001',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().amount).toBe(c.due - 100);
    const done = await finalState(created.json().id);
    expect(done.status).toBe('PAID');
    const receipt = (await call(tech, 'GET', `/receipt/${done.receiptId}`)).json();
    expect(receipt).toMatchObject({ amount: c.due - 100, invoiceIds: c.invoiceIds, balanceAfter: 0 });
    expect(await unpaid(c.invoiceIds)).toEqual([]);
    expect(await balancesOffLedger(t, [c.contractId])).toEqual([]);
  });

  it('refuses a request the credit covers whole: pay without M-Pesa', async () => {
    const c = await customerWithBills();
    await call(tech, 'POST', '/receipt', { clientId: c.clientId, amount: c.due, paymentMethod: 'NUMERARIO' });
    const refused = await request(tech, {
      clientId: c.clientId,
      invoiceIds: c.invoiceIds,
      msisdn: '841000001',
    });
    expect(refused.statusCode).toBe(400);
    const message = messages.mpesa.api.creditCovers(formatMZN(c.due));
    expect(refused.json()).toMatchObject({ message, details: [{ field: 'invoiceIds', message }] });
    expect(await unpaid(c.invoiceIds)).toHaveLength(2);
    expect(
      await queryRows(t.databaseUrl, 'select id from mpesa_payments where client_id = $1', [c.clientId]),
    ).toEqual([]);
  });

  it('refuses bad input in Portuguese and changes nothing', async () => {
    const c = await customerWithBills();
    const before = await queryRows(t.databaseUrl, 'select id from mpesa_payments');
    const notVodacom = await request(tech, {
      clientId: c.clientId,
      invoiceIds: c.invoiceIds,
      msisdn: '821000001',
    });
    expect(notVodacom.statusCode).toBe(400);
    expect(notVodacom.json().message).toContain(messages.mpesa.api.notVodacom);
    const none = await request(tech, { clientId: c.clientId, invoiceIds: [], msisdn: '841000001' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(messages.mpesa.api.noInvoices);
    const foreign = await customerWithBills();
    const other = await request(tech, {
      clientId: c.clientId,
      invoiceIds: foreign.invoiceIds,
      msisdn: '841000001',
    });
    expect(other.statusCode).toBe(400);
    expect(await queryRows(t.databaseUrl, 'select id from mpesa_payments')).toEqual(before);
  });
});

describe('listing and reversal', () => {
  it('lists requests newest first with filters and X-Total-Count', async () => {
    const c = await customerWithBills();
    const created = (
      await request(tech, { clientId: c.clientId, invoiceIds: c.invoiceIds, msisdn: '841000002' })
    ).json();
    await finalState(created.id);
    const page = await call(
      tech,
      'GET',
      `/mpesa-payment?clientIds=${c.clientId}&status=CANCELLED&page=1&size=5`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('1');
    expect(page.json().map((row: { id: number }) => row.id)).toEqual([created.id]);
    const search = await call(tech, 'GET', `/mpesa-payment?q=${created.transactionReference}`);
    expect(search.json().map((row: { id: number }) => row.id)).toEqual([created.id]);
    expect((await call(tech, 'GET', '/mpesa-payment?status=PAGO')).statusCode).toBe(400);
  });

  it('lets an administrator reverse a paid request: the provider first, then the receipt', async () => {
    const c = await customerWithBills();
    const created = (
      await request(tech, { clientId: c.clientId, invoiceIds: c.invoiceIds, msisdn: '841000008' })
    ).json();
    const done = await finalState(created.id);
    expect((await call(tech, 'POST', `/mpesa-payment/${created.id}/reverse`)).statusCode).toBe(403);
    const reversed = await call(admin, 'POST', `/mpesa-payment/${created.id}/reverse`);
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json()).toMatchObject({ status: 'REVERSED', statusLabel: 'Revertido' });
    const [receipt] = await receiptsOf(c.contractId);
    expect(receipt!.id).toBe(done.receiptId);
    expect(receipt!.reversed_at).not.toBeNull();
    expect(await unpaid(c.invoiceIds)).toHaveLength(2);
    expect(await balancesOffLedger(t, [c.contractId])).toEqual([]);
    const twice = await call(admin, 'POST', `/mpesa-payment/${created.id}/reverse`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.mpesa.api.notReversible);
  });
});

describe('a worker stopped mid-wait', () => {
  it('hands the job to another api instance, which completes the request exactly once', async () => {
    const c = await customerWithBills();
    // The running worker steps aside: only instance A works while the request is sent.
    await worker?.close();
    worker = undefined;
    const a = await workerInstance(t, sim.url);
    // Ending in 7: the customer takes 5 delays to type the PIN.
    const created = (
      await request(tech, { clientId: c.clientId, invoiceIds: c.invoiceIds, msisdn: '841000007' })
    ).json();
    // Generous: on a loaded machine the worker's first job may take many seconds to start.
    const deadline = Date.now() + 45_000;
    while ((await call(tech, 'GET', `/mpesa-payment/${created.id}`)).json().status !== 'WAITING') {
      if (Date.now() > deadline) throw new Error('never sent');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await a.close(); // mid-wait: its job is handed back to the queue
    worker = await workerInstance(t, sim.url);
    const done = await finalState(created.id);
    expect(done.status).toBe('PAID');
    expect(await receiptsOf(c.contractId)).toHaveLength(1);
    // The provider was asked once: the new instance queried the status instead of asking the phone again.
    const transaction = await fetch(`${sim.url}/simulator/transactions/${created.thirdPartyReference}`);
    expect(((await transaction.json()) as { c2bCalls: number }).c2bCalls).toBe(1);
  });
});
