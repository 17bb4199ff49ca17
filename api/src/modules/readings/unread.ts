import { type SQL, sql } from 'drizzle-orm';
import { contracts } from '../contracts/tables.ts';
import { clientMeters } from '../meters/tables.ts';
import { readings } from './tables.ts';

/**
 * "Por ler" (docs/domain.md "Por ler"), the one rule every answer about unread meters shares — the reading route,
 * the counts per zone, the list and the field sheet's "só contadores por ler": a meter under an active contract
 * with no live (not cancelled) reading of the month. The statement joins `contracts` to `client_meters`.
 */
export function unreadInPeriod(period: { readingYear: number; readingMonth: number }): SQL {
  return sql`${contracts.contractStatus} = 1
    and not exists (select 1 from ${readings}
                     where ${readings.meterId} = ${clientMeters.id} and ${readings.state} <> 'CANCELED'
                       and ${readings.readingYear} = ${period.readingYear}
                       and ${readings.readingMonth} = ${period.readingMonth})`;
}
