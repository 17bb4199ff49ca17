import type {
  ClientRubricCreateFields,
  ClientRubricUpdateFields,
} from '@agua/domain/contracts/client-rubric';
import { messages } from '@agua/domain/messages';
import {
  type AnyColumn,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { type Answer, runIdempotent } from '../../http/idempotency.ts';
import {
  escapeLike,
  findPage,
  type ListQuery,
  listClauses,
  listRows,
  type Page,
} from '../../http/list-query.ts';
import { clients } from '../clients/tables.ts';
import { rubrics } from '../setup/tables.ts';
import { chargeRubric, correctCharge, reverseCharge } from './charges.ts';
import { clientRubrics } from './tables.ts';

export const CLIENT_RUBRIC_SORT_FIELDS = [
  'id',
  'clientId',
  'rubricId',
  'contractId',
  'quantity',
  'createdAt',
] as const;
export type ClientRubricSortField = (typeof CLIENT_RUBRIC_SORT_FIELDS)[number];

export interface ClientRubricFilters {
  clientIds?: number[];
  contractIds?: number[];
  rubricIds?: number[];
  reversed?: boolean;
}
export type ClientRubricListQuery = ListQuery<ClientRubricSortField> & ClientRubricFilters;

const chargeColumns = {
  ...getTableColumns(clientRubrics),
  clientName: clients.name,
  rubricName: rubrics.name,
  rubricDescription: rubrics.description,
};
export type ClientRubricRow = Omit<typeof clientRubrics.$inferSelect, 'amount'> & {
  clientName: string;
  rubricName: string;
  rubricDescription: string;
};

/** `q` sees what the "Outros Pagamentos" table shows: ids, client and rubric names. */
function searchClause(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const parts: SQL[] = [
    sql`${clientRubrics.clientId} = any(array(select ${clients.id} from ${clients}
      where lower(${clients.name}) like ${pattern}))`,
    sql`${clientRubrics.rubricId} = any(array(select ${rubrics.id} from ${rubrics}
      where lower(${rubrics.name}) like ${pattern}))`,
  ];
  if (/^\d{1,9}$/.test(q)) {
    const id = Number(q);
    parts.push(sql`${clientRubrics.id} = ${id} or ${clientRubrics.clientId} = ${id}`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

const sortColumns: Record<ClientRubricSortField, AnyColumn> = {
  id: clientRubrics.id,
  clientId: clientRubrics.clientId,
  rubricId: clientRubrics.rubricId,
  contractId: clientRubrics.contractId,
  quantity: clientRubrics.quantity,
  createdAt: clientRubrics.createdAt,
};

export function createClientRubricService(db: Database) {
  const selectCharges = (executor: Executor) =>
    executor
      .select(chargeColumns)
      .from(clientRubrics)
      .innerJoin(clients, eq(clients.id, clientRubrics.clientId))
      .innerJoin(rubrics, eq(rubrics.id, clientRubrics.rubricId));

  async function getById(id: number, executor: Executor = db): Promise<ClientRubricRow> {
    const [row] = await selectCharges(executor).where(eq(clientRubrics.id, id));
    if (!row) throw notFound(messages.clientRubrics.api.clientRubricNotFound);
    return row;
  }

  return {
    getById,

    list(query: ClientRubricListQuery): Promise<Page<ClientRubricRow>> {
      const clauses = listClauses(
        { ...query, q: undefined },
        { idColumn: clientRubrics.id, searchColumns: [], sortColumns },
        [
          query.clientIds ? inArray(clientRubrics.clientId, query.clientIds) : undefined,
          query.contractIds ? inArray(clientRubrics.contractId, query.contractIds) : undefined,
          query.rubricIds ? inArray(clientRubrics.rubricId, query.rubricIds) : undefined,
          query.reversed === undefined
            ? undefined
            : query.reversed
              ? isNotNull(clientRubrics.reversedAt)
              : isNull(clientRubrics.reversedAt),
          searchClause(query.q),
        ],
      );
      return findPage(clauses, {
        rows: (window) => listRows(selectCharges(db).$dynamic(), window),
        count: async (where) => (await db.select({ n: count() }).from(clientRubrics).where(where))[0]?.n ?? 0,
      });
    },

    /** POST /client-rubrics through the idempotency store; `answer` shapes what the caller (and a repeat) gets. */
    charge(
      input: ClientRubricCreateFields,
      actor: Actor,
      idempotencyKey: string | undefined,
      answer: (charge: ClientRubricRow) => unknown,
    ): Promise<Answer & { replayed: boolean }> {
      return runIdempotent(
        db,
        { key: idempotencyKey, userId: actor.userId, route: 'POST /client-rubrics', body: input },
        async (tx) => {
          const id = await chargeRubric(tx, input, actor);
          return { statusCode: 201, body: answer(await getById(id, tx)) };
        },
      );
    },

    correct(id: number, input: ClientRubricUpdateFields, actor: Actor): Promise<ClientRubricRow> {
      return db.transaction(async (tx) => {
        await correctCharge(tx, id, input, actor);
        return getById(id, tx);
      });
    },

    reverse(id: number, actor: Actor, reason?: string): Promise<void> {
      return db.transaction((tx) => reverseCharge(tx, id, actor, reason));
    },
  };
}

export type ClientRubricService = ReturnType<typeof createClientRubricService>;

declare module 'fastify' {
  interface FastifyInstance {
    clientRubrics: ClientRubricService;
  }
}

export default fp(
  async (app) => {
    app.decorate('clientRubrics', createClientRubricService(app.db));
  },
  { name: 'client-rubrics', dependencies: ['db'] },
);
