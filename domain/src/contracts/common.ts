import { z } from 'zod';
import { isCalendarDate } from '../dates.ts';
import { messages } from '../messages.ts';
import type { FormNumber } from './form-text.ts';

// Pieces every resource contract shares: the field rules of input bodies (each names its field in its Portuguese
// message) and the shapes of answers. Response schemas carry no transforms: the api's serializer encodes through
// them, and the gateway reads its types from them.

const v = messages.validation;
const s = messages.setup.validation;

/** A required text: trimmed, and empty counts as missing. */
export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: `${label}: ${v.required}` })
    .trim()
    .min(1, `${label}: ${v.required}`)
    .max(max, `${label} deve ter no máximo ${max} caracteres.`);

export const optionalText = (label: string, max = 1000) =>
  z
    .string()
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres.`)
    .nullish()
    .transform((value) => value || null);

/** Digits only (NUIT, phone numbers): the forms strip other characters, the server refuses them. */
export const digitsText = (label: string, max = 20) =>
  z
    .string({ error: `${label}: ${v.required}` })
    .trim()
    .regex(/^\d*$/, v.digitsOnly(label))
    .max(max, `${label} deve ter no máximo ${max} dígitos.`)
    .min(1, `${label}: ${v.required}`);

/** Optional digits-only text: empty or missing becomes null. */
export const optionalDigitsText = (label: string, max = 20) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, v.digitsOnly(label))
    .max(max, `${label} deve ter no máximo ${max} dígitos.`)
    .nullish()
    .transform((value) => value || null);

/** Required digits-only text with no empty value (the enterprise's NUIT and phone). */
export const requiredDigits = (label: string) => requiredText(label, 20).regex(/^\d+$/, v.digitsOnly(label));

/**
 * A calendar day as YYYY-MM-DD. Empty (a form whose calendar was not used) says to choose one, in the dd/mm/aaaa the
 * picker shows; a malformed one (only an api caller can send it) names the wire's form. Neither aborts: a form's
 * rules across fields (a tariff's escalões) still speak while the day is not chosen, so a rule added after this one
 * (a day after today…) must itself skip what is not a calendar day.
 */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label}: ${v.chooseDate}` })
    .refine((value) => value !== '', `${label}: ${v.chooseDate}`)
    .refine((value) => value === '' || isCalendarDate(value), `${label}: ${v.invalidDate}`);

/**
 * A path or query id: URLs carry text, so it is read as a number here. Never use it for a JSON body field (see
 * positiveReference): a body's id must be a JSON number.
 */
export const positiveId = (label: string) =>
  z.coerce
    .number<FormNumber>({ error: `${label}: ${v.required}` })
    .int(`${label} deve ser um número inteiro.`)
    .positive(`${label} deve ser um identificador válido.`);

/**
 * A record chosen from a list (Zona, Cliente, Contador…): an empty choice says "Escolha …", not that a number is
 * wrong; anything else must be a positive whole id.
 */
export const chosenId = (label: string, missing: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? missing : `${label} deve ser um identificador válido.`),
    })
    .int(`${label} deve ser um identificador válido.`)
    .positive(`${label} deve ser um identificador válido.`);

/** Strips every non-digit, as the numeric inputs do while typing. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/**
 * A JSON number and nothing else: missing → "<label>: Campo obrigatório.", any other type (text, boolean, array,
 * null) → "<label> aceita apenas números." Forms read their text into it with formSchema/fromText (form-text.ts).
 */
export const strictNumber = (label: string) =>
  z.number({
    error: (issue) => (issue.input === undefined ? `${label}: ${v.required}` : s.numberOnly(label)),
  });

const twoDecimals = (value: number) => Math.round(value * 100) === Number((value * 100).toFixed(6));

/** An amount in meticais (MZN), at least 0 and with at most 2 decimals. */
export const moneyAmount = (label: string) =>
  strictNumber(label)
    .min(0, v.min(label, 0))
    .max(999_999_999_999.99, v.max(label, 999_999_999_999.99))
    .refine(twoDecimals, s.twoDecimals(label));

/** A whole number of days, at least 0. */
export const dayCount = (label: string) =>
  strictNumber(label).int(s.wholeNumber(label)).min(0, v.min(label, 0)).max(36_500, v.max(label, 36_500));

/** A percentage 0–100 with at most 2 decimals. */
export const percentage = (label: string) =>
  strictNumber(label)
    .min(0, v.min(label, 0))
    .max(100, v.max(label, 100))
    .refine(twoDecimals, s.twoDecimals(label));

/** A body's reference to another record: a positive whole JSON number. */
export const positiveReference = (label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? `${label}: ${v.required}` : `${label} deve ser um identificador válido.`,
    })
    .int(`${label} deve ser um identificador válido.`)
    .positive(`${label} deve ser um identificador válido.`);

/** An interval of days: the maximum may not be below the minimum (reported on maxInterval). */
export function intervalRule<T extends { minInterval: number; maxInterval: number }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.maxInterval < value.minInterval) {
    ctx.addIssue({ code: 'custom', path: ['maxInterval'], message: s.maxBelowMin });
  }
}

/** ISO 8601 UTC instant for createdAt/updatedAt. */
export const instantSchema = z.string().describe('ISO 8601 instant (UTC)');

/** `GET /<resource>/count`: the dashboard's cards and the setup tabs use these. */
export const countResponseSchema = z.object({ count: z.number().int().nonnegative() }).meta({ id: 'Count' });
export type CountResponse = z.output<typeof countResponseSchema>;

export const fieldErrorSchema = z.object({
  field: z.string().describe('The input field, e.g. "username" or "page"'),
  message: z.string().describe('Why it was refused, in Portuguese'),
});
export type FieldError = z.output<typeof fieldErrorSchema>;

/** Every 4xx/5xx answer of the api. */
export const errorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('HTTP reason phrase'),
    message: z.string().describe('Portuguese text fit to show the user'),
    details: z.array(fieldErrorSchema).optional().describe('One entry per refused field'),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.output<typeof errorResponseSchema>;

/**
 * A page of a list: lists answer the rows as a JSON array and the number matching in all in the X-Total-Count
 * header (page/size/q/sort in the query); a reader puts the two together as this.
 */
export interface Page<T> {
  rows: T[];
  total: number;
}
