import type { SmsMessageResponse, SmsTemplateResponse } from '@agua/domain/contracts/sms';
import { previewSms, SMS_PLACEHOLDERS, type SmsEvent } from '@agua/domain/rules/sms-template';
import { nextSendingInstant, type SendingHours } from './hours.ts';
import type { SmsMessageRow } from './service.ts';

export function toSmsTemplateResponse(template: {
  event: SmsEvent;
  body: string;
  transliterate: boolean;
  daysBefore: number | null;
  updatedAt: Date | null;
}): SmsTemplateResponse {
  const { text, encoding, characters, units, parts } = previewSms(template.body, template.transliterate);
  return {
    event: template.event,
    body: template.body,
    transliterate: template.transliterate,
    daysBefore: template.daysBefore,
    placeholders: [...SMS_PLACEHOLDERS[template.event]],
    preview: { text, encoding, characters, units, parts },
    updatedAt: template.updatedAt?.toISOString() ?? null,
  };
}

/** A message; a queued one shows when it will go out (its due instant moved into the sending hours). */
export function toSmsMessageResponse(row: SmsMessageRow, hours: SendingHours): SmsMessageResponse {
  const waiting = row.state === 'QUEUED';
  return {
    messageId: row.id,
    event: row.event,
    clientId: row.clientId,
    clientName: row.clientName,
    phone: row.phone,
    body: row.body,
    encoding: row.encoding,
    parts: row.parts,
    state: row.state,
    reason: row.reason,
    attempts: row.attempts,
    dueAt: (waiting ? nextSendingInstant(row.dueAt, hours) : row.dueAt).toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    providerMessageId: row.providerMessageId,
    sourceKey: row.sourceKey,
    resendOf: row.resendOf,
    createdAt: row.createdAt.toISOString(),
  };
}
