import { z } from 'zod';
import { instantSchema } from '../../http/schemas.ts';
import type { ClientRow } from '../../services/clients.ts';
import { meterResponseSchema } from '../client-meter/schemas.ts';

/** The seed's Client entity (SPEC.md 3). */
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

export function toClientResponse(row: ClientRow): ClientResponse {
  return {
    clientId: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    address: row.address,
    nuit: row.nuit,
    zoneId: row.zoneId,
    alternativeNumber: row.alternativeNumber,
    observation: row.observation,
    exemptFromFines: row.exemptFromFines,
    wantsReceiptSMS: row.wantsReceiptSms,
    wantsInvoiceSMS: row.wantsInvoiceSms,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
