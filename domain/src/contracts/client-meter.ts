import { z } from 'zod';
import { messages } from '../messages.ts';
import { instantSchema, isoDate, positiveReference, strictNumber } from './common.ts';

const v = messages.validation;
const f = messages.fieldReadings;

/** The register's digits: it wraps past 10^digits − 1 (docs/domain.md "Readings from the field"). */
export const DEFAULT_METER_DIGITS = 5;
export const meterDigitsSchema = z
  .number({ error: f.meter.digitsInvalid })
  .int(f.meter.digitsInvalid)
  .min(3, f.meter.digitsInvalid)
  .max(9, f.meter.digitsInvalid);

/** The number printed on the meter: kept upper case, so a search finds it however it is typed. */
export const serialNumberSchema = z
  .string({ error: f.meter.serialInvalid })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9./-]{0,29}$/, f.meter.serialInvalid));

/** An index fits the register: below 10^digits. */
export const fitsRegister = (index: number, digits: number): boolean => index < 10 ** digits;

/** A meter's brand when none is given (docs/domain.md: a client's first meter is created with it). */
export const DEFAULT_METER_BRAND = 'Genérico';

/** A meter: the brand defaults to "Genérico", cubicMeters (its index when installed) to 0. */
export const meterFields = {
  brand: z
    .string()
    .trim()
    .max(100, 'Marca deve ter no máximo 100 caracteres.')
    .nullish()
    .transform((value) => value || DEFAULT_METER_BRAND),
  cubicMeters: strictNumber('Metros cúbicos')
    .int('Metros cúbicos deve ser um número inteiro.')
    .min(0, v.min('Metros cúbicos', 0))
    .max(2_000_000_000, v.max('Metros cúbicos', 2_000_000_000))
    .default(0),
  /** Omitted: a new meter is numbered by the database ("AG0000123"), an edited one keeps its number. */
  serialNumber: serialNumberSchema.optional(),
};

const indexFitsDigits = (
  value: { cubicMeters: number; digits?: number | undefined },
  ctx: z.RefinementCtx,
) => {
  if (value.digits !== undefined && !fitsRegister(value.cubicMeters, value.digits)) {
    ctx.addIssue({ code: 'custom', path: ['cubicMeters'], message: f.meter.indexTooLarge(value.digits) });
  }
};

/** POST /client-meter. */
export const meterCreateSchema = z
  .object({
    clientId: positiveReference('Cliente'),
    ...meterFields,
    digits: meterDigitsSchema.default(DEFAULT_METER_DIGITS),
  })
  .superRefine(indexFitsDigits);
export type MeterCreateBody = z.input<typeof meterCreateSchema>;
export type MeterCreateFields = z.output<typeof meterCreateSchema>;

/** PUT /client-meter/{id}. */
/** PUT /client-meter/{id}: digits and serialNumber omitted keep what the meter has. */
export const meterUpdateSchema = z
  .object({ ...meterFields, digits: meterDigitsSchema.optional() })
  .superRefine(indexFitsDigits);
export type MeterUpdateBody = z.input<typeof meterUpdateSchema>;
export type MeterUpdateFields = z.output<typeof meterUpdateSchema>;

/** The seed's Meter entity, with the client it belongs to. */
export const meterResponseSchema = z
  .object({
    meterId: z.number().int(),
    clientId: z.number().int(),
    brand: z.string(),
    cubicMeters: z.number().int().describe('Index when installed: the first reading starts from it'),
    digits: z.number().int().describe('Digits of the register: it wraps past 10^digits − 1'),
    serialNumber: z.string().describe('The number printed on the meter (unique)'),
    closedOn: z.string().nullable().describe('Replacement date, once another meter took its place'),
    closingReading: z.number().int().nullable().describe('Its index when it was replaced'),
    replacedByMeterId: z.number().int().nullable().describe('The meter that replaced it'),
    replacesMeterId: z.number().int().nullable().describe('The meter it replaced'),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Meter' });
export type MeterResponse = z.output<typeof meterResponseSchema>;

/** POST /client-meter/{meterId}/replacement: closes the meter and moves its contract to a new one. */
export const meterReplacementSchema = z
  .object({
    date: isoDate(f.replacement.fields.date),
    closingReading: strictNumber(f.replacement.fields.closingReading)
      .int(`${f.replacement.fields.closingReading}: use um número inteiro.`)
      .min(0, v.min(f.replacement.fields.closingReading, 0))
      .max(999_999_999, v.max(f.replacement.fields.closingReading, 999_999_999)),
    newMeter: z.object({
      serialNumber: serialNumberSchema,
      digits: meterDigitsSchema.default(DEFAULT_METER_DIGITS),
      initialReading: strictNumber(f.replacement.fields.initialReading)
        .int(`${f.replacement.fields.initialReading}: use um número inteiro.`)
        .min(0, v.min(f.replacement.fields.initialReading, 0))
        .max(999_999_999, v.max(f.replacement.fields.initialReading, 999_999_999)),
      brand: meterFields.brand,
    }),
  })
  .superRefine((value, ctx) => {
    if (!fitsRegister(value.newMeter.initialReading, value.newMeter.digits)) {
      ctx.addIssue({
        code: 'custom',
        path: ['newMeter', 'initialReading'],
        message: f.replacement.initialTooLarge(value.newMeter.digits),
      });
    }
  });
export type MeterReplacementBody = z.input<typeof meterReplacementSchema>;
export type MeterReplacementFields = z.output<typeof meterReplacementSchema>;

/** The replacement's answer: the closed meter and the new one. */
export const meterReplacementResponseSchema = z
  .object({ closedMeter: meterResponseSchema, newMeter: meterResponseSchema })
  .meta({ id: 'MeterReplacement' });
export type MeterReplacementResponse = z.output<typeof meterReplacementResponseSchema>;
