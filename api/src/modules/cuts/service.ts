import type {
  CutBulkCreateFields,
  CutCreateFields,
  CutSortField,
  CutUpdateFields,
} from '@agua/domain/contracts/cut';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { and, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { findPage, type ListQuery, listClauses, listRows, type Page } from '../../http/list-query.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { lockContract, moveBalance } from '../ledger/ledger.ts';
import {
  checkPeriod,
  countWithHolder,
  holderColumns,
  periodSearchParts,
  requireMeter,
} from '../meters/periods.ts';
import { clientMeters } from '../meters/tables.ts';
import { contractTypes } from '../setup/tables.ts';
import { noticeCuts } from '../sms/event-notices.ts';
import { cuts } from './tables.ts';

const a = messages.cuts.api;
const f = messages.cuts.fields;
const labels = { start: f.startDate, end: f.endDate };

/** A cut with its meter's holder, as the lists show it. */
export type CutRow = typeof cuts.$inferSelect & { clientId: number; clientName: string; zoneId: number };

/** A meter POST /cut/bulk refused, by its position in the list. */
export interface BulkRowError {
  index: number;
  meterId: number;
  message: string;
}
export type BulkOutcome = { ok: true; cuts: CutRow[] } | { ok: false; errors: BulkRowError[] };

export interface CutFilters {
  meterIds?: number[];
  clientIds?: number[];
  /** true: open cuts only; false: reconnected ones only. */
  open?: boolean;
}
export type CutListQuery = ListQuery<CutSortField> & CutFilters;

const cutColumns = { ...getTableColumns(cuts), ...holderColumns };

/** `q` sees what the list shows: ids (when a number), the client's name and the dates as dd/mm/aaaa. */
function searchClause(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return sql`(${sql.join(periodSearchParts(q, cuts), sql` or `)})`;
}

/** The fee a reconnection of the meter costs now, and the contract it is charged to: the meter's active one. */
async function reconnectionCharge(tx: Executor, meterId: number) {
  const [row] = await tx
    .select({ contractId: contracts.id, fee: contractTypes.reconnectionFee })
    .from(contracts)
    .innerJoin(contractTypes, eq(contractTypes.id, contracts.contractTypeId))
    .where(and(eq(contracts.meterId, meterId), eq(contracts.contractStatus, 1)));
  if (!row) throw conflict(a.noActiveContract);
  return row;
}

export function createCutService(db: Database) {
  function selectCuts(executor: Executor = db) {
    return executor
      .select(cutColumns)
      .from(cuts)
      .innerJoin(clientMeters, eq(clientMeters.id, cuts.meterId))
      .innerJoin(clients, eq(clients.id, clientMeters.clientId));
  }

  async function getById(id: number, executor: Executor = db): Promise<CutRow> {
    const [row] = await selectCuts(executor).where(eq(cuts.id, id));
    if (!row) throw notFound(a.cutNotFound);
    return row;
  }

  async function lockCut(tx: Executor, id: number) {
    const [row] = await tx.select().from(cuts).where(eq(cuts.id, id)).for('update');
    if (!row) throw notFound(a.cutNotFound);
    return row;
  }

  /**
   * Ends an open cut (locked by the caller) and debits the reconnection fee of the meter's active contract type to
   * that contract, through the ledger, in the caller's transaction. The cut row's lock makes a second reconnection
   * wait and then find the cut ended; the unique index on the fee's reference ("cut:<id>") backs that up.
   */
  async function endCut(tx: Executor, cut: { id: number; meterId: number }, endDate: string, actor: Actor) {
    const charge = await reconnectionCharge(tx, cut.meterId);
    await lockContract(tx, charge.contractId);
    await tx.update(cuts).set({ endDate }).where(eq(cuts.id, cut.id));
    await moveBalance(tx, {
      contractId: charge.contractId,
      amount: -charge.fee,
      kind: 'RECONNECTION_FEE',
      reference: `cut:${cut.id}`,
      userId: actor.userId,
    });
    await noticeCuts(tx, 'RECONNECTION', [cut.id]);
  }

  return {
    /** How many there are in all (GET /count). */
    count: (): Promise<number> => db.$count(cuts),

    getById,

    list(query: CutListQuery): Promise<Page<CutRow>> {
      const clauses = listClauses(
        { ...query, q: undefined },
        {
          idColumn: cuts.id,
          searchColumns: [],
          sortColumns: {
            cutId: cuts.id,
            startDate: cuts.startDate,
            endDate: cuts.endDate,
            meterId: cuts.meterId,
            clientName: clients.name,
            createdAt: cuts.createdAt,
          },
        },
        [
          query.meterIds ? inArray(cuts.meterId, query.meterIds) : undefined,
          query.clientIds ? inArray(clientMeters.clientId, query.clientIds) : undefined,
          query.open === undefined ? undefined : query.open ? isNull(cuts.endDate) : isNotNull(cuts.endDate),
          searchClause(query.q),
        ],
      );
      return findPage(clauses, {
        rows: (window) => listRows(selectCuts().$dynamic(), window),
        count: (where) => countWithHolder(db, cuts, cuts.meterId, where),
      });
    },

    /** One open cut per meter: a second fails on the partial unique index (409 naming the rule). */
    async create(input: CutCreateFields, actor: Actor): Promise<CutRow> {
      checkPeriod(input, labels);
      await requireMeter(db, input.meterId, a.meterNotFound);
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(cuts)
          .values({ meterId: input.meterId, startDate: input.startDate, createdBy: actor.userId })
          .returning({ id: cuts.id });
        await noticeCuts(tx, 'CUT_EXECUTED', [created!.id]);
        return created!.id;
      });
      return getById(id);
    },

    /**
     * The edit panel. On an open cut: start date and meter change, and an endDate reconnects it (fee charged). On a
     * reconnected cut only the dates change: it keeps its meter and cannot be reopened (null endDate), so its fee is
     * never charged twice nor left charged for a cut that is open again.
     */
    async update(id: number, input: CutUpdateFields, actor: Actor): Promise<CutRow> {
      if (input.cutId !== undefined && input.cutId !== id) {
        throw badRequest(a.cutIdMismatch, [{ field: 'cutId', message: a.cutIdMismatch }]);
      }
      return db.transaction(async (tx) => {
        const current = await lockCut(tx, id);
        if (current.endDate !== null) {
          if (input.endDate === null) throw conflict(a.cannotReopen);
          if (input.meterId !== current.meterId) throw conflict(a.cannotMoveEndedCut);
          const endDate = input.endDate ?? current.endDate;
          checkPeriod({ startDate: input.startDate, endDate }, labels);
          await tx.update(cuts).set({ startDate: input.startDate, endDate }).where(eq(cuts.id, id));
          return getById(id, tx);
        }
        checkPeriod({ startDate: input.startDate, endDate: input.endDate ?? null }, labels);
        if (input.meterId !== current.meterId) await requireMeter(tx, input.meterId, a.meterNotFound);
        await tx
          .update(cuts)
          .set({ startDate: input.startDate, meterId: input.meterId })
          .where(eq(cuts.id, id));
        if (input.endDate) await endCut(tx, { id, meterId: input.meterId }, input.endDate, actor);
        return getById(id, tx);
      });
    },

    /** POST /cut/{id}/reconnect: ends the cut (today when no date is given) and charges the fee once. */
    async reconnect(id: number, endDate: string | undefined, actor: Actor): Promise<CutRow> {
      return db.transaction(async (tx) => {
        const current = await lockCut(tx, id);
        if (current.endDate !== null) throw conflict(a.alreadyReconnected);
        const date = endDate ?? todayInMaputo();
        checkPeriod({ startDate: current.startDate, endDate: date }, labels);
        await endCut(tx, current, date, actor);
        return getById(id, tx);
      });
    },

    /** An open cut may be deleted (registered by mistake); a reconnected one carries a charged fee and stays. */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await lockCut(tx, id);
        if (current.endDate !== null) throw conflict(a.cannotDeleteReconnected);
        await tx.delete(cuts).where(eq(cuts.id, id));
      });
    },

    /**
     * POST /cut/bulk: the cuts of many meters on one start date, all or none. Every meter is checked first (known,
     * not listed twice, no open cut) and each refusal is named; then one insert from the id array, in a transaction
     * (a cut registered meanwhile by someone else still fails on the unique index, and nothing is saved).
     */
    async createMany(input: CutBulkCreateFields, actor: Actor): Promise<BulkOutcome> {
      checkPeriod(input, labels);
      const known = await db
        .select({
          meterId: clientMeters.id,
          // Written out with an alias: in a one-table select Drizzle leaves columns unqualified.
          openCut: sql<boolean>`exists (select 1 from cuts open_cut
            where open_cut.meter_id = "client_meters"."id" and open_cut.end_date is null)`,
        })
        .from(clientMeters)
        .where(sql`${clientMeters.id} = any(${sql.param(input.meterIds)}::int[])`);
      const byId = new Map(known.map((row) => [row.meterId, row]));
      const seen = new Set<number>();
      const errors: BulkRowError[] = [];
      input.meterIds.forEach((meterId, index) => {
        const meter = byId.get(meterId);
        const message = seen.has(meterId)
          ? a.duplicateMeter
          : !meter
            ? a.meterNotFound
            : meter.openCut
              ? messages.conflicts.openCut
              : null;
        seen.add(meterId);
        if (message) errors.push({ index, meterId, message });
      });
      if (errors.length > 0) return { ok: false, errors };
      return db.transaction(async (tx) => {
        const created = await tx.execute<{
          id: number;
        }>(sql`insert into ${cuts} (meter_id, start_date, created_by)
          select unnest(${sql.param(input.meterIds)}::int[]), ${input.startDate}::date, ${actor.userId}
          returning id`);
        const ids = created.rows.map((row) => Number(row.id));
        await noticeCuts(tx, 'CUT_EXECUTED', ids);
        const rows = await selectCuts(tx).where(inArray(cuts.id, ids)).orderBy(cuts.id);
        return { ok: true, cuts: rows };
      });
    },
  };
}

export type CutService = ReturnType<typeof createCutService>;

declare module 'fastify' {
  interface FastifyInstance {
    cuts: CutService;
  }
}

export default fp(
  async (app) => {
    app.decorate('cuts', createCutService(app.db));
  },
  { name: 'cuts', dependencies: ['db'] },
);
