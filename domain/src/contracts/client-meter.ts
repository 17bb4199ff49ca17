import { z } from 'zod';
import { messages } from '../messages.ts';
import { instantSchema, positiveReference, strictNumber } from './common.ts';

const v = messages.validation;

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
};

/** POST /client-meter. */
export const meterCreateSchema = z.object({ clientId: positiveReference('Cliente'), ...meterFields });
export type MeterCreateBody = z.input<typeof meterCreateSchema>;
export type MeterCreateFields = z.output<typeof meterCreateSchema>;

/** PUT /client-meter/{id}. */
export const meterUpdateSchema = z.object(meterFields);
export type MeterUpdateBody = z.input<typeof meterUpdateSchema>;
export type MeterUpdateFields = z.output<typeof meterUpdateSchema>;

/** The seed's Meter entity, with the client it belongs to. */
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
