import { z } from 'zod';
import { dayCount, instantSchema, intervalRule, percentage } from './common.ts';
import { formSchema } from './form-text.ts';

/** Multa (%): a fine tier over days overdue. */
export const fineConfigurationSchema = z
  .object({
    minInterval: dayCount('Intervalo Mínimo'),
    maxInterval: dayCount('Intervalo Máximo'),
    acruedFinePercentage: percentage('Percentagem da Multa'),
    active: z.boolean().default(true),
  })
  .superRefine(intervalRule);
export type FineConfigurationBody = z.input<typeof fineConfigurationSchema>;
export type FineConfigurationFields = z.output<typeof fineConfigurationSchema>;

/** The Multa (%) form: the same rule, reading the text of its inputs. */
export const fineConfigurationFormSchema = formSchema(fineConfigurationSchema);

export const fineConfigurationResponseSchema = z
  .object({
    fineConfigurationId: z.number().int(),
    minInterval: z.number().int().describe('Days overdue where this tier starts'),
    maxInterval: z.number().int().describe('Days overdue where this tier ends'),
    acruedFinePercentage: z.number().describe('Fine, percent of the invoice amount (0-100)'),
    active: z.boolean(),
    createdAt: instantSchema,
  })
  .meta({ id: 'FineConfiguration' });
export type FineConfigurationResponse = z.output<typeof fineConfigurationResponseSchema>;
