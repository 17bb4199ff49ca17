import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { caller, monthAfter, newCustomer, readMonth } from '../receipts/receipt-fixtures.ts';
import { createSmsDispatcher } from './dispatcher.ts';
import { createSmsClient } from './provider/client.ts';
import type { SmsSimulator } from './simulator/simulator.ts';
import { maputoAt, messagesOf, secondApi, setPhone, smsOptions, startSimulator } from './sms-fixtures.ts';

// The outbox under load and failure: 50 payments at once make 50 receipt notices, and each reaches the provider
// once although the api sending them dies mid-batch and another api instance takes over. And the pg-boss dispatch
// job sends by itself in an api started as a worker.

const PROVIDER_TIMEOUT_MS = 10_000;
let t: TestApp;
let simulator: SmsSimulator;
let url: string;
let call: ReturnType<typeof caller>;
let admin: Record<string, string>;
let tech: Record<string, string>;

beforeAll(async () => {
  ({ simulator, url } = await startSimulator());
  // The provider is given 10 s, not the fixtures' 1 s: no message here is meant to go unanswered, and on a loaded
  // machine a local answer can be late enough to be retried, which the counts below would take for a repeat.
  t = await createTestApp({ sms: smsOptions(url, PROVIDER_TIMEOUT_MS) });
  call = caller(t);
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
});
afterAll(async () => {
  await t?.close();
  await simulator?.app.close();
});

async function debtors(count: number, phone: (index: number) => string) {
  const made = [];
  for (let index = 0; index < count; index += 1) {
    const customer = await newCustomer(call, admin);
    await setPhone(t, customer.clientId, phone(index));
    const invoice = await readMonth(call, tech, customer.meterId, monthAfter(0), 10);
    made.push({ ...customer, invoice });
  }
  return made;
}

describe('50 concurrent payments', () => {
  it('make 50 receipt messages, each sent once although the sending api dies mid-batch and another takes over', async () => {
    // Last digits 0–5: delivered by the simulator.
    const customers = await debtors(50, (index) => `86${String(900_000 + index)}${index % 6}`);
    const paid = await Promise.all(
      customers.map((customer) =>
        call(tech, 'POST', '/receipt', {
          clientId: customer.clientId,
          amount: customer.invoice.totalAmount,
          invoiceIds: [customer.invoice.invoiceId],
          paymentMethod: 'NUMERARIO',
        }),
      ),
    );
    expect(paid.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const clientIds = customers.map((customer) => customer.clientId);
    const receipts = await messagesOf(t, "event = 'RECEIPT_ISSUED' and client_id = any($1)", [clientIds]);
    expect(receipts).toHaveLength(50);
    expect(new Set(receipts.map((m) => m.source_key)).size).toBe(50);

    // Api A hands two batches to the provider and dies before recording the answers.
    const options = smsOptions(url, PROVIDER_TIMEOUT_MS);
    const apiA = await secondApi(t, options);
    const real = createSmsClient(options.provider);
    const dying = createSmsDispatcher({
      db: apiA.db,
      client: {
        send: async (batch) => {
          await real.send(batch);
          throw new Error('api A was killed');
        },
        status: real.status,
      },
      work: options.work,
      leaseMs: 60_000,
    });
    const at = maputoAt(1, '10:00');
    await expect(dying.drain(at)).rejects.toThrow('api A was killed');
    await apiA.close();
    const stuck = await messagesOf(t, "state = 'SENDING'");
    expect(stuck.length).toBeGreaterThan(0);
    const takenBefore = simulator.taken().length;

    // Api B (this test's api) sends the rest now and takes A's rows over once their lease lapses.
    await t.app.sms.dispatcher.drain(at);
    expect(await messagesOf(t, "state = 'SENDING'")).toHaveLength(stuck.length);
    await t.app.sms.dispatcher.drain(new Date(at.getTime() + 120_000));
    expect(await messagesOf(t, "state = 'SENDING'")).toHaveLength(0);
    expect(simulator.repeats()).toBe(stuck.length);
    await t.app.sms.dispatcher.drain(new Date(at.getTime() + 240_000));

    const delivered = await messagesOf(t, "event = 'RECEIPT_ISSUED' and client_id = any($1)", [clientIds]);
    expect(delivered.map((m) => m.state)).toEqual(Array(50).fill('DELIVERED'));
    // What the provider took: every message once, so each phone got its invoice and its receipt notice, no more.
    const taken = simulator.taken();
    expect(taken.length).toBeGreaterThanOrEqual(takenBefore);
    const phones = new Set(receipts.map((m) => m.phone));
    const perPhone = new Map<string, number>();
    for (const message of taken)
      if (phones.has(message.to)) perPhone.set(message.to, (perPhone.get(message.to) ?? 0) + 1);
    expect([...perPhone.values()]).toEqual(Array(50).fill(2));
  });
});

describe('the dispatch job', () => {
  it('sends due messages by itself in an api started as a worker (pg-boss), on its clock', {
    timeout: 180_000,
  }, async () => {
    const [customer] = await debtors(1, () => '843000001');
    const key = `invoice:${customer!.invoice.invoiceId}`;
    // A clock inside the sending hours whatever the time the test runs at, and running: a send retried (a provider
    // answer later than its timeout) comes due again a second later, as it would in life.
    const offset = maputoAt(1, '10:00').getTime() - Date.now();
    const clock = () => Date.now() + offset;
    const options = smsOptions(url, PROVIDER_TIMEOUT_MS);
    const worker = await secondApi(
      t,
      { ...options, worker: true, work: { ...options.work, pollMs: 200 } },
      clock,
    );
    try {
      // A worker starting pg-boss and sending took over 20 s beside two other test runs: 120 s before it is hung.
      const deadline = Date.now() + 120_000;
      let state = 'QUEUED';
      // A batch holds its messages as SENDING while the provider answers: wait past that too.
      while (Date.now() < deadline && (state === 'QUEUED' || state === 'SENDING')) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        state = (await messagesOf(t, 'source_key = $1', [key]))[0]?.state ?? 'QUEUED';
      }
      expect(['SENT', 'DELIVERED']).toContain(state);
    } finally {
      await worker.close();
    }
  });
});
