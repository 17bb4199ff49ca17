import { messages } from '@agua/domain/messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { readingAnomalies } from '../reading-anomalies/tables.ts';
import { type ChainState, DEFAULT_THRESHOLDS, type Thresholds } from './chain.ts';
import { type MeterStatus, monthNumber } from './meter-checks.ts';
import { readings } from './tables.ts';

// What a new reading of a meter is measured from, read from the database: where the meter's chain stands (its latest
// reading before the month, or how it was installed) and its latest real consumptions. One statement for one meter
// or for a slice of a field sheet's meters (chainBases).

const f = messages.fieldReadings;

export interface Period {
  readingYear: number;
  readingMonth: number;
}

export interface ChainBasis {
  state: ChainState;
  /** The latest real (non-estimated) consumptions, latest first, up to 6: the estimate's and checks' history. */
  recent: number[];
}

/**
 * Each meter's chain state and recent real consumptions before `period`, excluding one reading (the one edited).
 * The history follows a replaced meter into the one it replaced, so a new meter keeps its client's average.
 */
export async function chainBases(
  db: Executor,
  meterIds: readonly number[],
  period: Period,
  excludeId = 0,
): Promise<Map<number, ChainBasis>> {
  if (meterIds.length === 0) return new Map();
  const before = monthNumber(period);
  const result = await db.execute<{
    meter_id: number;
    digits: number;
    cubic_meters: number;
    carried: number;
    current_reading: number | null;
    real_index: number | null;
    unbilled: number | null;
    recent: number[];
  }>(sql`
    select m.id as meter_id, m.digits, m.cubic_meters, m.carried_cubic_meters as carried,
           last.current_reading, last.real_index, last.unbilled,
           array(select r.consumption from ${readings} r
                  where r.meter_id in (m.id, coalesce(m.replaces_meter_id, m.id)) and r.state <> 'CANCELED'
                    and not r.estimated and r.id <> ${excludeId}::int
                    and (r.reading_year * 12 + r.reading_month) < ${before}::int
                  order by (r.reading_year * 12 + r.reading_month) desc, r.meter_id = m.id desc
                  limit 6) as recent
      from client_meters m
      left join lateral (
        select r.current_reading, coalesce(r.real_index, r.current_reading) as real_index,
               r.unbilled_cubic_meters as unbilled
          from ${readings} r
         where r.meter_id = m.id and r.state <> 'CANCELED' and r.id <> ${excludeId}::int
           and (r.reading_year * 12 + r.reading_month) < ${before}::int
         order by r.reading_year desc, r.reading_month desc
         limit 1) last on true
     where m.id = any(${sql.param([...meterIds])}::int[])`);
  const bases = new Map<number, ChainBasis>();
  for (const row of result.rows) {
    const hasReading = row.current_reading !== null;
    bases.set(Number(row.meter_id), {
      state: {
        previousReading: hasReading ? Number(row.current_reading) : Number(row.cubic_meters),
        realIndex: hasReading ? Number(row.real_index) : Number(row.cubic_meters),
        unbilled: hasReading ? Number(row.unbilled) : Number(row.carried),
        digits: Number(row.digits),
      },
      recent: (row.recent ?? []).map(Number),
    });
  }
  return bases;
}

export async function chainBasis(
  db: Executor,
  meterId: number,
  period: Period,
  excludeId?: number,
): Promise<ChainBasis> {
  const basis = (await chainBases(db, [meterId], period, excludeId)).get(meterId);
  if (!basis) throw notFound(messages.readings.rules.meterNotFound);
  return basis;
}

/** The meter's contract type's reading rules, as numbers. */
export function thresholdsOf(status: MeterStatus): Thresholds {
  if (status.minimumCubicMeters === null) return DEFAULT_THRESHOLDS;
  return {
    minimumCubicMeters: status.minimumCubicMeters,
    highFactor: Number(status.highFactor),
    highMinimum: status.highMinimum ?? DEFAULT_THRESHOLDS.highMinimum,
    veryHighFactor: Number(status.veryHighFactor),
    veryHighMinimum: status.veryHighMinimum ?? DEFAULT_THRESHOLDS.veryHighMinimum,
    lowFactor: Number(status.lowFactor),
    lowAverageAbove: status.lowAverageAbove ?? DEFAULT_THRESHOLDS.lowAverageAbove,
  };
}

export type AnomalyRow = typeof readingAnomalies.$inferSelect;

/** The active anomalies by code (a field sheet names them by code). */
export async function activeAnomalies(db: Executor): Promise<Map<string, AnomalyRow>> {
  const rows = await db.select().from(readingAnomalies).where(eq(readingAnomalies.active, true));
  return new Map(rows.map((row) => [row.code, row]));
}

/** An anomaly by code, or the 400 naming it. */
export async function anomalyByCode(db: Executor, code: string): Promise<AnomalyRow> {
  const [row] = await db
    .select()
    .from(readingAnomalies)
    .where(and(eq(readingAnomalies.code, code), eq(readingAnomalies.active, true)));
  if (!row) throw badRequestField('anomalyCode', f.rules.anomalyUnknown(code));
  return row;
}

/** A live reading of the meter for the month exists: a second one (real or estimated) is a 409. */
export async function refuseSecondOfMonth(db: Executor, meterId: number, period: Period, excludeId?: number) {
  const [row] = await db
    .select({ id: readings.id })
    .from(readings)
    .where(
      and(
        eq(readings.meterId, meterId),
        eq(readings.readingYear, period.readingYear),
        eq(readings.readingMonth, period.readingMonth),
        ne(readings.state, 'CANCELED'),
        excludeId === undefined ? undefined : ne(readings.id, excludeId),
      ),
    )
    .limit(1);
  if (row) throw conflict(messages.conflicts.readingPeriod);
}

function badRequestField(field: string, message: string) {
  return badRequest(message, [{ field, message }]);
}
