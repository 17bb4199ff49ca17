import { z } from 'zod';
import { dayCount, instantSchema, intervalRule, requiredText } from './common.ts';
import { formSchema } from './form-text.ts';

/** Factura: the payment term of new invoices (days). */
export const invoiceConfigurationSchema = z
  .object({
    description: requiredText('Descrição'),
    minInterval: dayCount('Intervalo Mínimo'),
    maxInterval: dayCount('Intervalo Máximo'),
    active: z.boolean().default(true),
  })
  .superRefine(intervalRule);
export type InvoiceConfigurationBody = z.input<typeof invoiceConfigurationSchema>;
export type InvoiceConfigurationFields = z.output<typeof invoiceConfigurationSchema>;

/** The Factura form: the same rule, reading the text of its inputs. */
export const invoiceConfigurationFormSchema = formSchema(invoiceConfigurationSchema);

export const invoiceConfigurationResponseSchema = z
  .object({
    invoiceConfigurationId: z.number().int(),
    description: z.string(),
    minInterval: z.number().int().describe('Days'),
    maxInterval: z.number().int().describe('Days: the payment term of new invoices while this one is active'),
    active: z.boolean(),
    createdAt: instantSchema,
  })
  .meta({ id: 'InvoiceConfiguration' });
export type InvoiceConfigurationResponse = z.output<typeof invoiceConfigurationResponseSchema>;
