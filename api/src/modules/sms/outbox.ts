import { messages } from '@agua/domain/messages';
import { isMozambicanPhone, normalizePhone } from '@agua/domain/rules/phone';
import { countSms, smsText } from '@agua/domain/rules/sms-encoding';
import { renderSms, type SmsEvent } from '@agua/domain/rules/sms-template';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../clients/tables.ts';
import { smsMessages, smsOptOuts, smsTemplates } from './tables.ts';

// Writing notices into the outbox (docs/domain.md "SMS notices"), always inside the transaction of the event that
// causes them: the event and its notice commit or roll back together. Each notice is rendered now from its event's
// template (so the outbox shows what will be sent), checked against the client (a valid mobile number, not opted
// out, the receipt/invoice SMS wishes) and inserted QUEUED — or SKIPPED with the reason. `source_key` names the
// event ("receipt:12"): a second notice for the same event is ignored, so a retried event never notifies twice.

const s = messages.sms;

export interface Notice {
  event: SmsEvent;
  sourceKey: string;
  clientId: number;
  /** The placeholders' values (money and dates already written as the SMS shows them). */
  values: Record<string, string>;
}

export interface TemplateSetting {
  body: string;
  transliterate: boolean;
  daysBefore: number | null;
}

/** The template of each event: the saved one, else the catalogue's default (transliterated, 3 days' warning). */
export async function templateSettings(db: Executor): Promise<Map<SmsEvent, TemplateSetting>> {
  const saved = await db.select().from(smsTemplates);
  const settings = new Map<SmsEvent, TemplateSetting>();
  for (const event of Object.keys(s.defaults) as SmsEvent[]) {
    const row = saved.find((template) => template.event === event);
    settings.set(event, {
      body: row?.body ?? s.defaults[event] ?? '',
      transliterate: row?.transliterate ?? true,
      daysBefore: row ? row.daysBefore : event === 'CUT_WARNING' ? 3 : null,
    });
  }
  return settings;
}

type Recipient = {
  id: number;
  phone_number: string;
  wants_receipt_sms: boolean;
  wants_invoice_sms: boolean;
  opted_out: boolean;
};

function skipReason(event: SmsEvent, client: Recipient | undefined): string | null {
  if (!client || !isMozambicanPhone(normalizePhone(client.phone_number))) return s.skip.noMobile;
  if (client.opted_out) return s.skip.optedOut;
  if (event === 'RECEIPT_ISSUED' && !client.wants_receipt_sms) return s.skip.noReceiptSms;
  if (event === 'INVOICE_ISSUED' && !client.wants_invoice_sms) return s.skip.noInvoiceSms;
  return null;
}

/** Writes the notices (any number: two statements) in the caller's transaction; answers how many were queued. */
export async function writeNotices(
  tx: Executor,
  notices: readonly Notice[],
  now = new Date(),
): Promise<number> {
  if (notices.length === 0) return 0;
  const templates = await templateSettings(tx);
  const clientIds = [...new Set(notices.map((notice) => notice.clientId))];
  const found = await tx.execute<Recipient>(sql`
    select c.id, c.phone_number, c.wants_receipt_sms, c.wants_invoice_sms, (o.client_id is not null) as opted_out
      from ${clients} c left join ${smsOptOuts} o on o.client_id = c.id
     where c.id = any(${sql.param(clientIds)}::int[])`);
  const recipients = new Map(found.rows.map((row) => [Number(row.id), row]));
  // Due now: the dispatcher holds it until the sending hours (dispatcher.ts).
  const dueAt = now.toISOString();
  const rows = notices.map((notice) => {
    const template = templates.get(notice.event);
    const client = recipients.get(notice.clientId);
    const body = smsText(renderSms(template?.body ?? '', notice.values), template?.transliterate ?? true);
    const count = countSms(body);
    const reason = skipReason(notice.event, client);
    return {
      ...notice,
      body,
      encoding: count.encoding,
      parts: count.parts,
      phone: client && reason !== s.skip.noMobile ? `+258${normalizePhone(client.phone_number)}` : null,
      state: reason ? 'SKIPPED' : 'QUEUED',
      reason,
    };
  });
  const inserted = await tx.execute<{ state: string }>(sql`
    insert into ${smsMessages} (event, source_key, client_id, phone, body, encoding, parts, state, reason, due_at,
                                idempotency_key)
    select event, source_key, client_id, phone, body, encoding, parts, state, reason, ${dueAt}::timestamptz,
           'sms-' || source_key
      from unnest(${sql.param(rows.map((row) => row.event))}::text[],
                  ${sql.param(rows.map((row) => row.sourceKey))}::text[],
                  ${sql.param(rows.map((row) => row.clientId))}::int[],
                  ${sql.param(rows.map((row) => row.phone))}::text[],
                  ${sql.param(rows.map((row) => row.body))}::text[],
                  ${sql.param(rows.map((row) => row.encoding))}::text[],
                  ${sql.param(rows.map((row) => row.parts))}::int[],
                  ${sql.param(rows.map((row) => row.state))}::text[],
                  ${sql.param(rows.map((row) => row.reason))}::text[])
           as row(event, source_key, client_id, phone, body, encoding, parts, state, reason)
    on conflict (source_key) where resend_of is null do nothing
    returning state`);
  return inserted.rows.filter((row) => row.state === 'QUEUED').length;
}
