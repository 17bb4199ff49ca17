import type {
  MyReadingsTodayResponse,
  UnreadMeterResponse,
  UnreadZoneResponse,
} from '@agua/domain/contracts/home';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { clientMeters } from '../meters/tables.ts';
import { zones } from '../setup/tables.ts';
import type { Period } from './field-sheet.ts';
import { readings } from './tables.ts';
import { unreadInPeriod } from './unread.ts';

// The "por ler" counts and list and the technician's day (docs/domain.md "Homes by role"), each one statement over
// the one rule of unread.ts.

/** Every zone with its meters "por ler" in the month (zones with none included: 0), by name. */
export async function unreadByZone(db: Executor, period: Period): Promise<UnreadZoneResponse[]> {
  const result = await db.execute<{ zone_id: number; zone_name: string; unread: number }>(sql`
    with unread as (
      select ${clients.zoneId} as zone_id, count(*)::int as unread
        from ${contracts}
        join ${clientMeters} on ${clientMeters.id} = ${contracts.meterId}
        join ${clients} on ${clients.id} = ${clientMeters.clientId}
       where ${unreadInPeriod(period)}
       group by ${clients.zoneId})
    select ${zones.id} as zone_id, ${zones.designation} as zone_name, coalesce(u.unread, 0)::int as unread
      from ${zones} left join unread u on u.zone_id = ${zones.id}
     order by ${zones.designation}, ${zones.id}`);
  return result.rows.map((row) => ({ zoneId: row.zone_id, zoneName: row.zone_name, unread: row.unread }));
}

/** One page of a zone's meters "por ler" in the month, in route order (route-queries.ts), and how many in all. */
export async function unreadMetersPage(
  db: Executor,
  zoneId: number,
  period: Period,
  page: { page: number; size: number },
): Promise<{ rows: UnreadMeterResponse[]; total: number }> {
  const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId));
  if (!zone) throw notFound(messages.readings.rules.zoneNotFound);
  const result = await db.execute<{
    meter_id: number;
    serial: string;
    client_id: number;
    client: string;
    address: string;
    total: number;
  }>(sql`
    select ${clientMeters.id} as meter_id, ${clientMeters.serialNumber} as serial, ${clients.id} as client_id,
           ${clients.name} as client, ${clients.address} as address, (count(*) over ())::int as total
      from ${contracts}
      join ${clientMeters} on ${clientMeters.id} = ${contracts.meterId}
      join ${clients} on ${clients.id} = ${clientMeters.clientId}
     where ${clients.zoneId} = ${zoneId} and ${unreadInPeriod(period)}
     order by lower(${clients.address}), ${clients.name}, ${clientMeters.id}
     limit ${page.size} offset ${(page.page - 1) * page.size}`);
  let total = result.rows[0]?.total;
  if (total === undefined) {
    // A page past the end has no row to carry the total: count on its own.
    const [row] = (
      await db.execute<{ total: number }>(sql`
        select count(*)::int as total from ${contracts}
          join ${clientMeters} on ${clientMeters.id} = ${contracts.meterId}
          join ${clients} on ${clients.id} = ${clientMeters.clientId}
         where ${clients.zoneId} = ${zoneId} and ${unreadInPeriod(period)}`)
    ).rows;
    total = row?.total ?? 0;
  }
  return {
    total,
    rows: result.rows.map((row) => ({
      meterId: row.meter_id,
      serial: row.serial,
      clientId: row.client_id,
      client: row.client,
      address: row.address,
    })),
  };
}

/** The live readings a staff member registered today (Maputo): how many, and the latest five. */
export async function myReadingsToday(
  db: Executor,
  userId: number,
  now = new Date(),
): Promise<MyReadingsTodayResponse> {
  const day = todayInMaputo(now);
  const result = await db.execute<{
    reading_id: number;
    meter_id: number;
    client: string;
    reading_month: number;
    reading_year: number;
    current_reading: number;
    consumption: number;
    created_at: string;
    total: number;
  }>(sql`
    select ${readings.id} as reading_id, ${readings.meterId} as meter_id, ${clients.name} as client,
           ${readings.readingMonth} as reading_month, ${readings.readingYear} as reading_year,
           ${readings.currentReading} as current_reading, ${readings.consumption} as consumption,
           to_char(${readings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
           (count(*) over ())::int as total
      from ${readings}
      join ${clientMeters} on ${clientMeters.id} = ${readings.meterId}
      join ${clients} on ${clients.id} = ${clientMeters.clientId}
     where ${readings.userCreated} = ${userId} and ${readings.state} <> 'CANCELED'
       and ${readings.createdAt} >= (${day}::date::timestamp at time zone 'Africa/Maputo')
       and ${readings.createdAt} < ((${day}::date + 1)::timestamp at time zone 'Africa/Maputo')
     order by ${readings.createdAt} desc, ${readings.id} desc
     limit 5`);
  return {
    day,
    count: result.rows[0]?.total ?? 0,
    last: result.rows.map((row) => ({
      readingId: row.reading_id,
      meterId: row.meter_id,
      client: row.client,
      readingMonth: row.reading_month,
      readingYear: row.reading_year,
      currentReading: row.current_reading,
      consumption: row.consumption,
      createdAt: row.created_at,
    })),
  };
}
