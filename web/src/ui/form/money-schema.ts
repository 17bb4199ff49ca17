import { z } from 'zod';
import { type MoneyTextOptions, moneyIssueMessage, parseMoneyText } from './money-text.ts';

/**
 * The form rule of a money field: the text as typed in, its decimal string ("12.50") out, or the field's
 * Portuguese message. Forms put it in place of the domain schema's amount (`schema.extend({ price: … })`),
 * so the rest of the domain rule stays the one the api applies.
 */
export function moneyText(label: string, options: MoneyTextOptions = {}) {
  return z.string().transform((text, ctx) => {
    const parsed = parseMoneyText(text, options);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: moneyIssueMessage(parsed.issue, label) });
    return z.NEVER;
  });
}
