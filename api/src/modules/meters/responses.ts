import type { MeterResponse } from '@agua/domain/contracts/client-meter';
import type { MeterRow } from './service.ts';

export function toMeterResponse(row: MeterRow): MeterResponse {
  return {
    meterId: row.id,
    clientId: row.clientId,
    brand: row.brand,
    cubicMeters: row.cubicMeters,
    digits: row.digits,
    serialNumber: row.serialNumber,
    closedOn: row.closedOn,
    closingReading: row.closingReading,
    replacedByMeterId: row.replacedByMeterId,
    replacesMeterId: row.replacesMeterId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
