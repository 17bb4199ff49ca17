import type { ContractCreateFields, ContractUpdateFields } from '@agua/domain/contracts/contract';
import { messages } from '@agua/domain/messages';
import { type Centavos, toCentavos, toDecimalString } from '@agua/domain/money';
import { type AnyColumn, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../db/client.ts';
import { findPgError } from '../db/pg-errors.ts';
import { clientMeters, contracts, contractTypes, ledgerEntries } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { escapeLike, findPage, type ListQuery, listClauses, type Page } from '../http/list-query.ts';

export const CONTRACT_SORT_FIELDS = [
  'contractId',
  'startDate',
  'endDate',
  'clientId',
  'meterId',
  'contractTypeId',
  'contractStatus',
  'balance',
  'createdAt',
] as const;
export type ContractSortField = (typeof CONTRACT_SORT_FIELDS)[number];

export type ContractRow = typeof contracts.$inferSelect;

export interface ContractFilters {
  clientIds?: number[];
  meterIds?: number[];
  contractTypeIds?: number[];
  contractStatus?: 0 | 1;
}

export type ContractListQuery = ListQuery<ContractSortField> & ContractFilters;

/**
 * `q` sees what the contract list shows: ids, dd-mm-yyyy dates, description, the type's designation, Activo/Inactivo
 * and the balance. Built from cheap comparisons (no per-row subquery, no ILIKE on a concatenation), so a search over
 * 50,000 contracts stays a single quick scan.
 */
function searchClause(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const lowered = q.toLowerCase();
  const pattern = `%${escapeLike(lowered)}%`;
  const shown = (column: AnyColumn) => sql`to_char(${column}, 'DD-MM-YYYY') like ${pattern}`;
  const parts: SQL[] = [
    sql`lower(coalesce(${contracts.description}, '')) like ${pattern}`,
    shown(contracts.startDate),
    shown(contracts.endDate),
    sql`${contracts.balance}::text like ${pattern}`,
    sql`${contracts.contractTypeId} = any(array(select ${contractTypes.id} from ${contractTypes}
      where lower(${contractTypes.designation}) like ${pattern}))`,
  ];
  if (/^\d{1,9}$/.test(q)) {
    const id = Number(q);
    parts.push(sql`${contracts.id} = ${id} or ${contracts.clientId} = ${id} or ${contracts.meterId} = ${id}`);
  }
  const statuses = [
    messages.clients.status.active.toLowerCase().includes(lowered) ? 1 : null,
    messages.clients.status.inactive.toLowerCase().includes(lowered) ? 0 : null,
  ].filter((status) => status !== null);
  if (statuses.length > 0) parts.push(inArray(contracts.contractStatus, statuses));
  return sql`(${sql.join(parts, sql` or `)})`;
}

function filterClauses(filters: ContractFilters): (SQL | undefined)[] {
  return [
    filters.clientIds ? inArray(contracts.clientId, filters.clientIds) : undefined,
    filters.meterIds ? inArray(contracts.meterId, filters.meterIds) : undefined,
    filters.contractTypeIds ? inArray(contracts.contractTypeId, filters.contractTypeIds) : undefined,
    filters.contractStatus === undefined ? undefined : eq(contracts.contractStatus, filters.contractStatus),
  ];
}

/** balance = Σ ledger, always: a balance is only ever changed together with the ledger row that explains it. */
async function moveBalance(
  tx: Executor,
  contractId: number,
  delta: Centavos,
  kind: 'OPENING_BALANCE' | 'ADJUSTMENT',
  userId: number,
): Promise<void> {
  if (delta === 0) return;
  await tx.insert(ledgerEntries).values({
    contractId,
    kind,
    amount: delta,
    reference: kind === 'OPENING_BALANCE' ? 'saldo-inicial' : `contrato:${contractId}`,
    userId,
  });
  await tx
    .update(contracts)
    .set({ balance: sql`${contracts.balance} + ${toDecimalString(delta)}::numeric` })
    .where(eq(contracts.id, contractId));
}

export function createContractService(db: Database) {
  async function getById(id: number, executor: Executor = db): Promise<ContractRow> {
    const [row] = await executor.select().from(contracts).where(eq(contracts.id, id));
    if (!row) throw notFound(messages.clients.api.contractNotFound);
    return row;
  }

  return {
    getById,

    list(query: ContractListQuery): Promise<Page<ContractRow>> {
      const clauses = listClauses(
        { ...query, q: undefined },
        {
          idColumn: contracts.id,
          searchColumns: [],
          sortColumns: {
            contractId: contracts.id,
            startDate: contracts.startDate,
            endDate: contracts.endDate,
            clientId: contracts.clientId,
            meterId: contracts.meterId,
            contractTypeId: contracts.contractTypeId,
            contractStatus: contracts.contractStatus,
            balance: contracts.balance,
            createdAt: contracts.createdAt,
          },
        },
        [...filterClauses(query), searchClause(query.q)],
      );
      return findPage(clauses, {
        rows: ({ where, orderBy, limit, offset }) => {
          const select = db
            .select()
            .from(contracts)
            .where(where)
            .orderBy(...orderBy)
            .$dynamic();
          return limit === undefined ? select : select.limit(limit).offset(offset ?? 0);
        },
        count: async (where) => (await db.select({ n: count() }).from(contracts).where(where))[0]?.n ?? 0,
      });
    },

    /**
     * The meter must be the client's own; a second active contract on one meter fails on the unique index (409).
     * A non-zero starting balance is an OPENING_BALANCE ledger row.
     */
    async create(input: ContractCreateFields, userId: number): Promise<ContractRow> {
      const [meter] = await db
        .select({ clientId: clientMeters.clientId })
        .from(clientMeters)
        .where(eq(clientMeters.id, input.meterId));
      if (meter && meter.clientId !== input.clientId) {
        const message = messages.clients.api.meterOfOtherClient;
        throw badRequest(message, [{ field: 'meterId', message }]);
      }
      return db.transaction(async (tx) => {
        const { balance, ...fields } = input;
        const [created] = await tx
          .insert(contracts)
          .values({ ...fields, endDate: fields.endDate ?? null, balance: 0 })
          .returning({ id: contracts.id });
        await moveBalance(tx, created!.id, toCentavos(balance), 'OPENING_BALANCE', userId);
        return getById(created!.id, tx);
      });
    },

    /**
     * The customer edit sends type, balance and status. A changed balance is an ADJUSTMENT ledger row of the
     * difference, computed on the locked row so a concurrent payment is never lost.
     */
    async update(id: number, input: ContractUpdateFields, userId: number): Promise<ContractRow> {
      if (input.contractId !== undefined && input.contractId !== id) {
        const message = messages.clients.api.contractIdMismatch;
        throw badRequest(message, [{ field: 'contractId', message }]);
      }
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(contracts).where(eq(contracts.id, id)).for('update');
        if (!current) throw notFound(messages.clients.api.contractNotFound);
        await tx
          .update(contracts)
          .set({
            contractTypeId: input.contractTypeId,
            contractStatus: input.contractStatus,
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.endDate !== undefined ? { endDate: input.endDate } : {}),
          })
          .where(eq(contracts.id, id));
        await moveBalance(tx, id, toCentavos(input.balance) - current.balance, 'ADJUSTMENT', userId);
        return getById(id, tx);
      });
    },

    /** A contract with invoices, receipts or ledger rows stays: deleting it would orphan them (409). */
    async remove(id: number): Promise<void> {
      try {
        const deleted = await db
          .delete(contracts)
          .where(eq(contracts.id, id))
          .returning({ id: contracts.id });
        if (deleted.length === 0) throw notFound(messages.clients.api.contractNotFound);
      } catch (error) {
        if (findPgError(error)?.code === '23503') throw conflict(messages.clients.api.contractInUse);
        throw error;
      }
    },
  };
}

export type ContractService = ReturnType<typeof createContractService>;

declare module 'fastify' {
  interface FastifyInstance {
    contracts: ContractService;
  }
}

export default fp(
  async (app) => {
    app.decorate('contracts', createContractService(app.db));
  },
  { name: 'contracts', dependencies: ['db'] },
);
