import type { CutResponse } from '@agua/domain/contracts/cut';
import type { CutRow } from './service.ts';

export function toCutResponse(row: CutRow): CutResponse {
  return {
    cutId: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    meterId: row.meterId,
    clientId: row.clientId,
    clientName: row.clientName,
    zoneId: row.zoneId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
