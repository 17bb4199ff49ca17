import { z } from 'zod';
import { messages } from '../messages.ts';
import { optionalPhoneNumber, phoneNumber } from '../rules/phone.ts';
import { meterResponseSchema } from './client-meter.ts';
import { chosenId, instantSchema, optionalDigitsText, optionalText, requiredText } from './common.ts';
import { formSchema } from './form-text.ts';

/**
 * POST /client and PUT /client/{id} (step 1 of the wizard and the customer edit): name, phone, address and zone are
 * required; NUIT is digits only; both phones are Mozambican mobile numbers, stored without +258 (`rules/phone.ts`).
 * The three preferences default to the seed's values.
 */
export const clientSchema = z.object({
  name: requiredText('Nome'),
  phoneNumber: phoneNumber('Contacto'),
  address: requiredText('Endereço'),
  nuit: optionalDigitsText('Nuit'),
  zoneId: chosenId('Zona', messages.validation.choose.zone),
  alternativeNumber: optionalPhoneNumber('Contacto Alternativo'),
  observation: optionalText('Observação'),
  exemptFromFines: z.boolean().default(false),
  wantsReceiptSMS: z.boolean().default(true),
  wantsInvoiceSMS: z.boolean().default(true),
});
export type ClientBody = z.input<typeof clientSchema>;
export type ClientFields = z.output<typeof clientSchema>;

/** The client forms (wizard step 1, customer edit): the same rule, the zone picked as the text of a select. */
export const clientFormSchema = formSchema(clientSchema);
export type ClientFormInput = z.input<typeof clientFormSchema>;

/** The seed's Client entity. */
export const clientResponseSchema = z
  .object({
    clientId: z.number().int(),
    name: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    nuit: z.string().nullable(),
    zoneId: z.number().int(),
    alternativeNumber: z.string().nullable(),
    observation: z.string().nullable(),
    exemptFromFines: z.boolean(),
    wantsReceiptSMS: z.boolean(),
    wantsInvoiceSMS: z.boolean(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Client' });
export type ClientResponse = z.output<typeof clientResponseSchema>;

/** The seed's create answer `{ client, statusCode }`, plus the first meter that was created with it. */
export const clientCreatedSchema = z
  .object({
    client: clientResponseSchema,
    meter: meterResponseSchema.describe('The meter created with the client (brand Genérico, 0 m³)'),
    statusCode: z.literal(201),
  })
  .meta({ id: 'ClientCreated' });
export type ClientCreatedResponse = z.output<typeof clientCreatedSchema>;
