import { messages } from '@agua/domain/messages';

// The rules of the one money input: what a user may type for an amount in MZN and the decimal string it becomes
// ("1234.50", as GraphQL's Money carries it). A comma or a point separates the decimals, at most 2 of them; a minus
// sign only where the field allows a negative value (a balance may be a debt; a price never is).

export interface MoneyTextOptions {
  allowNegative?: boolean;
}

export type MoneyIssue = 'empty' | 'format' | 'negative' | 'decimals' | 'tooLarge';

export type MoneyParse = { ok: true; value: string } | { ok: false; issue: MoneyIssue };

/** numeric(14,2): 12 digits before the separator. */
const MAX_WHOLE_DIGITS = 12;

/** Reads an amount as typed ("12,50", "-3", "7.5") into its decimal string ("12.50", "-3.00", "7.50"). */
export function parseMoneyText(text: string, { allowNegative = false }: MoneyTextOptions = {}): MoneyParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, issue: 'empty' };
  const match = /^(-?)(\d*)(?:[.,](\d*))?$/.exec(trimmed);
  if (!match) return { ok: false, issue: trimmed.startsWith('-') && !allowNegative ? 'negative' : 'format' };
  const [, minus = '', whole = '', fraction = ''] = match;
  if (minus && !allowNegative) return { ok: false, issue: 'negative' };
  if (whole === '' && fraction === '') return { ok: false, issue: 'format' };
  if (fraction.length > 2) return { ok: false, issue: 'decimals' };
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  if (digits.length > MAX_WHOLE_DIGITS) return { ok: false, issue: 'tooLarge' };
  const cents = fraction.padEnd(2, '0');
  const zero = /^0+$/.test(digits + cents);
  return { ok: true, value: `${minus && !zero ? '-' : ''}${digits}.${cents}` };
}

/** The Portuguese message for a refused amount, naming the field. */
export function moneyIssueMessage(issue: MoneyIssue, label: string): string {
  const m = messages.validation.money;
  // 'Preço (MZN)' is the label; the message names the field: 'Preço não pode ser negativo.'
  const field = label.replace(/\s*\(MZN\)$/, '');
  switch (issue) {
    case 'empty':
      return `${field}: ${messages.validation.required}`;
    case 'format':
      return m.format(field);
    case 'negative':
      return m.negative(field);
    case 'decimals':
      return m.decimals(field);
    case 'tooLarge':
      return m.tooLarge(field);
  }
}

/** A stored amount (a number, or Money's decimal string) as the input shows it for editing: 32,50. */
export function moneyEditText(value: number | string): string {
  const parsed = parseMoneyText(typeof value === 'number' ? value.toFixed(2) : value, {
    allowNegative: true,
  });
  return parsed.ok ? parsed.value.replace('.', ',') : String(value);
}
