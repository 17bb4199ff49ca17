import { positiveId } from '@agua/domain/rules/common';
import { READING_STATES, readingMonthSchema, readingYearSchema } from '@agua/domain/rules/reading';
import { z } from 'zod';
import { idListParam, listQuerySchema } from '../../http/list-query.ts';
import { instantSchema } from '../../http/schemas.ts';
import { READING_SORT_FIELDS, type ReadingRow } from '../../services/readings/index.ts';

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
    consumption: z.number().int().describe('currentReading - previousReading (m³)'),
    state: z.enum(READING_STATES),
    active: z.boolean(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    userCreated: z.number().int().nullable(),
    userChanged: z.number().int().nullable(),
  })
  .meta({ id: 'Reading' });

export type ReadingResponse = z.output<typeof readingResponseSchema>;

export function toReadingResponse(row: ReadingRow): ReadingResponse {
  return {
    readingId: row.id,
    meterId: row.meterId,
    clientId: row.clientId,
    clientName: row.clientName,
    zoneId: row.zoneId,
    readingMonth: row.readingMonth,
    readingYear: row.readingYear,
    previousReading: row.previousReading,
    currentReading: row.currentReading,
    consumption: row.consumption,
    state: row.state,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    userCreated: row.userCreated,
    userChanged: row.userChanged,
  };
}

/** The filter form of PUT /reading/bulk-update: how many readings changed state. */
export const bulkUpdateCountSchema = z
  .object({ updated: z.number().int().describe('Readings whose state changed') })
  .meta({ id: 'ReadingBulkUpdateCount' });

const stateParam = z.enum(READING_STATES, { error: 'Estado inválido: use PENDING, APPROVED ou CANCELED.' });
const zoneIdParam = positiveId('Zona');

export const readingListQuerySchema = listQuerySchema(READING_SORT_FIELDS).extend({
  meterIds: idListParam('meterIds'),
  clientIds: idListParam('clientIds'),
  zoneId: zoneIdParam.optional(),
  state: stateParam.optional(),
});

export const stateQuerySchema = z.object({ state: stateParam });
export const stateZoneQuerySchema = z.object({ zoneId: zoneIdParam, state: stateParam });
export const zoneQuerySchema = z.object({ zoneId: zoneIdParam });
export const meterParamsSchema = z.object({ meterId: positiveId('Contador') });
export const clientParamsSchema = z.object({ clientId: positiveId('Cliente') });
export const periodQuerySchema = z.object({
  readingYear: readingYearSchema,
  readingMonth: readingMonthSchema,
});

export const previousReadingSchema = z
  .object({
    meterId: z.number().int(),
    readingYear: z.number().int(),
    readingMonth: z.number().int(),
    previousReading: z.number().int(),
  })
  .meta({ id: 'PreviousReading' });

export const uploadResultSchema = z
  .object({
    created: z.number().int().describe('Readings (and invoices) created'),
    skipped: z.number().int().describe('Rows already stored with the same value (a re-sent file)'),
    readingIds: z.array(z.number().int()),
  })
  .meta({ id: 'ReadingUploadResult' });

export const rowErrorSchema = z.object({
  row: z.number().int().describe('Line of the file (the header is line 1)'),
  meterId: z.string(),
  message: z.string(),
});

export const uploadRefusedSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    rows: z.array(rowErrorSchema).describe('Every refused row; nothing was saved'),
  })
  .meta({ id: 'ReadingUploadRefused' });
