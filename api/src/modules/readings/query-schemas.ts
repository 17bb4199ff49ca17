import { positiveId } from '@agua/domain/contracts/common';
import { fromText } from '@agua/domain/contracts/form-text';
import { READING_STATES, readingMonthSchema, readingYearSchema } from '@agua/domain/contracts/reading';
import { z } from 'zod';
import { idListParam, listQuerySchema } from '../../http/list-query.ts';
import { READING_SORT_FIELDS } from './service.ts';

const stateParam = z.enum(READING_STATES, { error: 'Estado inválido: use PENDING, APPROVED ou CANCELED.' });
const zoneIdParam = positiveId('Zona');

export const readingListQuerySchema = listQuerySchema(READING_SORT_FIELDS).extend({
  meterIds: idListParam('meterIds'),
  clientIds: idListParam('clientIds'),
  zoneId: zoneIdParam.optional(),
  state: stateParam.optional(),
  flagged: z
    .enum(['true', 'false'], { error: 'flagged: use true ou false.' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe('true: only readings the checks flagged or estimated'),
});

export const stateQuerySchema = z.object({ state: stateParam });
export const stateZoneQuerySchema = z.object({ zoneId: zoneIdParam, state: stateParam });
export const zoneQuerySchema = z.object({ zoneId: zoneIdParam });
export const fieldSheetQuerySchema = zoneQuerySchema.extend({
  unread: z
    .enum(['true', 'false'], { error: 'unread: use true ou false.' })
    .optional()
    .transform((value) => value === 'true')
    .describe('true: only the meters "por ler" this month (no live reading yet)'),
});
export const meterParamsSchema = z.object({ meterId: positiveId('Contador') });
export const clientParamsSchema = z.object({ clientId: positiveId('Cliente') });
export const periodQuerySchema = z.object({
  readingYear: fromText(readingYearSchema),
  readingMonth: fromText(readingMonthSchema),
});
