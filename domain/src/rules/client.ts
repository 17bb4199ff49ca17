import { z } from 'zod';
import { messages } from '../messages.ts';
import { digitsText, optionalDigitsText, optionalText, positiveId, requiredText } from './common.ts';

const v = messages.validation;

/** A meter's brand when none is given (DOMAIN.md: the first meter is created with it). */
export const DEFAULT_METER_BRAND = 'Genérico';

/**
 * Step 1 of the wizard and the customer edit (SPEC.md 5): name, phone, address and zone are required; NUIT and both
 * phones are digits only. The three preferences default to the seed's values.
 */
export const clientSchema = z.object({
  name: requiredText('Nome'),
  phoneNumber: digitsText('Contacto'),
  address: requiredText('Endereço'),
  nuit: optionalDigitsText('Nuit'),
  zoneId: positiveId('Zona'),
  alternativeNumber: optionalDigitsText('Contacto Alternativo'),
  observation: optionalText('Observação'),
  exemptFromFines: z.boolean().default(false),
  wantsReceiptSMS: z.boolean().default(true),
  wantsInvoiceSMS: z.boolean().default(true),
});
export type ClientInput = z.input<typeof clientSchema>;
export type ClientFields = z.output<typeof clientSchema>;

/** A meter: the brand defaults to "Genérico", cubicMeters (its index when installed) to 0. */
export const meterFields = {
  brand: z
    .string()
    .trim()
    .max(100, 'Marca deve ter no máximo 100 caracteres.')
    .nullish()
    .transform((value) => value || DEFAULT_METER_BRAND),
  cubicMeters: z.coerce
    .number({ error: `Metros cúbicos: ${v.required}` })
    .int('Metros cúbicos deve ser um número inteiro.')
    .min(0, v.min('Metros cúbicos', 0))
    .max(2_000_000_000, v.max('Metros cúbicos', 2_000_000_000))
    .default(0),
};

export const meterCreateSchema = z.object({ clientId: positiveId('Cliente'), ...meterFields });
export type MeterCreateInput = z.input<typeof meterCreateSchema>;

export const meterUpdateSchema = z.object(meterFields);
export type MeterUpdateInput = z.input<typeof meterUpdateSchema>;
