import type { SuspensionResponse } from '@agua/domain/contracts/suspension';
import type { SuspensionRow } from './service.ts';

export function toSuspensionResponse(row: SuspensionRow): SuspensionResponse {
  return {
    suspensionId: row.id,
    meterId: row.meterId,
    startDate: row.startDate,
    endDate: row.endDate,
    reason: row.reason,
    status: row.status,
    notes: row.notes,
    clientId: row.clientId,
    clientName: row.clientName,
    zoneId: row.zoneId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
