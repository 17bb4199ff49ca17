import type { ReadingRouteResponse } from '@agua/domain/contracts/reading-route';
import { messages } from '@agua/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { clientMeters } from '../meters/tables.ts';
import { readingAnomalies } from '../reading-anomalies/tables.ts';
import { zones } from '../setup/tables.ts';
import { expectedWindow } from './chain.ts';
import type { Period } from './field-sheet.ts';
import { monthNumber, readingMonthNumber } from './meter-checks.ts';
import { readings } from './tables.ts';
import { unreadInPeriod } from './unread.ts';

/**
 * A zone's reading route for a month (docs/domain.md "Offline reading route"): every meter "por ler" (unread.ts),
 * in route order — by address, then client — with the previous index and the expected window the field sheet gives (field-sheet.ts exportRows), and the active anomaly codes. One statement
 * for the stops; run in a worker thread (route.task.ts), as a zone may hold 50,000 meters.
 */
export async function readingRoute(
  db: Executor,
  zoneId: number,
  period: Period,
): Promise<ReadingRouteResponse> {
  const [zone] = await db.select({ description: zones.description }).from(zones).where(eq(zones.id, zoneId));
  if (!zone) throw notFound(messages.readings.rules.zoneNotFound);
  const month = monthNumber(period);
  const result = await db.execute<{
    meter_id: number;
    serial: string;
    client: string;
    address: string;
    previous: number;
    average: number | null;
  }>(sql`
    select ${clientMeters.id} as meter_id, ${clientMeters.serialNumber} as serial, ${clients.name} as client,
           ${clients.address} as address,
           coalesce((select ${readings.currentReading} from ${readings}
                      where ${readings.meterId} = ${clientMeters.id} and ${readings.state} <> 'CANCELED'
                        and ${readingMonthNumber} < ${month}::int
                      order by ${readings.readingYear} desc, ${readings.readingMonth} desc
                      limit 1), ${clientMeters.cubicMeters}) as previous,
           (select round(avg(h.consumption))::int from (
              select ${readings.consumption} as consumption from ${readings}
               where ${readings.meterId} = ${clientMeters.id} and ${readings.state} <> 'CANCELED'
                 and not ${readings.estimated} and ${readingMonthNumber} < ${month}::int
               order by ${readingMonthNumber} desc limit 6) h) as average
      from ${contracts}
      join ${clientMeters} on ${clientMeters.id} = ${contracts.meterId}
      join ${clients} on ${clients.id} = ${clientMeters.clientId}
     where ${clients.zoneId} = ${zoneId} and ${unreadInPeriod(period)}
     order by lower(${clients.address}), ${clients.name}, ${clientMeters.id}`);
  const anomalies = await db
    .select({
      code: readingAnomalies.code,
      description: readingAnomalies.description,
      withReading: readingAnomalies.withReading,
    })
    .from(readingAnomalies)
    .where(eq(readingAnomalies.active, true))
    .orderBy(readingAnomalies.code);
  return {
    zoneId,
    zoneName: zone.description,
    ...period,
    stops: result.rows.map((row) => {
      const window = expectedWindow(row.previous, row.average === null ? null : Number(row.average));
      return {
        meterId: row.meter_id,
        serial: row.serial,
        client: row.client,
        address: row.address,
        previous: row.previous,
        low: window.low,
        high: window.high,
      };
    }),
    anomalies,
  };
}
