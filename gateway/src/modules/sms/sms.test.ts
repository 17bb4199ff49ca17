import { describe, expect, it } from 'vitest';
import { useLiveProduct } from '../../../test/helpers/live-product.ts';

// Mensagens SMS and Mensagens through the real gateway in front of the real api on a fresh seeded database.
const product = useLiveProduct();
const { ask } = product;

describe('SMS templates', () => {
  it('lists the templates with their preview, saves one, and names the field of a refused one', async () => {
    const listed = await ask<{
      smsTemplates: { event: string; preview: { encoding: string; parts: number } }[];
    }>('query { smsTemplates { event preview { encoding parts } } }');
    expect(listed.data.smsTemplates).toHaveLength(5);
    expect(listed.data.smsTemplates[0]).toEqual({
      event: 'INVOICE_ISSUED',
      preview: { encoding: 'GSM-7', parts: 1 },
    });

    const save = `mutation S($input: UpdateSmsTemplateInput!) {
      updateSmsTemplate(input: $input) {
        template { event body preview { encoding parts } } message inputErrors { field message } } }`;
    const saved = await ask<{
      updateSmsTemplate: {
        template: { preview: { encoding: string; parts: number } } | null;
        message: string | null;
      };
    }>(save, {
      input: { event: 'RECONNECTION', body: 'Religação feita, {cliente}, em {data}.', transliterate: false },
    });
    expect(saved.data.updateSmsTemplate.message).toBeNull();
    expect(saved.data.updateSmsTemplate.template?.preview).toEqual({ encoding: 'UCS-2', parts: 1 });

    const refused = await ask<{
      updateSmsTemplate: { template: null; inputErrors: { field: string; message: string }[] };
    }>(save, { input: { event: 'RECONNECTION', body: 'Olá {recibo}', transliterate: true } });
    expect(refused.data.updateSmsTemplate.template).toBeNull();
    expect(refused.data.updateSmsTemplate.inputErrors[0]?.field).toBe('body');
  });
});

describe('the outbox', () => {
  it("shows a client's messages, resends a failed one, counts the month, and records an opt-out", async () => {
    const pool = product.api.app.pool;
    const { rows } = await pool.query<{ id: number; client_id: number }>(
      `insert into sms_messages (event, source_key, client_id, phone, body, encoding, parts, state, reason, due_at,
                                 idempotency_key)
       select 'RECEIPT_ISSUED', 'receipt:gateway-test', c.id, '+258841234567', 'Agua: recebemos.', 'GSM-7', 1,
              'FAILED', 'O telemóvel não recebeu a mensagem.', now(), 'sms-receipt:gateway-test'
         from clients c order by c.id limit 1
       returning id, client_id`,
    );
    const failed = rows[0]!;

    const page = await ask<{
      smsMessagesPage: { items: { messageId: string; state: string }[]; total: number };
    }>(`query { smsMessagesPage(page: 1, size: 10, states: [FAILED]) { items { messageId state } total } }`);
    expect(page.data.smsMessagesPage.items.map((m) => m.messageId)).toContain(String(failed.id));

    const resent = await ask<{
      resendSmsMessage: { smsMessage: { state: string; resendOf: string } | null; message: string | null };
    }>('mutation R($id: ID!) { resendSmsMessage(id: $id) { smsMessage { state resendOf } message } }', {
      id: String(failed.id),
    });
    expect(resent.data.resendSmsMessage.smsMessage).toEqual({ state: 'QUEUED', resendOf: String(failed.id) });
    const again = await ask<{ resendSmsMessage: { smsMessage: null; message: string } }>(
      'mutation R($id: ID!) { resendSmsMessage(id: $id) { smsMessage { state } message } }',
      { id: String(failed.id) },
    );
    expect(again.data.resendSmsMessage.message).toBe('Só uma mensagem que falhou pode ser reenviada.');

    const client = await ask<{
      client: {
        smsMessages: { total: number; items: { state: string }[] };
        smsOptOut: { optedOut: boolean };
      };
    }>(
      `query C($id: ID!) { client(id: $id) { smsMessages(page: 1, size: 5) { total items { state } }
        smsOptOut { optedOut } } }`,
      { id: String(failed.client_id) },
    );
    expect(client.data.client.smsMessages.total).toBeGreaterThanOrEqual(2);
    expect(client.data.client.smsMessages.items[0]?.state).toBe('QUEUED');
    expect(client.data.client.smsOptOut.optedOut).toBe(false);

    const optOut = await ask<{ updateSmsOptOut: { optOut: { optedOut: boolean } } }>(
      'mutation O($id: ID!) { updateSmsOptOut(clientId: $id, optedOut: true) { optOut { optedOut } } }',
      { id: String(failed.client_id) },
    );
    expect(optOut.data.updateSmsOptOut.optOut.optedOut).toBe(true);

    const counts = await ask<{ smsMonthlyCounts: { byState: { state: string; messages: number }[] } }>(
      'query { smsMonthlyCounts { month byState { state messages } sent parts } }',
    );
    const states = Object.fromEntries(
      counts.data.smsMonthlyCounts.byState.map((row) => [row.state, row.messages]),
    );
    expect(states.FAILED).toBeGreaterThanOrEqual(1);
    expect(states.QUEUED).toBeGreaterThanOrEqual(1);
  });
});
