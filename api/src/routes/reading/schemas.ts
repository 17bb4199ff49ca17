import { positiveId } from '@agua/domain/contracts/common';
import {
  READING_STATES,
  type ReadingResponse,
  readingMonthSchema,
  readingYearSchema,
} from '@agua/domain/contracts/reading';
import { z } from 'zod';
import { idListParam, listQuerySchema } from '../../http/list-query.ts';
import { READING_SORT_FIELDS, type ReadingRow } from '../../services/readings/index.ts';

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
