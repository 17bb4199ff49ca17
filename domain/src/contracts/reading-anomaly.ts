import { z } from 'zod';
import { messages } from '../messages.ts';
import { requiredText } from './common.ts';
import { formSchema } from './form-text.ts';

const a = messages.fieldReadings.anomalies;

export const ANOMALY_BILLINGS = ['AVERAGE', 'MINIMUM'] as const;
export type AnomalyBilling = (typeof ANOMALY_BILLINGS)[number];

/** An anomaly's code: what the reader writes on the sheet (upper case, digits, "-" or "_"). */
export const anomalyCodeSchema = z
  .string({ error: a.codeInvalid })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]{1,20}$/, a.codeInvalid));

/** POST/PUT /reading-anomaly. */
export const readingAnomalySchema = z.object({
  code: anomalyCodeSchema,
  description: requiredText(a.fields.description, 200),
  withReading: z.boolean({ error: `${a.fields.withReading}: ${messages.validation.required}` }),
  billing: z.enum(ANOMALY_BILLINGS, { error: a.billingInvalid }),
  active: z.boolean().default(true),
});
export type ReadingAnomalyBody = z.input<typeof readingAnomalySchema>;
export type ReadingAnomalyFields = z.output<typeof readingAnomalySchema>;

/** The Anomalias de Leitura form. */
export const readingAnomalyFormSchema = formSchema(readingAnomalySchema);

export const readingAnomalyResponseSchema = z
  .object({
    anomalyId: z.number().int(),
    code: z.string(),
    description: z.string(),
    withReading: z.boolean().describe('A reading value comes with this anomaly'),
    billing: z.enum(ANOMALY_BILLINGS).describe('How a month without a value is billed'),
    active: z.boolean(),
  })
  .meta({ id: 'ReadingAnomaly' });
export type ReadingAnomalyResponse = z.output<typeof readingAnomalyResponseSchema>;

const t = messages.fieldReadings.thresholds;
const whole = (label: string) =>
  z
    .number({ error: `${label}: ${messages.validation.required}` })
    .int(`${label}: use um número inteiro.`)
    .min(0, messages.validation.min(label, 0))
    .max(100_000, messages.validation.max(label, 100_000));
const factor = (label: string) =>
  z
    .number({ error: `${label}: ${messages.validation.required}` })
    .positive(`${label}: use um número positivo.`)
    .max(1000, messages.validation.max(label, 1000))
    .refine((value) => Math.round(value * 100) === value * 100, `${label}: no máximo duas casas decimais.`);

/** PUT /reading-check-threshold/{contractTypeId}: a contract type's minimum m³ and consumption checks. */
export const readingThresholdsSchema = z
  .object({
    minimumCubicMeters: whole(t.fields.minimumCubicMeters),
    highFactor: factor(t.fields.highFactor),
    highMinimum: whole(t.fields.highMinimum),
    veryHighFactor: factor(t.fields.veryHighFactor),
    veryHighMinimum: whole(t.fields.veryHighMinimum),
    lowFactor: factor(t.fields.lowFactor),
    lowAverageAbove: whole(t.fields.lowAverageAbove),
  })
  .superRefine((value, ctx) => {
    if (value.veryHighFactor < value.highFactor || value.veryHighMinimum < value.highMinimum) {
      ctx.addIssue({ code: 'custom', path: ['veryHighFactor'], message: t.veryHighBelowHigh });
    }
    if (value.lowFactor >= 1)
      ctx.addIssue({ code: 'custom', path: ['lowFactor'], message: t.lowFactorRange });
  });
export type ReadingThresholdsBody = z.input<typeof readingThresholdsSchema>;
export type ReadingThresholds = z.output<typeof readingThresholdsSchema>;

export const readingThresholdsResponseSchema = z
  .object({
    contractTypeId: z.number().int(),
    minimumCubicMeters: z.number().int().describe('m³ an estimate bills when the meter has no real history'),
    highFactor: z.number(),
    highMinimum: z.number().int(),
    veryHighFactor: z.number(),
    veryHighMinimum: z.number().int(),
    lowFactor: z.number(),
    lowAverageAbove: z.number().int(),
  })
  .meta({ id: 'ReadingThresholds' });
export type ReadingThresholdsResponse = z.output<typeof readingThresholdsResponseSchema>;
