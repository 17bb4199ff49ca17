import type {
  ReadingBulkFilter,
  ReadingCreateFields,
  ReadingState,
  ReadingUpdateFields,
} from '@agua/domain/contracts/reading';
import { READING_STATES } from '@agua/domain/contracts/reading';
import { MONTHS_PT } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { and, count, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import { sharedTableTotal } from '../../db/shared-table-total.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { findPage, type ListQuery, listClauses, listRows, type Page } from '../../http/list-query.ts';
import { clients } from '../clients/tables.ts';
import { issueReadingInvoice } from '../invoices/issue.ts';
import { invoices } from '../invoices/tables.ts';
import { clientMeters } from '../meters/tables.ts';
import { readingAnomalies } from '../reading-anomalies/tables.ts';
import { anomalyByCode, chainBasis, refuseSecondOfMonth, thresholdsOf } from './basis.ts';
import { type Capture, recordCapture, replayOf } from './captures.ts';
import { averageOf, expectedWindow } from './chain.ts';
import { settleReadingCredit } from './corrections.ts';
import { createFieldSheetService, type FieldSheetService } from './field-sheet.ts';
import {
  anyOf,
  followReadingStates,
  followReadingStatesSql,
  invoiceOfReading,
  reprice,
} from './invoicing.ts';
import { hasLaterReading, lockMeters, readableMeter } from './meter-checks.ts';
import { plannedColumns, planReading } from './plan.ts';
import { sameReadingAgain } from './retry.ts';
import { readings } from './tables.ts';

const r = messages.readings.rules;

export const READING_SORT_FIELDS = [
  'readingId',
  'meterId',
  'readingYear',
  'readingMonth',
  'period',
  'currentReading',
  'previousReading',
  'consumption',
  'state',
  'createdAt',
  'clientName',
] as const;
export type ReadingSortField = (typeof READING_SORT_FIELDS)[number];

export interface ReadingFilters {
  meterIds?: number[];
  clientIds?: number[];
  zoneId?: number;
  state?: ReadingState;
  /** Only readings the checks flagged (or estimated). */
  flagged?: boolean;
}

/** A reading the checks flagged, or an estimate: bulk approval leaves it pending unless told otherwise. */
const isFlagged = sql`${readings.flags} <> '[]'::jsonb`;

/** A reading with the client and zone of its meter, which every reading screen shows. */
const readingColumns = {
  ...getTableColumns(readings),
  clientId: clientMeters.clientId,
  clientName: clients.name,
  zoneId: clients.zoneId,
  anomalyCode: readingAnomalies.code,
  anomalyDescription: readingAnomalies.description,
  // The month a replacement's new meter is first read: it also bills the old meter's last advance
  // (docs/domain.md "Readings from the field"), so the client's history marks it.
  // (Written out in full: drizzle leaves a lone table's columns unqualified, which the subquery would capture.)
  meterReplaced: sql<boolean>`(client_meters.replaces_meter_id is not null and not exists (
    select 1 from readings earlier
     where earlier.meter_id = readings.meter_id and earlier.state <> 'CANCELED'
       and earlier.reading_year * 12 + earlier.reading_month < readings.reading_year * 12 + readings.reading_month))`,
};

export type ReadingRow = Omit<typeof readings.$inferSelect, 'consumption'> & {
  consumption: number;
  clientId: number;
  clientName: string;
  zoneId: number;
  anomalyCode: string | null;
  anomalyDescription: string | null;
  meterReplaced: boolean;
};

function selectReadings(db: Executor) {
  return db
    .select(readingColumns)
    .from(readings)
    .innerJoin(clientMeters, eq(clientMeters.id, readings.meterId))
    .innerJoin(clients, eq(clients.id, clientMeters.clientId))
    .leftJoin(readingAnomalies, eq(readingAnomalies.id, readings.anomalyId));
}

function filterClauses(filters: ReadingFilters): (SQL | undefined)[] {
  return [
    filters.meterIds ? inArray(readings.meterId, filters.meterIds) : undefined,
    filters.clientIds ? inArray(clientMeters.clientId, filters.clientIds) : undefined,
    filters.zoneId === undefined ? undefined : eq(clients.zoneId, filters.zoneId),
    filters.state ? eq(readings.state, filters.state) : undefined,
    filters.flagged ? isFlagged : undefined,
  ];
}

/** The month as the lists show it ("Maio"), next to the year, so "Maio 2026" is found as it reads. */
const shownMonth = sql`(${sql.param([...MONTHS_PT])}::text[])[${readings.readingMonth}]`;
/** The state as the lists show it (PENDENTE, APROVADO, CANCELADO). */
const shownState = sql`case ${readings.state} ${sql.join(
  READING_STATES.map((state) => sql`when ${state} then ${messages.readings.states[state] ?? state}::text`),
  sql` `,
)} end`;

/**
 * What the lists' free-text `q` searches: the row as shown (month name and year, state label) as well as the
 * stored codes; the bulk filter matches exactly the same rows.
 */
const SEARCH_COLUMNS = [
  readings.id,
  readings.meterId,
  clients.name,
  shownMonth,
  readings.readingYear,
  readings.readingMonth,
  readings.currentReading,
  readings.previousReading,
  readings.consumption,
  shownState,
  readings.state,
];

const asRow = (row: Omit<ReadingRow, 'consumption'> & { consumption: number | null }): ReadingRow => ({
  ...row,
  consumption: row.consumption ?? row.currentReading - row.previousReading,
});

export function createReadingService(db: Database) {
  // Every reading, as the dashboard and the unfiltered list count them (db/shared-table-total.ts).
  const allReadings = sharedTableTotal(() => db.$count(readings));
  async function findById(executor: Executor, id: number): Promise<ReadingRow | undefined> {
    const [row] = await selectReadings(executor).where(eq(readings.id, id));
    return row && asRow(row);
  }

  async function getById(id: number, executor: Executor = db): Promise<ReadingRow> {
    const row = await findById(executor, id);
    if (!row) throw notFound(r.notFound);
    return row;
  }

  /**
   * The state change of locked readings and its invoices' consequence, a few statements however many readings
   * (single edits and both bulk forms go through here).
   */
  async function applyState(
    tx: Executor,
    stored: readonly { id: number; state: ReadingState; credited: number }[],
    to: ReadingState,
    actor: Actor,
  ) {
    const changing = stored.filter((row) => row.state !== to);
    if (changing.length === 0) return;
    await tx
      .update(readings)
      .set({ state: to, active: to !== 'CANCELED', userChanged: actor.userId })
      .where(
        anyOf(
          readings.id,
          changing.map((row) => row.id),
        ),
      );
    const following = changing.filter((row) => row.state === 'CANCELED' || to === 'CANCELED');
    await followReadingStates(
      tx,
      following.map((row) => row.id),
      to === 'CANCELED',
    );
    // A cancelled correction gives its credit back; a restored one credits again (corrections.ts).
    for (const row of following) if (row.credited > 0) await settleReadingCredit(tx, row.id, actor.userId);
  }

  /** A reading under its meter's lock (the caller's): its rules, its row, its invoice and any credit it settles. */
  async function register(
    tx: Executor,
    input: ReadingCreateFields,
    actor: Actor,
  ): Promise<ReadingRow & { invoice: { id: number } }> {
    const meter = await readableMeter(tx, input.meterId);
    // A month slipped in before a later reading would leave that reading's previous index stale.
    if (await hasLaterReading(tx, input.meterId, input)) throw conflict(r.laterReadingExists);
    // One reading per meter and month, real or estimated: the second of two sent together is told so.
    await refuseSecondOfMonth(tx, input.meterId, input);
    const anomaly = input.anomalyCode ? await anomalyByCode(tx, input.anomalyCode) : null;
    const basis = await chainBasis(tx, input.meterId, input);
    const plan = planReading(input.currentReading, anomaly, basis, thresholdsOf(meter));
    if (!plan.ok) throw badRequest(plan.message, [{ field: plan.field, message: plan.message }]);
    const [created] = await tx
      .insert(readings)
      .values({
        meterId: input.meterId,
        readingYear: input.readingYear,
        readingMonth: input.readingMonth,
        ...plannedColumns(plan.reading),
        userCreated: actor.userId,
        userChanged: actor.userId,
      })
      .returning({ id: readings.id });
    const invoiceId = await issueReadingInvoice(tx, created!.id);
    await settleReadingCredit(tx, created!.id, actor.userId);
    return { ...(await getById(created!.id, tx)), invoice: { id: invoiceId } };
  }

  /** Locks the matching readings in id order, so two overlapping bulk updates cannot deadlock. */
  function lockReadings(tx: Executor, where: SQL | undefined) {
    return tx
      .select({
        id: readings.id,
        state: readings.state,
        credited: readings.creditedCubicMeters,
        flagged: sql<boolean>`${isFlagged}`,
      })
      .from(readings)
      .innerJoin(clientMeters, eq(clientMeters.id, readings.meterId))
      .innerJoin(clients, eq(clients.id, clientMeters.clientId))
      .where(where)
      .orderBy(readings.id)
      .for('update', { of: readings });
  }

  return {
    /** How many there are in all (GET /count). */
    count: (): Promise<number> => allReadings(),

    getById,

    list(query: ListQuery<ReadingSortField>, filters: ReadingFilters = {}): Promise<Page<ReadingRow>> {
      const clauses = listClauses(
        query,
        {
          idColumn: readings.id,
          searchColumns: SEARCH_COLUMNS,
          sortColumns: {
            readingId: readings.id,
            meterId: readings.meterId,
            readingYear: readings.readingYear,
            readingMonth: readings.readingMonth,
            period: sql`${readings.readingYear} * 100 + ${readings.readingMonth}`,
            currentReading: readings.currentReading,
            previousReading: readings.previousReading,
            consumption: readings.consumption,
            state: readings.state,
            createdAt: readings.createdAt,
            clientName: clients.name,
          },
        },
        filterClauses(filters),
      );
      return findPage(clauses, {
        rows: async (window) => (await listRows(selectReadings(db).$dynamic(), window)).map(asRow),
        count: async (where) => {
          // Every reading has its meter and client (NOT NULL foreign keys): without a filter or search on them, the
          // readings alone give the same count without joining every row (the staff load's reading pages).
          if (!query.q && !filters.clientIds && filters.zoneId === undefined)
            return (await db.select({ n: count() }).from(readings).where(where))[0]?.n ?? 0;
          return (
            (
              await db
                .select({ n: count() })
                .from(readings)
                .innerJoin(clientMeters, eq(clientMeters.id, readings.meterId))
                .innerJoin(clients, eq(clients.id, clientMeters.clientId))
                .where(where)
            )[0]?.n ?? 0
          );
        },
        all: allReadings,
      });
    },

    /** The latest non-cancelled reading of each meter matching the filters (one per meter). */
    async latest(filters: ReadingFilters): Promise<ReadingRow[]> {
      const rows = await selectReadings(db)
        .where(and(sql`${readings.state} <> 'CANCELED'`, ...filterClauses(filters)))
        .orderBy(readings.meterId, desc(readings.readingYear), desc(readings.readingMonth))
        .$dynamic();
      const seen = new Set<number>();
      return rows.map(asRow).filter((row) => !seen.has(row.meterId) && seen.add(row.meterId) !== undefined);
    },

    /** What the next reading of a meter for (year, month) would take as its previous reading. */
    async previousFor(meterId: number, period: { readingYear: number; readingMonth: number }) {
      await readableMeter(db, meterId);
      // A form warns before sending a second reading for a month already read (the insert would be a 409).
      const [monthReading] = await db
        .select({ id: readings.id })
        .from(readings)
        .where(
          and(
            eq(readings.meterId, meterId),
            eq(readings.readingYear, period.readingYear),
            eq(readings.readingMonth, period.readingMonth),
            ne(readings.state, 'CANCELED'),
          ),
        );
      const { state, recent } = await chainBasis(db, meterId, period);
      const average = averageOf(recent);
      const window = expectedWindow(state.previousReading, average);
      return {
        meterId,
        ...period,
        previousReading: state.previousReading,
        monthReadingId: monthReading?.id ?? null,
        digits: state.digits,
        averageConsumption: average,
        expectedLow: window.low,
        expectedHigh: window.high,
      };
    },

    /**
     * Registers a reading and issues its invoice in one transaction: either both are stored or neither. The meter is
     * locked first, so concurrent registrations for it run one after another (docs/domain.md "Readings"); the same
     * reading sent again answers the stored one (retry.ts).
     */
    create(
      input: ReadingCreateFields,
      actor: Actor,
    ): Promise<ReadingRow & { invoice: { id: number }; alreadyRecorded: boolean }> {
      return db.transaction(async (tx) => {
        await lockMeters(tx, [input.meterId]);
        // The same reading sent again (its answer lost on the way) is answered as saved, changing nothing.
        const earlier = await sameReadingAgain(tx, input);
        if (earlier) {
          return {
            ...(await getById(earlier.readingId, tx)),
            invoice: { id: earlier.invoiceId },
            alreadyRecorded: true,
          };
        }
        return { ...(await register(tx, input, actor)), alreadyRecorded: false };
      });
    },

    /**
     * A reading from a phone's offline route (POST /reading/batch): the same rules and lock as create, and the id
     * the phone gave it as its idempotency key — sent again, under the meter's lock, the first one is found and
     * answered (docs/domain.md "Offline reading route").
     */
    createCaptured(
      input: ReadingCreateFields,
      actor: Actor,
      capture: Capture,
    ): Promise<{ replayed: true; readingId: number } | { replayed: false; reading: ReadingRow }> {
      return db.transaction(async (tx) => {
        await lockMeters(tx, [input.meterId]);
        const earlier = await replayOf(tx, capture.clientReadingId);
        if (earlier) return { replayed: true as const, readingId: earlier.readingId };
        const reading = await register(tx, input, actor);
        await recordCapture(tx, reading.id, capture);
        return { replayed: false as const, reading };
      });
    },

    async update(id: number, input: ReadingUpdateFields, actor: Actor): Promise<ReadingRow> {
      return db.transaction(async (tx) => {
        // The meter first, as registrations take it: an edit re-derives previousReading from the same chain.
        const [located] = await tx
          .select({ meterId: readings.meterId })
          .from(readings)
          .where(eq(readings.id, id));
        if (!located) throw notFound(r.notFound);
        await lockMeters(tx, [located.meterId]);
        const [stored] = await tx.select().from(readings).where(eq(readings.id, id)).for('update');
        if (!stored) throw notFound(r.notFound);
        const targetState = input.state ?? stored.state;
        if (targetState !== stored.state && actor.role !== 'ADMIN') throw forbidden(r.onlyAdminChangesState);
        if (actor.role !== 'ADMIN' && stored.state !== 'PENDING') throw forbidden(r.techOnlyPending);

        const valueChanged =
          input.currentReading !== stored.currentReading ||
          input.readingMonth !== stored.readingMonth ||
          input.readingYear !== stored.readingYear;
        if (valueChanged) await changeValue(tx, stored, input, targetState);
        const [now] = await tx
          .select({ credited: readings.creditedCubicMeters })
          .from(readings)
          .where(eq(readings.id, id));
        await applyState(tx, [{ ...stored, credited: now?.credited ?? 0 }], targetState, actor);
        return getById(id, tx);
      });

      async function changeValue(
        tx: Executor,
        stored: typeof readings.$inferSelect,
        next: ReadingUpdateFields,
        targetState: ReadingState,
      ) {
        if (stored.state === 'CANCELED' && targetState === 'CANCELED') throw conflict(r.canceledReading);
        if (await hasLaterReading(tx, stored.meterId, stored, id)) throw conflict(r.onlyLatestChanges);
        if (await hasLaterReading(tx, stored.meterId, next, id)) throw conflict(r.onlyLatestChanges);
        const invoice = await invoiceOfReading(tx, id);
        if (invoice?.paymentStatus === 'PAID') throw conflict(r.invoicePaid);
        await refuseSecondOfMonth(tx, stored.meterId, next, id);
        const meter = await readableMeter(tx, stored.meterId);
        // An edited value is a real reading: an estimate given its value becomes one (its anomaly kept only when
        // that anomaly comes with a value).
        const [anomaly] = stored.anomalyId
          ? await tx.select().from(readingAnomalies).where(eq(readingAnomalies.id, stored.anomalyId))
          : [];
        const basis = await chainBasis(tx, stored.meterId, next, id);
        const plan = planReading(
          next.currentReading,
          anomaly?.withReading ? anomaly : null,
          basis,
          thresholdsOf(meter),
        );
        if (!plan.ok) throw badRequest(plan.message, [{ field: plan.field, message: plan.message }]);
        await tx
          .update(readings)
          .set({
            readingMonth: next.readingMonth,
            readingYear: next.readingYear,
            ...plannedColumns(plan.reading),
            userChanged: actor.userId,
          })
          .where(eq(readings.id, id));
        if (invoice) {
          await reprice(tx, invoice.id, invoice.contractId, {
            consumption: plan.reading.consumption,
            readingYear: next.readingYear,
            readingMonth: next.readingMonth,
          });
        }
        await settleReadingCredit(tx, id, actor.userId);
      }
    },

    /** ADMIN only: one state for many readings, all or nothing; any unknown id → 404 and nothing changes. */
    async bulkUpdate(
      input: { readingIds: number[]; state: ReadingState; includeFlagged?: boolean },
      actor: Actor,
    ): Promise<ReadingRow[]> {
      return db.transaction(async (tx) => {
        const ids = [...new Set(input.readingIds)].sort((a, b) => a - b);
        const stored = await lockReadings(tx, inArray(readings.id, ids));
        const found = new Set(stored.map((row) => row.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) throw notFound(r.readingsNotFound(missing.join(', ')));
        // Approval leaves flagged readings pending unless the administrator included them (a second confirmation).
        const leaveOut = input.state === 'APPROVED' && !input.includeFlagged;
        await applyState(
          tx,
          stored.filter((row) => !(leaveOut && row.flagged && row.state === 'PENDING')),
          input.state,
          actor,
        );
        const rows = await selectReadings(tx).where(inArray(readings.id, ids)).orderBy(readings.id);
        return rows.map(asRow);
      });
    },

    /**
     * ADMIN only: the state for every reading a list shows (its state, zone and search, as GET /reading filters
     * them), in one transaction. Answers how many readings changed state.
     */
    async bulkUpdateMatching(
      filter: ReadingBulkFilter,
      state: ReadingState,
      actor: Actor,
      includeFlagged = false,
    ): Promise<{ updated: number; flaggedLeftPending: number }> {
      const { where: matching } = listClauses(
        { q: filter.q },
        { idColumn: readings.id, searchColumns: SEARCH_COLUMNS, sortColumns: {} },
        filterClauses({ state: filter.state, zoneId: filter.zoneId }),
      );
      // Approval leaves flagged readings pending unless the administrator included them (a second confirmation).
      const leaveOut = state === 'APPROVED' && !includeFlagged;
      const where = and(matching, leaveOut ? sql`not ${isFlagged}` : undefined);
      // One statement whatever the number of readings: a list's filter can match every reading of a month (50,000),
      // and carrying their ids through this process and back (as applyState does for the id form) held its event
      // loop for a tenth of a second. The same steps, in the same order: lock the matching readings in id order,
      // change the state of those not in it yet, and move the invoices of readings entering or leaving CANCELED.
      return db.transaction(async (tx) => {
        const result = await tx.execute<{ updated: number; credited: number[] | null }>(sql`
        with matched as (
          select ${readings.id} as id, ${readings.state} as state
            from ${readings}
            join ${clientMeters} on ${clientMeters.id} = ${readings.meterId}
            join ${clients} on ${clients.id} = ${clientMeters.clientId}
           where ${where ?? sql`true`}
           order by ${readings.id}
             for update of ${readings}
        ),
        changed as (
          update ${readings}
             set state = ${state}, active = ${state !== 'CANCELED'}, user_changed = ${actor.userId}
            from matched
           where ${readings.id} = matched.id and matched.state <> ${state}
          returning matched.id, matched.state as was, ${readings.creditedCubicMeters} as credited
        ),
        followed as (
          ${followReadingStatesSql(
            sql`select id from changed where was = 'CANCELED' or ${state === 'CANCELED'}`,
            state === 'CANCELED',
          )}
        )
        select count(*)::int as updated,
               array_agg(id) filter (where credited > 0 and (was = 'CANCELED' or ${state === 'CANCELED'})) as credited
          from changed`);
        // A cancelled correction gives its credit back (corrections.ts); a handful at most, one by one.
        for (const id of result.rows[0]?.credited ?? [])
          await settleReadingCredit(tx, Number(id), actor.userId);
        const flaggedLeftPending = leaveOut
          ? ((
              await tx
                .select({ n: count() })
                .from(readings)
                .innerJoin(clientMeters, eq(clientMeters.id, readings.meterId))
                .innerJoin(clients, eq(clients.id, clientMeters.clientId))
                .where(and(matching, isFlagged))
            )[0]?.n ?? 0)
          : 0;
        return { updated: result.rows[0]?.updated ?? 0, flaggedLeftPending };
      });
    },

    /** ADMIN only. A reading whose invoice was paid stays (409); otherwise its invoice goes with it. */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [stored] = await tx.select().from(readings).where(eq(readings.id, id)).for('update');
        if (!stored) throw notFound(r.notFound);
        const invoice = await invoiceOfReading(tx, id);
        if (invoice?.paymentStatus === 'PAID') throw conflict(r.invoicePaid);
        if (invoice) await tx.delete(invoices).where(eq(invoices.id, invoice.id));
        if (stored.creditedCubicMeters > 0) await settleReadingCredit(tx, id, null, true);
        await tx.delete(readings).where(eq(readings.id, id));
      });
    },
  };
}

export type ReadingService = ReturnType<typeof createReadingService>;

declare module 'fastify' {
  interface FastifyInstance {
    readings: ReadingService;
    fieldSheets: FieldSheetService;
  }
}

export default fp(
  async (app) => {
    app.decorate('readings', createReadingService(app.db));
    app.decorate('fieldSheets', createFieldSheetService(app.db));
  },
  { name: 'readings', dependencies: ['db'] },
);
