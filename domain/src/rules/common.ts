import { z } from 'zod';
import { isCalendarDate } from '../dates.ts';
import { messages } from '../messages.ts';

const v = messages.validation;

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

export const isoDate = (label: string) =>
  z
    .string({ error: `${label}: ${v.required}` })
    .refine((value) => isCalendarDate(value), `${label}: ${v.invalidDate}`);

export const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label}: ${v.required}` })
    .int(`${label} deve ser um número inteiro.`)
    .positive(`${label} deve ser um identificador válido.`);

/** Strips every non-digit, as the numeric inputs do while typing. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}
