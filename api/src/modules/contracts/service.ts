import type { ContractCreateFields, ContractUpdateFields } from '@agua/domain/contracts/contract';
import { messages } from '@agua/domain/messages';
import { toCentavos } from '@agua/domain/money';
import { amountSearchText } from '@agua/domain/rules/search';
import { type AnyColumn, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import { findPgError } from '../../db/pg-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import {
  escapeLike,
  findPage,
  type ListQuery,
  listClauses,
  listRows,
  type Page,
} from '../../http/list-query.ts';
import { lockContract, moveBalance } from '../ledger/ledger.ts';
import { clientMeters } from '../meters/tables.ts';
import { contractTypes } from '../setup/tables.ts';
import { contracts } from './tables.ts';

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
 * `q` sees what the contract list shows: ids, dd/mm/aaaa dates, description, the type's designation, Activo/Inactivo
 * and the balance. Built from cheap comparisons (no per-row subquery, no ILIKE on a concatenation), so a search over
 * 50,000 contracts stays a single quick scan.
 */
function searchClause(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const lowered = q.toLowerCase();
  const pattern = `%${escapeLike(lowered)}%`;
  const shown = (column: AnyColumn) => sql`to_char(${column}, 'DD/MM/YYYY') like ${pattern}`;
  const parts: SQL[] = [
    sql`lower(coalesce(${contracts.description}, '')) like ${pattern}`,
    shown(contracts.startDate),
    shown(contracts.endDate),
    sql`${contracts.balance}::text like ${pattern}`,
    sql`${contracts.contractTypeId} = any(array(select ${contractTypes.id} from ${contractTypes}
      where lower(${contractTypes.designation}) like ${pattern}))`,
  ];
  // The Saldo cell reads "1 234,50 MZN": an amount typed that way is looked for as the stored 1234.50.
  const amount = amountSearchText(q);
  if (amount !== null && amount !== lowered) {
    parts.push(sql`${contracts.balance}::text like ${`%${escapeLike(amount)}%`}`);
  }
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

export function createContractService(db: Database) {
  async function getById(id: number, executor: Executor = db): Promise<ContractRow> {
    const [row] = await executor.select().from(contracts).where(eq(contracts.id, id));
    if (!row) throw notFound(messages.clients.api.contractNotFound);
    return row;
  }

  return {
    /** How many there are in all (GET /count). */
    count: (): Promise<number> => db.$count(contracts),

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
        rows: (window) => listRows(db.select().from(contracts).$dynamic(), window),
        count: async (where) => (await db.select({ n: count() }).from(contracts).where(where))[0]?.n ?? 0,
      });
    },

    /**
     * The meter must be the client's own; a second active contract on one meter fails on the unique index (409).
     * A non-zero starting balance is an OPENING_BALANCE ledger row.
     */
    async create(input: ContractCreateFields, actor: Actor): Promise<ContractRow> {
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
        await moveBalance(tx, {
          contractId: created!.id,
          amount: toCentavos(balance),
          kind: 'OPENING_BALANCE',
          reference: 'saldo-inicial',
          userId: actor.userId,
        });
        return getById(created!.id, tx);
      });
    },

    /**
     * The customer edit sends type, balance and status. Type and status are any role's to change; a balance that
     * differs from the stored one (to the centavo) is a manual adjustment: an administrator's only (403 otherwise)
     * and with a reason (400 on balanceReason otherwise), written as an ADJUSTMENT ledger row of the difference
     * carrying the user and the reason. The comparison runs on the row locked in the same transaction, so a
     * concurrent payment is never lost nor mistaken for an edit.
     */
    async update(
      id: number,
      input: ContractUpdateFields,
      actor: Actor,
      options: { executor?: Executor; clientId?: number } = {},
    ): Promise<ContractRow> {
      if (input.contractId !== undefined && input.contractId !== id) {
        const message = messages.clients.api.contractIdMismatch;
        throw badRequest(message, [{ field: 'contractId', message }]);
      }
      // Inside a caller's transaction this is a savepoint: a refusal here rolls back the caller's writes too.
      return (options.executor ?? db).transaction(async (tx) => {
        const current = await lockContract(tx, id);
        if (options.clientId !== undefined && current.clientId !== options.clientId) {
          const message = messages.clients.api.contractOfOtherClient;
          throw badRequest(message, [{ field: 'contractId', message }]);
        }
        const adjustment = toCentavos(input.balance) - current.balance;
        if (adjustment !== 0) {
          if (actor.role !== 'ADMIN') throw forbidden(messages.clients.api.balanceAdminOnly);
          if (!input.balanceReason) {
            const message = messages.clients.balanceReasonRequired;
            throw badRequest(message, [{ field: 'balanceReason', message }]);
          }
        }
        await tx
          .update(contracts)
          .set({
            contractTypeId: input.contractTypeId,
            contractStatus: input.contractStatus,
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.endDate !== undefined ? { endDate: input.endDate } : {}),
          })
          .where(eq(contracts.id, id));
        await moveBalance(tx, {
          contractId: id,
          amount: adjustment,
          kind: 'ADJUSTMENT',
          reference: `contrato:${id}`,
          userId: actor.userId,
          note: input.balanceReason ?? null,
        });
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
