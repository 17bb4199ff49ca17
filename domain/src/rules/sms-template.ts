import { countSms, type SmsCount, smsText } from './sms-encoding.ts';

// The SMS templates (docs/domain.md "SMS notices"): one per event, with {placeholders} filled from the event. A
// client's name is cut to NAME_LIMIT characters so that no name can make a message grow past what its preview
// promised; the preview fills every placeholder with its worst case (the longest value, and a name with letters
// outside GSM-7), so the parts it shows are the most a message of that template will cost.

export const SMS_EVENTS = [
  'INVOICE_ISSUED',
  'RECEIPT_ISSUED',
  'CUT_WARNING',
  'CUT_EXECUTED',
  'RECONNECTION',
] as const;
export type SmsEvent = (typeof SMS_EVENTS)[number];

export const SMS_PLACEHOLDERS: Record<SmsEvent, readonly string[]> = {
  INVOICE_ISSUED: ['cliente', 'factura', 'mes', 'valor', 'data_limite'],
  RECEIPT_ISSUED: ['cliente', 'recibo', 'valor', 'data', 'referencia'],
  CUT_WARNING: ['cliente', 'valor', 'data_corte'],
  CUT_EXECUTED: ['cliente', 'valor', 'data'],
  RECONNECTION: ['cliente', 'valor', 'data'],
};

export const NAME_LIMIT = 30;

/** The longest value each placeholder can take (a 30-letter name with ç and ã; 9 999 999,99 MZN; Fevereiro). */
export const WORST_CASE_VALUES: Record<string, string> = {
  cliente: 'Conceição Joaquina Muianga Mac',
  factura: '9999999',
  recibo: '9999999',
  mes: 'Fevereiro de 2026',
  valor: '9 999 999,99 MZN',
  data_limite: '28/02/2026',
  data: '28/02/2026',
  data_corte: '28/02/2026',
  referencia: 'ABCDEFGHIJ1234567890',
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholder names a text uses, in order (repeats kept). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** The first problem of a template's text for an event: an unknown placeholder's name, or an unclosed brace. */
export function templateProblem(
  event: SmsEvent,
  text: string,
): { unknown: string } | { unclosed: true } | null {
  const allowed = SMS_PLACEHOLDERS[event];
  const unknown = placeholdersOf(text).find((name) => !allowed.includes(name));
  if (unknown !== undefined) return { unknown };
  if (/[{}]/.test(text.replace(PLACEHOLDER, ''))) return { unclosed: true };
  return null;
}

/** The text with its placeholders filled (a name cut to NAME_LIMIT; a missing value leaves the field empty). */
export function renderSms(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name] ?? '';
    return name === 'cliente' ? [...value.trim()].slice(0, NAME_LIMIT).join('') : value;
  });
}

export interface SmsPreview extends SmsCount {
  text: string;
}

/** What a message of the template costs at worst: filled with WORST_CASE_VALUES, transliterated when asked. */
export function previewSms(text: string, transliterateWhenLong: boolean): SmsPreview {
  const sent = smsText(renderSms(text, WORST_CASE_VALUES), transliterateWhenLong);
  return { text: sent, ...countSms(sent) };
}

/** Money as an SMS writes it: pt-PT grouping with plain spaces (a no-break space is not GSM-7). */
export function smsMoney(formatted: string): string {
  return formatted.replace(/[\u00a0\u202f]/g, ' ');
}
