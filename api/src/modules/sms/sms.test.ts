import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../test/helpers/api-keys.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { caller, monthAfter, newCustomer, readMonth } from '../receipts/receipt-fixtures.ts';
import type { SmsSimulator } from './simulator/simulator.ts';
import { maputoAt, messagesOf, setPhone, smsOptions, startSimulator } from './sms-fixtures.ts';

let t: TestApp;
let simulator: SmsSimulator;
let admin: Record<string, string>;
let tech: Record<string, string>;
let call: ReturnType<typeof caller>;
const s = messages.sms;

beforeAll(async () => {
  const started = await startSimulator();
  simulator = started.simulator;
  t = await createTestApp({ sms: smsOptions(started.url) });
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  call = caller(t);
});
afterAll(async () => {
  await t?.close();
  await simulator?.app.close();
});

const drain = (at = maputoAt(1, '10:00')) => t.app.sms.dispatcher.drain(at);

/** A customer with one unpaid invoice (its notice already in the outbox), on the given phone. */
async function debtor(phone: string, index = 0) {
  const customer = await newCustomer(call, admin);
  await setPhone(t, customer.clientId, phone);
  const invoice = await readMonth(call, tech, customer.meterId, monthAfter(index), 10);
  return { ...customer, invoice };
}

const pay = (customer: { clientId: number; invoice: { invoiceId: number; totalAmount: number } }) =>
  call(tech, 'POST', '/receipt', {
    clientId: customer.clientId,
    amount: customer.invoice.totalAmount,
    invoiceIds: [customer.invoice.invoiceId],
    paymentMethod: 'NUMERARIO',
  });

describe('templates', () => {
  it('lists every event with its default text, placeholders and worst-case preview', async () => {
    const response = await call(admin, 'GET', '/sms-template');
    expect(response.statusCode).toBe(200);
    const templates = response.json();
    expect(templates.map((row: { event: string }) => row.event)).toEqual([
      'INVOICE_ISSUED',
      'RECEIPT_ISSUED',
      'CUT_WARNING',
      'CUT_EXECUTED',
      'RECONNECTION',
    ]);
    for (const template of templates) {
      expect(template.updatedAt).toBeNull();
      // The defaults are written to fit one GSM-7 part even with the longest name and amount.
      expect(template.preview).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    }
    expect(templates[2].daysBefore).toBe(3);
  });

  it('saves a template and previews its encoding and parts; refuses an unknown placeholder naming the field', async () => {
    const body =
      'Água: {cliente}, recebemos {valor} em {data}. Recibo n.º {recibo}. Referência M-Pesa {referencia}.';
    const plain = await call(admin, 'PUT', '/sms-template/RECEIPT_ISSUED', {
      event: 'RECEIPT_ISSUED',
      body,
      transliterate: false,
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().preview.encoding).toBe('UCS-2');
    expect(plain.json().preview.parts).toBeGreaterThan(1);
    const folded = await call(admin, 'PUT', '/sms-template/RECEIPT_ISSUED', {
      event: 'RECEIPT_ISSUED',
      body,
      transliterate: true,
    });
    expect(folded.json().preview).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    expect(folded.json().preview.text).toContain('Agua: Conceicao');

    const unknown = await call(admin, 'PUT', '/sms-template/RECEIPT_ISSUED', {
      event: 'RECEIPT_ISSUED',
      body: 'Ola {cliente}, {mes}',
      transliterate: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toMatchObject({ field: 'body' });
    expect(unknown.json().message).toContain('{mes}');
    const noDays = await call(admin, 'PUT', '/sms-template/CUT_WARNING', {
      event: 'CUT_WARNING',
      body: 'Aviso {cliente}',
      transliterate: true,
    });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().message).toContain(s.fields.daysBefore);
  });

  it('is for administrators only', async () => {
    expect((await call(tech, 'GET', '/sms-template')).statusCode).toBe(403);
    const put = await call(tech, 'PUT', '/sms-template/RECEIPT_ISSUED', {
      event: 'RECEIPT_ISSUED',
      body: 'x',
      transliterate: true,
    });
    expect(put.statusCode).toBe(403);
  });
});

describe('the outbox written with the event', () => {
  it('queues an invoice notice with the reading and a receipt notice with the payment, rendered from the templates', async () => {
    const customer = await debtor('841234560', 1);
    const [invoiceNotice] = await messagesOf(t, 'source_key = $1', [`invoice:${customer.invoice.invoiceId}`]);
    expect(invoiceNotice).toMatchObject({ event: 'INVOICE_ISSUED', state: 'QUEUED', phone: '+258841234560' });
    expect(invoiceNotice?.body).toContain(`factura ${customer.invoice.invoiceId} de Fevereiro de 2021`);
    const paid = await pay(customer);
    expect(paid.statusCode).toBe(201);
    const receiptId = paid.json().receiptID;
    const [receiptNotice] = await messagesOf(t, 'source_key = $1', [`receipt:${receiptId}`]);
    expect(receiptNotice).toMatchObject({
      event: 'RECEIPT_ISSUED',
      state: 'QUEUED',
      idempotency_key: `sms-receipt:${receiptId}`,
    });
    // Longer than one UCS-2 part, so transliterated as the template asks.
    expect(receiptNotice?.body).toContain(`Agua: Cliente Tesouraria`);
    expect(receiptNotice?.body).toContain(`Recibo n.o ${receiptId}. Referencia M-Pesa -.`);
  });

  it('skips, with the reason, a client without a valid mobile number and one who opted out', async () => {
    const landline = await debtor('21300400', 2);
    const optedOut = await debtor('841234561', 3);
    const optOut = await call(admin, 'PUT', `/sms-opt-out/${optedOut.clientId}`, { optedOut: true });
    expect(optOut.statusCode).toBe(200);
    expect(optOut.json()).toMatchObject({ clientId: optedOut.clientId, optedOut: true });
    const landlinePaid = (await pay(landline)).json().receiptID;
    const optedOutPaid = (await pay(optedOut)).json().receiptID;
    const [first] = await messagesOf(t, 'source_key = $1', [`receipt:${landlinePaid}`]);
    const [second] = await messagesOf(t, 'source_key = $1', [`receipt:${optedOutPaid}`]);
    expect(first).toMatchObject({ state: 'SKIPPED', reason: s.skip.noMobile, phone: null });
    expect(second).toMatchObject({ state: 'SKIPPED', reason: s.skip.optedOut });
    expect(
      (await call(tech, 'PUT', `/sms-opt-out/${optedOut.clientId}`, { optedOut: false })).statusCode,
    ).toBe(403);
    expect((await call(admin, 'GET', '/sms-opt-out/999999')).statusCode).toBe(404);
  });

  it('leaves no message when the receipt transaction rolls back', async () => {
    const customer = await debtor('841234562', 4);
    const { payInvoices } = await import('../receipts/payment.ts');
    let seenInside = 0;
    await expect(
      t.app.db.transaction(async (tx) => {
        const receiptId = await payInvoices(
          tx,
          {
            clientId: customer.clientId,
            amount: customer.invoice.totalAmount,
            invoiceIds: [customer.invoice.invoiceId],
            paymentMethod: 'NUMERARIO',
          } as Parameters<typeof payInvoices>[1],
          { userId: 1, role: 'ADMIN' },
        );
        const inside = await tx.execute(
          `select count(*)::int as n from sms_messages where source_key = 'receipt:${receiptId}'` as never,
        );
        seenInside = Number((inside.rows[0] as { n: number }).n);
        throw new Error('the event fails after its notice was written');
      }),
    ).rejects.toThrow('the event fails');
    expect(seenInside).toBe(1);
    const after = await messagesOf(t, "event = 'RECEIPT_ISSUED' and client_id = $1", [customer.clientId]);
    expect(after).toEqual([]);
  });
});

describe('sending', () => {
  it('waits outside 08:00–20:00 Maputo: due at 21:30, sent at 08:00 the next day', async () => {
    const customer = await debtor('841234563', 5);
    const key = `invoice:${customer.invoice.invoiceId}`;
    const night = await t.app.sms.dispatcher.drain(maputoAt(1, '21:30'));
    expect(night.sent).toBe(0);
    expect((await messagesOf(t, 'source_key = $1', [key]))[0]?.state).toBe('QUEUED');
    const listed = await call(admin, 'GET', `/sms-message/by-client/${customer.clientId}`);
    expect(listed.statusCode).toBe(200);
    expect(await t.app.sms.dispatcher.drain(maputoAt(2, '07:59'))).toMatchObject({ sent: 0 });
    const morning = await t.app.sms.dispatcher.drain(maputoAt(2, '08:00'));
    expect(morning.sent).toBeGreaterThanOrEqual(1);
    expect((await messagesOf(t, 'source_key = $1', [key]))[0]?.state).toBe('SENT');
  });

  it('records each outcome: delivered, undelivered, rejected (resendable), throttled and unanswered (retried under the same key)', async () => {
    const phones = {
      delivered: '841111110',
      undelivered: '841111116',
      rejected: '841111117',
      throttled: '841111118',
      timeout: '841111119',
    };
    const made = Object.fromEntries(
      await Promise.all(
        Object.entries(phones).map(async ([name, phone], i) => [name, await debtor(phone, 6 + i)] as const),
      ),
    );
    const keyOf = (name: string) => `invoice:${made[name]!.invoice.invoiceId}`;
    const stateOf = async (name: string) => (await messagesOf(t, 'source_key = $1', [keyOf(name)]))[0];

    // The batch holding the unanswered message is retried whole: nothing is known of it yet.
    await drain(maputoAt(1, '10:00'));
    for (const name of Object.keys(phones)) expect((await stateOf(name))?.state).toBe('QUEUED');
    // Past the backoff: sent again under the same keys; the provider answers as the first time.
    await drain(maputoAt(1, '10:05'));
    expect(await stateOf('rejected')).toMatchObject({
      state: 'FAILED',
      reason: s.failure.rejected('INVALID_DESTINATION'),
    });
    expect((await stateOf('timeout'))?.state).toBe('SENT');
    expect((await stateOf('throttled'))?.state).toBe('SENT');
    // Past the status delay: delivery asked for.
    await drain(maputoAt(1, '10:10'));
    expect((await stateOf('delivered'))?.state).toBe('DELIVERED');
    expect(await stateOf('undelivered')).toMatchObject({ state: 'FAILED', reason: s.failure.undelivered });
    expect((await stateOf('throttled'))?.state).toBe('DELIVERED');
    expect(await stateOf('timeout')).toMatchObject({ state: 'DELIVERED', attempts: 2 });
    // The provider took the unanswered message once although it was sent twice.
    expect(simulator.taken().filter((m) => m.to === `+258${phones.timeout}`)).toHaveLength(1);

    const failed = (await stateOf('rejected'))!;
    const resent = await call(admin, 'POST', `/sms-message/${failed.id}/resend`);
    expect(resent.statusCode).toBe(201);
    expect(resent.json()).toMatchObject({ state: 'QUEUED', resendOf: failed.id });
    const again = await call(admin, 'POST', `/sms-message/${failed.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect((await call(tech, 'POST', `/sms-message/${failed.id}/resend`)).statusCode).toBe(403);
  });
});

describe('reading the outbox', () => {
  it('filters by state and event, and counts the month for a reporting key', async () => {
    const failed = await call(
      admin,
      'GET',
      '/sms-message?states=FAILED&events=INVOICE_ISSUED&page=1&size=50',
    );
    expect(failed.statusCode).toBe(200);
    expect(failed.json().length).toBeGreaterThan(0);
    expect(
      failed
        .json()
        .every((m: { state: string; event: string }) => m.state === 'FAILED' && m.event === 'INVOICE_ISSUED'),
    ).toBe(true);
    expect((await call(admin, 'GET', '/sms-message?states=LOST')).statusCode).toBe(400);
    expect((await call(tech, 'GET', '/sms-message')).statusCode).toBe(403);

    const adminToken = (admin.authorization ?? '').slice('Bearer '.length);
    const tomorrow = addDays(todayInMaputo(), 1);
    const key = await createApiKey(t.app, adminToken, { name: 'Contagem SMS', expiresOn: tomorrow });
    const counts = await call(bearer(key.secret), 'GET', '/sms-message/monthly-counts');
    expect(counts.statusCode).toBe(200);
    const body = counts.json();
    const delivered = await messagesOf(t, "state in ('SENT','DELIVERED')");
    expect(body.sent).toBe(delivered.length);
    expect(
      body.byState.find((row: { state: string }) => row.state === 'SKIPPED').messages,
    ).toBeGreaterThanOrEqual(2);
    expect((await call(bearer(key.secret), 'GET', '/sms-message')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/sms-message/monthly-counts?month=2026-13')).statusCode).toBe(400);
  });
});
