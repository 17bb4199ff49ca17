import type { ReadingResponse } from '@agua/domain/contracts/reading';
import type { ReadingRow } from './service.ts';

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
    indexOffset: row.indexOffset,
    estimated: row.estimated,
    anomalyCode: row.anomalyCode,
    anomalyDescription: row.anomalyDescription,
    meterReplaced: row.meterReplaced,
    creditedCubicMeters: row.creditedCubicMeters,
    flags: row.flags,
    state: row.state,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    userCreated: row.userCreated,
    userChanged: row.userChanged,
  };
}
