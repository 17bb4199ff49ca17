import type { MeterResponse } from '@agua/domain/contracts/client-meter';
import type { MeterRow } from '../../services/client-meters.ts';

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
