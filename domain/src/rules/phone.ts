import { z } from 'zod';
import { messages } from '../messages.ts';

// Mozambican phone numbers as the utility stores them: the 9 national digits of a mobile line (82–87 and 7 more),
// without the country code. Staff paste numbers in many shapes ("+258 84 123 4567", "258-84-1234567",
// "84 123 45 67"): separators and a leading +258, 00258 or 258 are dropped before the rule is checked, so every
// form and the api store the same normalised text.

const v = messages.validation;

/** The national form of a number as typed or pasted: digits only, without the country code. */
export function normalizePhone(text: string): string {
  const digits = text.replace(/\D+/g, '');
  if (digits.length === 14 && digits.startsWith('00258')) return digits.slice(5);
  if (digits.length === 12 && digits.startsWith('258')) return digits.slice(3);
  return digits;
}

/**
 * A stored number as staff read it: "+258 82 764 1229" for a Mozambican mobile line, anything else as stored (an
 * old landline or a number kept from before the rule), empty for none.
 */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const national = normalizePhone(stored);
  if (!isMozambicanPhone(national)) return stored;
  return `+258 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}

/** A normalised number is a Mozambican mobile number: 9 digits beginning 82 to 87. */
export function isMozambicanPhone(normalized: string): boolean {
  return /^8[2-7]\d{7}$/.test(normalized);
}

/** M-Pesa (Vodacom) lines: 84 and 85. */
export function isMpesaPhone(normalized: string): boolean {
  return /^8[45]\d{7}$/.test(normalized);
}

const phoneRule = (label: string) =>
  z.string().transform(normalizePhone).refine(isMozambicanPhone, v.phone(label)) as unknown as z.ZodType<
    string,
    string
  >;

/** A required phone number: empty is missing; otherwise normalised and checked. */
export const phoneNumber = (label: string) =>
  z
    .string({ error: `${label}: ${v.required}` })
    .trim()
    .min(1, `${label}: ${v.required}`)
    .pipe(phoneRule(label));

/** An optional phone number: empty or missing becomes null, anything else must be a valid number. */
export const optionalPhoneNumber = (label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(phoneRule(label).nullable());
