import type { FlaggedReadingsZoneResponse } from '@agua/domain/contracts/reading';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { zones } from '../setup/tables.ts';
import { readings } from './tables.ts';

/**
 * "Leituras estimadas e assinaladas por zona": per zone, a month's live readings, how many were estimated or carry
 * each flag of the consumption checks, how many of those still wait for approval, and the m³ credited back
 * (docs/domain.md "Readings from the field"). One grouped statement over the month's readings (readings.zone_id).
 */
export async function flaggedReadingsByZone(
  db: Executor,
  period: { readingYear: number; readingMonth: number },
): Promise<FlaggedReadingsZoneResponse[]> {
  const has = (code: string) => sql`${readings.flags} @> ${JSON.stringify([{ code }])}::jsonb`;
  const result = await db.execute<Record<string, string | number>>(sql`
    select z.id as zone_id, z.designation as zone_name, count(*)::int as readings,
           count(*) filter (where ${readings.estimated})::int as estimated,
           count(*) filter (where ${has('VERY_HIGH')})::int as very_high,
           count(*) filter (where ${has('HIGH')})::int as high,
           count(*) filter (where ${has('LOW')})::int as low,
           count(*) filter (where ${has('ZERO')})::int as zero,
           count(*) filter (where ${readings.flags} <> '[]'::jsonb and ${readings.state} = 'PENDING')::int
             as flagged_pending,
           coalesce(sum(${readings.creditedCubicMeters}), 0)::int as credited
      from ${readings} join ${zones} z on z.id = ${readings.zoneId}
     where ${readings.state} <> 'CANCELED' and ${readings.readingYear} = ${period.readingYear}
       and ${readings.readingMonth} = ${period.readingMonth}
     group by z.id, z.designation
     order by z.designation, z.id`);
  return result.rows.map((row) => ({
    zoneId: Number(row.zone_id),
    zoneName: String(row.zone_name),
    readings: Number(row.readings),
    estimated: Number(row.estimated),
    veryHigh: Number(row.very_high),
    high: Number(row.high),
    low: Number(row.low),
    zero: Number(row.zero),
    flaggedPending: Number(row.flagged_pending),
    creditedCubicMeters: Number(row.credited),
  }));
}
