import { messages } from '@agua/domain/messages';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { contracts } from '../contracts/tables.ts';
import { clientMeters } from '../meters/tables.ts';
import { readingCheckThresholds } from '../reading-anomalies/tables.ts';
import { contractTypes } from '../setup/tables.ts';
import { suspensions } from '../suspensions/tables.ts';
import { readings } from './tables.ts';

const r = messages.readings.rules;

/**
 * A reading's month as one number (year × 12 + month), to compare periods with `monthNumber(period)`. PostgreSQL
 * estimates a comparison of rows `(year, month) < (…)` from its first column alone: where every reading is of the
 * current year it guessed none came before this month, and looked for a meter's latest reading by reading the
 * period index backwards, a whole month of readings for each meter (50 s for the field sheet of a zone of 10,000
 * meters, in the load bench). Compared as one number, the meter's readings come from the unique (meter, year,
 * month) index, latest first.
 */
export const readingMonthNumber = sql`(${readings.readingYear} * 12 + ${readings.readingMonth})`;
export const monthNumber = (period: { readingYear: number; readingMonth: number }): number =>
  period.readingYear * 12 + period.readingMonth;

/** What a reading needs to know about its meter: the active contract's tariff, and whether it may be read. */
export interface MeterStatus {
  meterId: number;
  clientId: number;
  cubicMeters: number;
  contractId: number | null;
  contractTypeId: number | null;
  minimumConsumptionValue: number | null;
  pricePerConsumptionUnit: number | null;
  suspended: boolean;
  digits: number;
  /** Unbilled advance the meter brought from the one it replaced: where its chain starts. */
  carriedCubicMeters: number;
  replacesMeterId: number | null;
  /** The contract type's reading rules (null: the defaults, chain.ts DEFAULT_THRESHOLDS). */
  minimumCubicMeters: number | null;
  highFactor: string | null;
  highMinimum: number | null;
  veryHighFactor: string | null;
  veryHighMinimum: number | null;
  lowFactor: string | null;
  lowAverageAbove: number | null;
}

/** The meters with their active contract's tariff and suspension, for a caller's `where` on clientMeters.id. */
export function selectMeterStatuses(db: Executor) {
  return db
    .select({
      meterId: clientMeters.id,
      clientId: clientMeters.clientId,
      cubicMeters: clientMeters.cubicMeters,
      contractId: contracts.id,
      contractTypeId: contracts.contractTypeId,
      minimumConsumptionValue: contractTypes.minimumConsumptionValue,
      pricePerConsumptionUnit: contractTypes.pricePerConsumptionUnit,
      suspended: sql<boolean>`exists (select 1 from ${suspensions}
        where ${suspensions.meterId} = ${clientMeters.id} and ${suspensions.status} = 'ACTIVE')`,
      digits: clientMeters.digits,
      carriedCubicMeters: clientMeters.carriedCubicMeters,
      replacesMeterId: clientMeters.replacesMeterId,
      minimumCubicMeters: readingCheckThresholds.minimumCubicMeters,
      highFactor: readingCheckThresholds.highFactor,
      highMinimum: readingCheckThresholds.highMinimum,
      veryHighFactor: readingCheckThresholds.veryHighFactor,
      veryHighMinimum: readingCheckThresholds.veryHighMinimum,
      lowFactor: readingCheckThresholds.lowFactor,
      lowAverageAbove: readingCheckThresholds.lowAverageAbove,
    })
    .from(clientMeters)
    .leftJoin(contracts, and(eq(contracts.meterId, clientMeters.id), eq(contracts.contractStatus, 1)))
    .leftJoin(contractTypes, eq(contractTypes.id, contracts.contractTypeId))
    .leftJoin(readingCheckThresholds, eq(readingCheckThresholds.contractTypeId, contracts.contractTypeId));
}

export async function meterStatus(db: Executor, meterId: number): Promise<MeterStatus | undefined> {
  const [row] = await selectMeterStatuses(db).where(eq(clientMeters.id, meterId));
  return row;
}

/**
 * The reasons a meter takes no reading (no such meter, no active contract, an active suspension), as the message
 * to answer, or null when it may.
 */
export function meterRefusal(status: MeterStatus | undefined): string | null {
  if (!status) return r.meterNotFound;
  if (status.contractId === null) return r.noActiveContract;
  if (status.suspended) return r.suspended;
  return null;
}

/**
 * Locks the meters' rows until the transaction ends, in id order so two transactions never wait on each other in a
 * circle. Every path that derives previousReading or checks for a later reading and then writes (registration,
 * upload, edit) takes this lock on the meter first, so registrations for one meter run one after another and its
 * month chain stays whole (docs/domain.md "Readings"). NO KEY UPDATE leaves foreign-key checks of other writers
 * (contracts, cuts) unblocked.
 */
export async function lockMeters(db: Executor, meterIds: readonly number[]): Promise<void> {
  if (meterIds.length === 0) return;
  await db.execute(sql`select ${clientMeters.id} from ${clientMeters}
    where ${clientMeters.id} = any(${sql.param([...meterIds])}::int[])
    order by ${clientMeters.id} for no key update`);
}

/** Throws the 4xx for a meter that may not be read now. */
export async function readableMeter(db: Executor, meterId: number): Promise<MeterStatus> {
  const status = await meterStatus(db, meterId);
  if (!status) throw notFound(r.meterNotFound);
  const refusal = meterRefusal(status);
  if (refusal) throw conflict(refusal);
  return status;
}

/**
 * previousReading: the currentReading of the meter's latest non-cancelled reading before (year, month), or the
 * meter's installation index for its first reading. `excludeId` leaves out the reading being edited.
 */
export async function previousReadingFor(
  db: Executor,
  meter: { meterId: number; cubicMeters: number },
  period: { readingYear: number; readingMonth: number },
  excludeId?: number,
): Promise<number> {
  const [row] = await db
    .select({ currentReading: readings.currentReading })
    .from(readings)
    .where(
      and(
        eq(readings.meterId, meter.meterId),
        ne(readings.state, 'CANCELED'),
        sql`${readingMonthNumber} < ${monthNumber(period)}::int`,
        excludeId === undefined ? undefined : ne(readings.id, excludeId),
      ),
    )
    .orderBy(desc(readings.readingYear), desc(readings.readingMonth))
    .limit(1);
  return row?.currentReading ?? meter.cubicMeters;
}

/** True when a non-cancelled reading of the meter exists after (year, month): then this one is not the latest. */
export async function hasLaterReading(
  db: Executor,
  meterId: number,
  period: { readingYear: number; readingMonth: number },
  excludeId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: readings.id })
    .from(readings)
    .where(
      and(
        eq(readings.meterId, meterId),
        ne(readings.state, 'CANCELED'),
        excludeId === undefined ? undefined : ne(readings.id, excludeId),
        sql`(${readings.readingYear}, ${readings.readingMonth}) > (${period.readingYear}, ${period.readingMonth})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
