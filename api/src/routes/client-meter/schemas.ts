import { z } from 'zod';
import { instantSchema } from '../../http/schemas.ts';
import type { MeterRow } from '../../services/client-meters.ts';

/** The seed's Meter entity (SPEC.md 3), with the client it belongs to. */
export const meterResponseSchema = z
  .object({
    meterId: z.number().int(),
    clientId: z.number().int(),
    brand: z.string(),
    cubicMeters: z.number().int().describe('Index when installed: the first reading starts from it'),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Meter' });

export type MeterResponse = z.output<typeof meterResponseSchema>;

export function toMeterResponse(row: MeterRow): MeterResponse {
  return {
    meterId: row.id,
    clientId: row.clientId,
    brand: row.brand,
    cubicMeters: row.cubicMeters,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
