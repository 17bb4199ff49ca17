import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { forEachInTurns } from '../../http/turns.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { issueInvoices } from '../invoices/issue.ts';
import { clientMeters } from '../meters/tables.ts';
import { zones } from '../setup/tables.ts';
import { activeAnomalies, type ChainBasis, chainBases, thresholdsOf } from './basis.ts';
import { expectedWindow } from './chain.ts';
import { settleReadingCredit } from './corrections.ts';
import { anyOf } from './invoicing.ts';
import {
  lockMeters,
  type MeterStatus,
  meterRefusal,
  monthNumber,
  readingMonthNumber,
  selectMeterStatuses,
} from './meter-checks.ts';
import { type PlannedReading, planReading } from './plan.ts';
import { readings } from './tables.ts';
import { unreadInPeriod } from './unread.ts';

const r = messages.readings.rules;

export interface Period {
  readingYear: number;
  readingMonth: number;
}

/** One row of the field sheet (docs/domain.md "Readings and their invoices": the export is the upload's template). */
export interface FieldSheetRow {
  meterId: number;
  clientName: string;
  address: string;
  previousReading: number;
  /** Where the reader should find the index (chain.ts expectedWindow). */
  expectedLow: number;
  expectedHigh: number;
}

/** A data row read back from an uploaded sheet; `row` is its line number in the file, for error messages. */
export interface UploadedRow {
  row: number;
  meterId: string;
  currentReading: string;
  /** The anomaly code the reader wrote ('' when none). */
  anomalyCode: string;
}

export interface RowError {
  row: number;
  meterId: string;
  message: string;
}

export type ImportResult =
  | { ok: true; created: number; skipped: number; smsQueued: number; readingIds: number[] }
  | { ok: false; errors: RowError[] };

/**
 * Rows a query over many meters reads, or a statement writes, at a time. The upload runs in a worker thread
 * (field-sheet.task.ts) that also draws PDFs, up to 8 tasks at once: mapping 50,000 result rows (or turning
 * 50,000-element arrays into parameters) in one go would hold that thread for hundreds of milliseconds; a slice is
 * a few, and the other tasks run between slices, while the database round trips.
 */
const ROWS_PER_SLICE = 1000;

/** The rows of `lookup` over every id, asked ROWS_PER_SLICE ids at a time. */
async function inSlices<T>(ids: readonly number[], lookup: (slice: number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += ROWS_PER_SLICE) {
    for (const row of await lookup(ids.slice(start, start + ROWS_PER_SLICE))) rows.push(row);
  }
  return rows;
}

/** Each meter's chain basis (basis.ts), a slice of meters per statement. */
async function bases(db: Executor, meterIds: number[], period: Period): Promise<Map<number, ChainBasis>> {
  const all = new Map<number, ChainBasis>();
  for (let start = 0; start < meterIds.length; start += ROWS_PER_SLICE) {
    for (const [id, basis] of await chainBases(db, meterIds.slice(start, start + ROWS_PER_SLICE), period)) {
      all.set(id, basis);
    }
  }
  return all;
}

async function meterStatuses(db: Executor, meterIds: number[]): Promise<Map<number, MeterStatus>> {
  const rows = await inSlices(meterIds, (slice) =>
    selectMeterStatuses(db).where(anyOf(clientMeters.id, slice)),
  );
  return new Map(rows.map((row) => [row.meterId, row]));
}

/** Meters with a live reading after the period: a sheet may not slip a month in before it. */
async function metersReadLater(db: Executor, meterIds: number[], period: Period): Promise<Set<number>> {
  const rows = await inSlices(meterIds, (slice) =>
    db
      .selectDistinct({ meterId: readings.meterId })
      .from(readings)
      .where(
        and(
          anyOf(readings.meterId, slice),
          ne(readings.state, 'CANCELED'),
          sql`(${readings.readingYear}, ${readings.readingMonth}) > (${period.readingYear}, ${period.readingMonth})`,
        ),
      ),
  );
  return new Set(rows.map((row) => row.meterId));
}

/** Live readings already stored for the period, per meter: a re-sent file finds its own rows here. */
async function existingReadings(db: Executor, meterIds: number[], period: Period) {
  const rows = await inSlices(meterIds, (slice) =>
    db
      .select({
        meterId: readings.meterId,
        currentReading: readings.currentReading,
        estimated: readings.estimated,
      })
      .from(readings)
      .where(
        and(
          anyOf(readings.meterId, slice),
          ne(readings.state, 'CANCELED'),
          eq(readings.readingYear, period.readingYear),
          eq(readings.readingMonth, period.readingMonth),
        ),
      ),
  );
  return new Map(rows.map((row) => [row.meterId, row]));
}

interface Accepted {
  meterId: number;
  planned: PlannedReading;
  status: MeterStatus;
}

export function createFieldSheetService(db: Database) {
  return {
    /**
     * The zone's description (for the file name) and one row per meter under an active contract (only those "por
     * ler" in the period, unread.ts, when asked), in one statement.
     * Runs in a worker thread (field-sheet.task.ts), like the upload below: the 50,000 rows of a large zone never
     * reach the event loop answering staff.
     */
    async exportRows(zoneId: number, period: Period, onlyUnread = false) {
      const [zone] = await db
        .select({ designation: zones.designation, description: zones.description })
        .from(zones)
        .where(eq(zones.id, zoneId));
      if (!zone) throw notFound(r.zoneNotFound);
      // Each meter's previous index: its latest live reading before the period, else the index it was installed with
      // (the period compared as one number: meter-checks.ts readingMonthNumber says why).
      const result = await db.execute<{
        meter_id: number;
        client_name: string;
        address: string;
        previous_reading: number;
        average: number | null;
      }>(sql`
        select ${clientMeters.id} as meter_id, ${clients.name} as client_name, ${clients.address} as address,
               coalesce((select ${readings.currentReading} from ${readings}
                          where ${readings.meterId} = ${clientMeters.id} and ${readings.state} <> 'CANCELED'
                            and ${readingMonthNumber} < ${monthNumber(period)}::int
                          order by ${readings.readingYear} desc, ${readings.readingMonth} desc
                          limit 1), ${clientMeters.cubicMeters}) as previous_reading,
               (select round(avg(h.consumption))::int from (
                  select ${readings.consumption} as consumption from ${readings}
                   where ${readings.meterId} = ${clientMeters.id} and ${readings.state} <> 'CANCELED'
                     and not ${readings.estimated} and ${readingMonthNumber} < ${monthNumber(period)}::int
                   order by ${readingMonthNumber} desc limit 6) h) as average
          from ${contracts}
          join ${clientMeters} on ${clientMeters.id} = ${contracts.meterId}
          join ${clients} on ${clients.id} = ${clientMeters.clientId}
         where ${contracts.contractStatus} = 1 and ${clients.zoneId} = ${zoneId}
           ${onlyUnread ? sql`and ${unreadInPeriod(period)}` : sql``}
         order by ${clients.name}, ${clientMeters.id}`);
      const rows: FieldSheetRow[] = result.rows.map((row) => {
        const window = expectedWindow(
          row.previous_reading,
          row.average === null ? null : Number(row.average),
        );
        return {
          meterId: row.meter_id,
          clientName: row.client_name,
          address: row.address,
          previousReading: row.previous_reading,
          expectedLow: window.low,
          expectedHigh: window.high,
        };
      });
      return { zone, rows };
    },

    /**
     * Checks every row first; any bad row refuses the whole file. Otherwise every reading and its invoice is saved
     * in one transaction. Rows whose meter already has this very reading for the period are skipped, so sending the
     * same file twice creates nothing twice.
     */
    async importRows(uploaded: UploadedRow[], period: Period, actor: Actor): Promise<ImportResult> {
      return db.transaction(async (tx) => {
        const errors: RowError[] = [];
        const seen = new Set<number>();
        const parsed: { row: UploadedRow; meterId: number; value: number | undefined }[] = [];
        const anomalies = await activeAnomalies(tx);
        // 50,000 rows are checked in batches, so the thread's other tasks run meanwhile.
        await forEachInTurns(uploaded, (row) => {
          if (!/^[1-9]\d{0,9}$/.test(row.meterId)) {
            errors.push({ ...row, message: r.rowMeter });
            return;
          }
          if (row.currentReading !== '' && !/^\d{1,9}$/.test(row.currentReading)) {
            errors.push({ ...row, message: r.currentReadingDigits });
            return;
          }
          const meterId = Number(row.meterId);
          if (seen.has(meterId)) {
            errors.push({ ...row, message: r.rowDuplicate });
            return;
          }
          seen.add(meterId);
          parsed.push({
            row,
            meterId,
            value: row.currentReading === '' ? undefined : Number(row.currentReading),
          });
        });
        const meterIds = parsed.map((p) => p.meterId);
        // Registrations and edits of these meters wait until this file is saved or refused.
        await lockMeters(tx, meterIds);
        // One transaction is one connection: its queries run one after another.
        const statuses = await meterStatuses(tx, meterIds);
        const chains = await bases(tx, meterIds, period);
        const existing = await existingReadings(tx, meterIds, period);
        const readLater = await metersReadLater(tx, meterIds, period);

        const accepted: Accepted[] = [];
        let skipped = 0;
        await forEachInTurns(parsed, ({ row, meterId, value }) => {
          const status = statuses.get(meterId);
          const refusal = meterRefusal(status);
          if (refusal || !status) {
            errors.push({ ...row, message: refusal ?? r.meterNotFound });
            return;
          }
          const stored = existing.get(meterId);
          if (stored !== undefined) {
            const same =
              value === undefined ? stored.estimated : !stored.estimated && stored.currentReading === value;
            if (same) skipped += 1;
            else errors.push({ ...row, message: r.rowAlreadyRead });
            return;
          }
          if (readLater.has(meterId)) {
            errors.push({ ...row, message: r.laterReadingExists });
            return;
          }
          let anomaly = null;
          if (row.anomalyCode !== '') {
            anomaly = anomalies.get(row.anomalyCode.trim().toUpperCase()) ?? null;
            if (!anomaly) {
              errors.push({ ...row, message: messages.fieldReadings.rules.anomalyUnknown(row.anomalyCode) });
              return;
            }
          }
          const basis = chains.get(meterId);
          if (!basis) {
            errors.push({ ...row, message: r.meterNotFound });
            return;
          }
          const plan = planReading(value, anomaly, basis, thresholdsOf(status));
          if (!plan.ok) {
            errors.push({ ...row, message: plan.message });
            return;
          }
          accepted.push({ meterId, planned: plan.reading, status });
        });
        if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.row - b.row) };

        // One statement per table and slice of rows: the readings' columns travel as arrays and unnest() pairs them
        // up; their invoices follow by the same means (invoices/issue.ts), all dated the same day.
        const today = todayInMaputo();
        const idByMeter = new Map<number, number>();
        let smsQueued = 0;
        for (let start = 0; start < accepted.length; start += ROWS_PER_SLICE) {
          const slice = accepted.slice(start, start + ROWS_PER_SLICE);
          const created = await tx.execute<{ id: number; meter_id: number }>(sql`
            insert into ${readings} (meter_id, reading_year, reading_month, previous_reading, current_reading,
                                     index_offset, estimated, anomaly_id, credited_cubic_meters, real_index,
                                     unbilled_cubic_meters, flags, user_created, user_changed)
            select meter_id, ${period.readingYear}, ${period.readingMonth}, previous_reading, current_reading,
                   index_offset, estimated, anomaly_id, credited, real_index, unbilled, flags,
                   ${actor.userId}, ${actor.userId}
              from unnest(${sql.param(slice.map((a) => a.meterId))}::int[],
                          ${sql.param(slice.map((a) => a.planned.previousReading))}::int[],
                          ${sql.param(slice.map((a) => a.planned.currentReading))}::int[],
                          ${sql.param(slice.map((a) => a.planned.indexOffset))}::int[],
                          ${sql.param(slice.map((a) => a.planned.estimated))}::boolean[],
                          ${sql.param(slice.map((a) => a.planned.anomalyId))}::int[],
                          ${sql.param(slice.map((a) => a.planned.creditedCubicMeters))}::int[],
                          ${sql.param(slice.map((a) => a.planned.realIndex))}::int[],
                          ${sql.param(slice.map((a) => a.planned.unbilledCubicMeters))}::int[],
                          ${sql.param(slice.map((a) => JSON.stringify(a.planned.flags)))}::jsonb[])
                   as row(meter_id, previous_reading, current_reading, index_offset, estimated, anomaly_id,
                          credited, real_index, unbilled, flags)
            returning id, meter_id`);
          for (const row of created.rows) idByMeter.set(Number(row.meter_id), Number(row.id));
          const issued = await issueInvoices(
            tx,
            slice.map((a) => ({
              readingId: idByMeter.get(a.meterId) ?? 0,
              contractId: a.status.contractId ?? 0,
              ...period,
              consumption: a.planned.consumption,
              contractTypeId: a.status.contractTypeId,
              minimumConsumptionValue: a.status.minimumConsumptionValue,
              pricePerConsumptionUnit: a.status.pricePerConsumptionUnit,
            })),
            today,
          );
          smsQueued += issued.smsQueued;
        }
        // The few corrections of an estimate credit their over-billed m³ (corrections.ts).
        for (const a of accepted) {
          if (a.planned.creditedCubicMeters > 0) {
            await settleReadingCredit(tx, idByMeter.get(a.meterId) ?? 0, actor.userId);
          }
        }
        const readingIds = accepted.map((a) => idByMeter.get(a.meterId) ?? 0);
        return { ok: true, created: readingIds.length, skipped, smsQueued, readingIds };
      });
    },
  };
}

export type FieldSheetService = ReturnType<typeof createFieldSheetService>;
