import { z } from 'zod';
import { currentPeriod } from '../dates.ts';
import { messages } from '../messages.ts';
import type { Centavos } from '../money.ts';
import { percentOf } from '../money.ts';
import { positiveId } from './common.ts';

const r = messages.readings.rules;

export const READING_STATES = ['PENDING', 'APPROVED', 'CANCELED'] as const;
export type ReadingState = (typeof READING_STATES)[number];

/** Economic years offered by the reading screens: this year and the 9 before (SPEC.md section 9). */
export function economicYears(now: Date = new Date()): number[] {
  const { year } = currentPeriod(now);
  return Array.from({ length: 10 }, (_, index) => year - index);
}

/** True when (year, month) is after the current month in Maputo: readings are never taken in advance. */
export function isFuturePeriod(year: number, month: number, now: Date = new Date()): boolean {
  const current = currentPeriod(now);
  return year > current.year || (year === current.year && month > current.month);
}

export const readingMonthSchema = z.coerce
  .number({ error: r.monthRequired })
  .int(r.monthInvalid)
  .min(1, r.monthInvalid)
  .max(12, r.monthInvalid);

export const readingYearSchema = z.coerce
  .number({ error: r.yearRequired })
  .int(r.yearInvalid)
  .min(2000, r.yearInvalid)
  .max(2999, r.yearInvalid);

/** A meter index: whole cubic metres, digits only. */
export const meterIndexSchema = z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
  const text = String(value);
  if (!/^\d{1,9}$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: r.currentReadingDigits });
    return z.NEVER;
  }
  return Number(text);
});

/** A month in the future is refused wherever a period is entered. */
const notInFuture = <T extends { readingYear: number; readingMonth: number }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (isFuturePeriod(value.readingYear, value.readingMonth)) {
    ctx.addIssue({ code: 'custom', path: ['readingMonth'], message: r.futureMonth });
  }
};

/** The period of an upload (multipart fields arrive as text). */
export const readingPeriodSchema = z
  .object({ readingMonth: readingMonthSchema, readingYear: readingYearSchema })
  .superRefine(notInFuture);

/** POST /reading: the seed's payload. previousReading is the server's to derive. */
export const readingCreateSchema = z
  .object({
    meterId: positiveId('Contador'),
    readingMonth: readingMonthSchema,
    readingYear: readingYearSchema,
    currentReading: meterIndexSchema,
  })
  .superRefine(notInFuture);
export type ReadingCreateInput = z.output<typeof readingCreateSchema>;

/** PUT /reading/{id}: month and current reading are required (SPEC.md section 5); the state only for ADMIN. */
export const readingUpdateSchema = z
  .object({
    readingMonth: readingMonthSchema,
    readingYear: readingYearSchema,
    currentReading: meterIndexSchema,
    state: z.enum(READING_STATES, { error: r.stateInvalid }).optional(),
  })
  .superRefine(notInFuture);
export type ReadingUpdateInput = z.output<typeof readingUpdateSchema>;

/**
 * PUT /reading/bulk-update: either the readings by id, or every PENDING reading matching a filter (a zone and the
 * list's search), so Leituras Pendentes never has to ship every id. Exactly one of the two.
 */
export const readingBulkFilterSchema = z
  .object({
    state: z.literal('PENDING', { error: r.bulkFilterPending }),
    zoneId: positiveId('Zona').optional(),
    q: z.string().trim().max(200, r.searchTooLong).optional(),
  })
  .strict();
export type ReadingBulkFilter = z.output<typeof readingBulkFilterSchema>;

export const readingBulkUpdateSchema = z
  .object({
    readingIds: z
      .array(positiveId('Leitura'), { error: r.readingIdsRequired })
      .min(1, r.readingIdsRequired)
      .max(5000, r.tooManyReadings)
      .optional(),
    filter: readingBulkFilterSchema.optional(),
    state: z.enum(READING_STATES, { error: r.stateInvalid }),
  })
  .superRefine((value, ctx) => {
    if ((value.readingIds === undefined) === (value.filter === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['readingIds'], message: r.bulkTarget });
    }
  });
export type ReadingBulkUpdateInput = z.output<typeof readingBulkUpdateSchema>;

/** The manual entry form: every field required and current ≥ previous (SPEC.md section 5). */
export const readingEntryFormSchema = z
  .object({
    enterpriseId: z.string().min(1, messages.readings.entryInvalid),
    zoneId: z.string().min(1, messages.readings.entryInvalid),
    clientId: z.string().min(1, messages.readings.entryInvalid),
    meterId: z.string().min(1, messages.readings.entryInvalid),
    readingYear: z.string().min(1, messages.readings.entryInvalid),
    readingMonth: z.string().min(1, messages.readings.entryInvalid),
    previousReading: z.number().int().nonnegative(),
    currentReading: z.string().regex(/^\d{1,9}$/, messages.readings.entryInvalid),
  })
  .refine((form) => Number(form.currentReading) >= form.previousReading, {
    path: ['currentReading'],
    message: messages.readings.entryInvalid,
  });
export type ReadingEntryForm = z.input<typeof readingEntryFormSchema>;

/** The edit panel: month and current reading required. */
export const readingEditFormSchema = z.object({
  readingMonth: z.string().min(1, messages.validation.required),
  currentReading: z.string().regex(/^\d{1,9}$/, r.currentReadingDigits),
  state: z.enum(READING_STATES),
});
export type ReadingEditForm = z.input<typeof readingEditFormSchema>;

/** The tariff part of a contract type, in centavos. */
export interface Tariff {
  minimumConsumptionValue: Centavos;
  pricePerConsumptionUnit: Centavos;
}

/** amount = max(minimum charge, consumption × price per m³) (DOMAIN.md "Invoices"). */
export function invoiceAmount(tariff: Tariff, consumption: number): Centavos {
  return Math.max(tariff.minimumConsumptionValue, consumption * tariff.pricePerConsumptionUnit);
}

export interface FineTier {
  minInterval: number;
  maxInterval: number;
  acruedFinePercentage: number;
}

/** The percentage of the tier holding the days overdue; beyond the last tier, the highest one applies. */
export function finePercentageFor(daysOverdue: number, tiers: readonly FineTier[]): number {
  if (daysOverdue <= 0 || tiers.length === 0) return 0;
  const tier = tiers.find((t) => daysOverdue >= t.minInterval && daysOverdue <= t.maxInterval);
  if (tier) return tier.acruedFinePercentage;
  const beyond = tiers.filter((t) => daysOverdue > t.maxInterval);
  if (beyond.length === 0) return 0;
  return Math.max(...beyond.map((t) => t.acruedFinePercentage));
}

export function fineAmount(amount: Centavos, percentage: number): Centavos {
  return percentOf(amount, percentage);
}
