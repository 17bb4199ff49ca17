import { messages } from '@agua/domain/messages';
import { type Centavos, toCentavos, toDecimalString } from '@agua/domain/money';
import type { ContractCreateFields, ContractUpdateFields } from '@agua/domain/rules/contract';
import { type AnyColumn, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../db/client.ts';
import { findPgError } from '../db/pg-errors.ts';
import { clientMeters, contracts, contractTypes, ledgerEntries } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { findPage, type ListQuery, listClauses, type Page } from '../http/list-query.ts';

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

// The search sees what the contract list shows: type designation, dd-mm-yyyy dates and Activo/Inactivo.
const typeDesignation = sql`(select ${contractTypes.designation} from ${contractTypes}
  where ${contractTypes.id} = ${contracts.contractTypeId})`;
const statusLabel = sql`case when ${contracts.contractStatus} = 1 then ${messages.clients.status.active}
  else ${messages.clients.status.inactive} end`;
const shownDate = (column: AnyColumn) => sql`to_char(${column}, 'DD-MM-YYYY')`;

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
        query,
        {
          idColumn: contracts.id,
          searchColumns: [
            contracts.id,
            shownDate(contracts.startDate),
            shownDate(contracts.endDate),
            contracts.clientId,
            contracts.meterId,
            typeDesignation,
            contracts.description,
            statusLabel,
            contracts.balance,
          ],
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
        filterClauses(query),
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
