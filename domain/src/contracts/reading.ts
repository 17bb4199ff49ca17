import { z } from 'zod';
import { messages } from '../messages.ts';
import { isFuturePeriod } from '../rules/reading.ts';
import { instantSchema, positiveReference } from './common.ts';
import { fromText } from './form-text.ts';
import { invoiceResponseSchema } from './invoice.ts';
import { anomalyCodeSchema } from './reading-anomaly.ts';

const r = messages.readings.rules;
const v = messages.validation;

export const READING_STATES = ['PENDING', 'APPROVED', 'CANCELED'] as const;
export type ReadingState = (typeof READING_STATES)[number];

/** What the consumption checks (and an estimate) mark on a reading (docs/domain.md "Readings from the field"). */
export const READING_FLAG_CODES = ['ESTIMATED', 'VERY_HIGH', 'HIGH', 'LOW', 'ZERO'] as const;
export type ReadingFlagCode = (typeof READING_FLAG_CODES)[number];

export const readingFlagSchema = z
  .object({ code: z.enum(READING_FLAG_CODES), reason: z.string().describe('Why, in Portuguese') })
  .meta({ id: 'ReadingFlag' });
export type ReadingFlag = z.output<typeof readingFlagSchema>;

/** A JSON body's month, 1-12 (readingPeriodTextSchema and the query schemas read it from text). */
export const readingMonthSchema = z
  .number({ error: (issue) => (issue.input === undefined ? r.monthRequired : r.monthInvalid) })
  .int(r.monthInvalid)
  .min(1, r.monthInvalid)
  .max(12, r.monthInvalid);

export const readingYearSchema = z
  .number({ error: (issue) => (issue.input === undefined ? r.yearRequired : r.yearInvalid) })
  .int(r.yearInvalid)
  .min(2000, r.yearInvalid)
  .max(2999, r.yearInvalid);

/** A meter index: whole cubic metres, digits only. */
export const meterIndexSchema = z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
  const text = String(value);
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: r.currentReadingRequired });
    return z.NEVER;
  }
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

/** The period of an upload: multipart fields are text by nature, read through the same rules. */
export const readingPeriodSchema = z
  .object({ readingMonth: fromText(readingMonthSchema), readingYear: fromText(readingYearSchema) })
  .superRefine(notInFuture);

/**
 * POST /reading: the seed's payload. previousReading is the server's to derive. A meter that could not be read comes
 * with an anomaly code and no currentReading (the month is estimated); some anomalies come with a value.
 */
export const readingCreateSchema = z
  .object({
    meterId: positiveReference('Contador'),
    readingMonth: readingMonthSchema,
    readingYear: readingYearSchema,
    currentReading: meterIndexSchema.optional(),
    anomalyCode: z
      .union([anomalyCodeSchema, z.null()], { error: messages.fieldReadings.rules.anomalyCodeInvalid })
      .optional()
      .transform((value) => value ?? undefined),
  })
  .superRefine(notInFuture)
  .superRefine((value, ctx) => {
    if (value.currentReading === undefined && value.anomalyCode === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['currentReading'],
        message: messages.fieldReadings.rules.valueOrAnomaly,
      });
    }
  });
export type ReadingCreateBody = z.input<typeof readingCreateSchema>;
export type ReadingCreateFields = z.output<typeof readingCreateSchema>;

/** PUT /reading/{id}: month and current reading are required; the state only for ADMIN. */
export const readingUpdateSchema = z
  .object({
    readingMonth: readingMonthSchema,
    readingYear: readingYearSchema,
    currentReading: meterIndexSchema,
    state: z.enum(READING_STATES, { error: r.stateInvalid }).optional(),
  })
  .superRefine(notInFuture);
export type ReadingUpdateBody = z.input<typeof readingUpdateSchema>;
export type ReadingUpdateFields = z.output<typeof readingUpdateSchema>;

/**
 * PUT /reading/bulk-update: either the readings by id, or every PENDING reading matching a filter (a zone and the
 * list's search), so Leituras Pendentes never has to ship every id. Exactly one of the two.
 */
export const readingBulkFilterSchema = z
  .object({
    state: z.literal('PENDING', { error: r.bulkFilterPending }),
    zoneId: positiveReference('Zona').optional(),
    q: z.string().trim().max(200, r.searchTooLong).optional(),
  })
  .strict();
export type ReadingBulkFilter = z.output<typeof readingBulkFilterSchema>;

export const readingBulkUpdateSchema = z
  .object({
    readingIds: z
      .array(positiveReference('Leitura'), { error: r.readingIdsRequired })
      .min(1, r.readingIdsRequired)
      .max(5000, r.tooManyReadings)
      .optional(),
    filter: readingBulkFilterSchema.optional(),
    state: z.enum(READING_STATES, { error: r.stateInvalid }),
    /** Approving leaves flagged readings pending unless this says to include them (after a second confirmation). */
    includeFlagged: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if ((value.readingIds === undefined) === (value.filter === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['readingIds'], message: r.bulkTarget });
    }
  });
export type ReadingBulkUpdateBody = z.input<typeof readingBulkUpdateSchema>;
export type ReadingBulkUpdateFields = z.output<typeof readingBulkUpdateSchema>;

/** Leitura Actual as a form holds it: empty is missing, anything else must be whole m³ in digits. */
const currentReadingText = z
  .string()
  .min(1, { message: r.currentReadingRequired, abort: true })
  .regex(/^\d{1,9}$/, r.currentReadingDigits);

/**
 * The manual entry form: every field required (each says which). A meter that could not be read takes an anomaly
 * instead of Leitura Actual; whether a value below the previous one is a wrap of the register is the api's to say.
 * A value outside the expected window is typed twice (confirmReading), as the reader is asked to.
 */
export const readingEntryFormSchema = z
  .object({
    enterpriseId: z.string().min(1, v.choose.enterprise),
    zoneId: z.string().min(1, v.choose.zone),
    clientId: z.string().min(1, v.choose.client),
    meterId: z.string().min(1, v.choose.meter),
    readingYear: z.string().min(1, r.yearRequired),
    readingMonth: z.string().min(1, r.monthRequired),
    previousReading: z.number().int().nonnegative(),
    /** "Sem leitura — anomalia": the meter could not be read, anomalyCode says why. */
    noReading: z.boolean(),
    anomalyCode: z.string(),
    /** The anomaly chosen comes with a value (Leitura Actual then required). */
    anomalyWithReading: z.boolean(),
    currentReading: z.union([currentReadingText, z.literal('')]),
    /** Required only when the value falls outside the expected window (checked by the form). */
    confirmReading: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.noReading && form.anomalyCode === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['anomalyCode'],
        message: messages.fieldReadings.entry.chooseAnomaly,
      });
    }
    const needsValue = !form.noReading || form.anomalyWithReading;
    if (needsValue && form.currentReading === '') {
      ctx.addIssue({ code: 'custom', path: ['currentReading'], message: r.currentReadingRequired });
    }
  });
export type ReadingEntryForm = z.input<typeof readingEntryFormSchema>;

/** The edit panel: month and current reading required. */
export const readingEditFormSchema = z.object({
  readingMonth: z.string().min(1, messages.validation.required),
  currentReading: currentReadingText,
  state: z.enum(READING_STATES),
});
export type ReadingEditForm = z.input<typeof readingEditFormSchema>;

/** The seed's Reading entity, with the client and zone of its meter. */
export const readingResponseSchema = z
  .object({
    readingId: z.number().int(),
    meterId: z.number().int(),
    clientId: z.number().int(),
    clientName: z.string(),
    zoneId: z.number().int(),
    readingMonth: z.number().int().describe('1-12'),
    readingYear: z.number().int(),
    previousReading: z.number().int().describe('m³'),
    currentReading: z.number().int().describe('m³'),
    consumption: z
      .number()
      .int()
      .describe(
        'm³ billed: currentReading - previousReading + indexOffset (a wrap, a replacement, an estimate)',
      ),
    indexOffset: z
      .number()
      .int()
      .describe('m³ the two indexes do not show (wrap, replaced meter, estimate settled)'),
    estimated: z
      .boolean()
      .describe('Billed without a value: currentReading = previousReading + the estimate'),
    anomalyCode: z.string().nullable(),
    anomalyDescription: z.string().nullable(),
    meterReplaced: z
      .boolean()
      .describe(
        "The first month of a meter that replaced another: it bills the old meter's last advance too",
      ),
    creditedCubicMeters: z
      .number()
      .int()
      .describe('m³ earlier estimates over-billed, credited with this reading'),
    flags: z.array(readingFlagSchema),
    state: z.enum(READING_STATES),
    active: z.boolean(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    userCreated: z.number().int().nullable(),
    userChanged: z.number().int().nullable(),
  })
  .meta({ id: 'Reading' });
export type ReadingResponse = z.output<typeof readingResponseSchema>;

/** POST /reading: the reading and the invoice issued with it in the same transaction. */
export const readingCreatedSchema = readingResponseSchema
  .extend({
    invoice: invoiceResponseSchema.describe('The invoice issued with the reading'),
    alreadyRecorded: z
      .boolean()
      .describe(
        'True when the same reading (meter, month, value and anomaly) was already stored: answered 200 with it, ' +
          'nothing changed',
      ),
  })
  .meta({ id: 'ReadingCreated' });
export type ReadingCreatedResponse = z.output<typeof readingCreatedSchema>;

/** The filter form of PUT /reading/bulk-update: how many readings changed state. */
export const readingBulkUpdateCountSchema = z
  .object({
    updated: z.number().int().describe('Readings whose state changed'),
    flaggedLeftPending: z
      .number()
      .int()
      .describe('Flagged readings approval left pending (includeFlagged false)'),
  })
  .meta({ id: 'ReadingBulkUpdateCount' });
export type ReadingBulkUpdateCountResponse = z.output<typeof readingBulkUpdateCountSchema>;

/** GET /reading/meter/{meterId}/previous: what a new reading for the period would take as previousReading. */
export const previousReadingSchema = z
  .object({
    meterId: z.number().int(),
    readingYear: z.number().int(),
    readingMonth: z.number().int(),
    previousReading: z.number().int(),
    monthReadingId: z
      .number()
      .int()
      .nullable()
      .describe("The meter's non-cancelled reading of this month, when the month is already read"),
    digits: z.number().int().describe("The register's digits"),
    averageConsumption: z.number().int().nullable().describe('Mean of the last up to 6 real months (m³)'),
    expectedLow: z.number().int().describe('The expected window of the index (GSAN bands)'),
    expectedHigh: z.number().int(),
  })
  .meta({ id: 'PreviousReading' });
export type PreviousReadingResponse = z.output<typeof previousReadingSchema>;

/** POST /reading/upload, accepted: every reading of the file was saved with its invoice. */
export const readingUploadResultSchema = z
  .object({
    created: z.number().int().describe('Readings (and invoices) created'),
    skipped: z.number().int().describe('Rows already stored with the same value (a re-sent file)'),
    smsQueued: z
      .number()
      .int()
      .describe("SMS notices of the new invoices queued for sending (the clients' own choices apply)"),
    readingIds: z.array(z.number().int()),
  })
  .meta({ id: 'ReadingUploadResult' });
export type ReadingUploadResultResponse = z.output<typeof readingUploadResultSchema>;

export const readingRowErrorSchema = z.object({
  row: z.number().int().describe('Line of the file (the header is line 1)'),
  meterId: z.string(),
  message: z.string(),
});
export type ReadingRowError = z.output<typeof readingRowErrorSchema>;

/** POST /reading/upload, refused: every bad row, and nothing was saved. */
export const readingUploadRefusedSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    rows: z.array(readingRowErrorSchema).describe('Every refused row; nothing was saved'),
  })
  .meta({ id: 'ReadingUploadRefused' });
export type ReadingUploadRefusedResponse = z.output<typeof readingUploadRefusedSchema>;

/** GET /reading/report/flagged-by-zone: a month's estimated and flagged readings, zone by zone. */
export const flaggedReadingsZoneSchema = z
  .object({
    zoneId: z.number().int(),
    zoneName: z.string(),
    readings: z.number().int().describe('Non-cancelled readings of the month'),
    estimated: z.number().int(),
    veryHigh: z.number().int(),
    high: z.number().int(),
    low: z.number().int(),
    zero: z.number().int(),
    flaggedPending: z.number().int().describe('Flagged or estimated readings still pending'),
    creditedCubicMeters: z.number().int().describe('m³ credited back by corrections of estimates'),
  })
  .meta({ id: 'FlaggedReadingsZone' });
export type FlaggedReadingsZoneResponse = z.output<typeof flaggedReadingsZoneSchema>;
