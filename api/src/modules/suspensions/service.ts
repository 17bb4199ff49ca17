import type {
  SuspensionCreateFields,
  SuspensionSortField,
  SuspensionStatus,
  SuspensionUpdateFields,
} from '@agua/domain/contracts/suspension';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import {
  escapeLike,
  findPage,
  type ListQuery,
  listClauses,
  listRows,
  type Page,
} from '../../http/list-query.ts';
import { clients } from '../clients/tables.ts';
import {
  checkPeriod,
  countWithHolder,
  holderColumns,
  periodSearchParts,
  requireMeter,
} from '../meters/periods.ts';
import { clientMeters } from '../meters/tables.ts';
import { suspensions } from './tables.ts';

const a = messages.suspensions.api;
const f = messages.suspensions.fields;
const labels = { start: f.startDate, end: f.endDate };

/** A suspension with its meter's holder, as the lists show it. */
export type SuspensionRow = typeof suspensions.$inferSelect & {
  clientId: number;
  clientName: string;
  zoneId: number;
};

export interface SuspensionFilters {
  meterIds?: number[];
  clientIds?: number[];
  status?: SuspensionStatus;
}
export type SuspensionListQuery = ListQuery<SuspensionSortField> & SuspensionFilters;

const suspensionColumns = { ...getTableColumns(suspensions), ...holderColumns };

/** `q` sees what the list shows: ids (when a number), client, reason, notes, Activa/Terminada and dd/mm/aaaa dates. */
function searchClause(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const lowered = q.toLowerCase();
  const pattern = `%${escapeLike(lowered)}%`;
  const parts: SQL[] = [
    ...periodSearchParts(q, suspensions),
    sql`lower(coalesce(${suspensions.reason}, '')) like ${pattern}`,
    sql`lower(coalesce(${suspensions.notes}, '')) like ${pattern}`,
  ];
  const statuses = Object.entries(messages.suspensions.status)
    .filter(
      ([value, label]) => label.toLowerCase().includes(lowered) || value.toLowerCase().includes(lowered),
    )
    .map(([value]) => value);
  if (statuses.length > 0) parts.push(sql`${suspensions.status} = any(${sql.param(statuses)}::text[])`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

export function createSuspensionService(db: Database) {
  function selectSuspensions(executor: Executor = db) {
    return executor
      .select(suspensionColumns)
      .from(suspensions)
      .innerJoin(clientMeters, eq(clientMeters.id, suspensions.meterId))
      .innerJoin(clients, eq(clients.id, clientMeters.clientId));
  }

  async function getById(id: number, executor: Executor = db): Promise<SuspensionRow> {
    const [row] = await selectSuspensions(executor).where(eq(suspensions.id, id));
    if (!row) throw notFound(a.suspensionNotFound);
    return row;
  }

  return {
    /** How many there are in all (GET /count). */
    count: (): Promise<number> => db.$count(suspensions),

    getById,

    list(query: SuspensionListQuery): Promise<Page<SuspensionRow>> {
      const clauses = listClauses(
        { ...query, q: undefined },
        {
          idColumn: suspensions.id,
          searchColumns: [],
          sortColumns: {
            suspensionId: suspensions.id,
            startDate: suspensions.startDate,
            endDate: suspensions.endDate,
            meterId: suspensions.meterId,
            status: suspensions.status,
            clientName: clients.name,
            createdAt: suspensions.createdAt,
          },
        },
        [
          query.meterIds ? inArray(suspensions.meterId, query.meterIds) : undefined,
          query.clientIds ? inArray(clientMeters.clientId, query.clientIds) : undefined,
          query.status ? eq(suspensions.status, query.status) : undefined,
          searchClause(query.q),
        ],
      );
      return findPage(clauses, {
        rows: (window) => listRows(selectSuspensions().$dynamic(), window),
        count: (where) => countWithHolder(db, suspensions, suspensions.meterId, where),
      });
    },

    /** A new suspension is ACTIVE; one ACTIVE suspension per meter (partial unique index → 409 naming the rule). */
    async create(input: SuspensionCreateFields, actor: Actor): Promise<SuspensionRow> {
      checkPeriod(input, labels);
      await requireMeter(db, input.meterId, a.meterNotFound);
      const [created] = await db
        .insert(suspensions)
        .values({ ...input, status: 'ACTIVE', createdBy: actor.userId })
        .returning({ id: suspensions.id });
      return getById(created!.id);
    },

    /**
     * The edit panel: meter, reason, start date, status (and notes, endDate). ENDED sets endDate (given, else
     * today in Maputo), and the meter takes readings again; ACTIVE clears it (a second ACTIVE one on the meter: 409).
     */
    async update(id: number, input: SuspensionUpdateFields): Promise<SuspensionRow> {
      if (input.suspensionId !== undefined && input.suspensionId !== id) {
        throw badRequest(a.suspensionIdMismatch, [
          { field: 'suspensionId', message: a.suspensionIdMismatch },
        ]);
      }
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(suspensions).where(eq(suspensions.id, id)).for('update');
        if (!current) throw notFound(a.suspensionNotFound);
        const endDate =
          input.status === 'ENDED' ? (input.endDate ?? current.endDate ?? todayInMaputo()) : null;
        checkPeriod({ startDate: input.startDate, endDate }, labels);
        if (input.meterId !== current.meterId) await requireMeter(tx, input.meterId, a.meterNotFound);
        await tx
          .update(suspensions)
          .set({
            meterId: input.meterId,
            reason: input.reason,
            startDate: input.startDate,
            status: input.status,
            notes: input.notes,
            endDate,
          })
          .where(eq(suspensions.id, id));
        return getById(id, tx);
      });
    },

    async remove(id: number): Promise<void> {
      const deleted = await db
        .delete(suspensions)
        .where(eq(suspensions.id, id))
        .returning({ id: suspensions.id });
      if (deleted.length === 0) throw notFound(a.suspensionNotFound);
    },
  };
}

export type SuspensionService = ReturnType<typeof createSuspensionService>;

declare module 'fastify' {
  interface FastifyInstance {
    suspensions: SuspensionService;
  }
}

export default fp(
  async (app) => {
    app.decorate('suspensions', createSuspensionService(app.db));
  },
  { name: 'suspensions', dependencies: ['db'] },
);
