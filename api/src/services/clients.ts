import type { ClientFields } from '@agua/domain/contracts/client';
import { messages } from '@agua/domain/messages';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { findPgError } from '../db/pg-errors.ts';
import { clientMeters, clientSearchText, clients, contracts, zones } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { escapeLike, findPage, type ListQuery, listClauses, type Page } from '../http/list-query.ts';
import type { MeterRow } from './client-meters.ts';

export const CLIENT_SORT_FIELDS = [
  'clientId',
  'name',
  'phoneNumber',
  'address',
  'nuit',
  'zoneId',
  'createdAt',
] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

export type ClientRow = typeof clients.$inferSelect;

export interface ClientFilters {
  zoneIds?: number[];
  contractTypeIds?: number[];
}

export type ClientListQuery = ListQuery<ClientSortField> & ClientFilters;

function storedFields(input: ClientFields) {
  const { wantsReceiptSMS, wantsInvoiceSMS, ...rest } = input;
  return { ...rest, wantsReceiptSms: wantsReceiptSMS, wantsInvoiceSms: wantsInvoiceSMS };
}

/**
 * `q` matches the client's text (through the trigram index on clientSearchText), its id, or its zone's name: staff
 * look clients up by bairro too. An OR of indexable parts, so a search stays fast with 50,000 clients.
 */
function searchClause(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  // Every branch can use an index (trigram, primary key, zone_id), so PostgreSQL combines them without a full scan.
  const byId = /^\d{1,9}$/.test(q) ? sql` or ${clients.id} = ${Number(q)}` : sql``;
  return sql`(${clientSearchText(clients)} like ${pattern}${byId}
    or ${clients.zoneId} = any(array(select ${zones.id} from ${zones} where lower(${zones.designation}) like ${pattern})))`;
}

function filterClauses(filters: ClientFilters): (SQL | undefined)[] {
  return [
    filters.zoneIds ? inArray(clients.zoneId, filters.zoneIds) : undefined,
    filters.contractTypeIds
      ? sql`exists (select 1 from ${contracts} where ${contracts.clientId} = ${clients.id}
          and ${inArray(contracts.contractTypeId, filters.contractTypeIds)})`
      : undefined,
  ];
}

export function createClientService(db: Database) {
  async function getById(id: number): Promise<ClientRow> {
    const [row] = await db.select().from(clients).where(eq(clients.id, id));
    if (!row) throw notFound(messages.clients.api.clientNotFound);
    return row;
  }

  return {
    getById,

    list(query: ClientListQuery): Promise<Page<ClientRow>> {
      const clauses = listClauses(
        { ...query, q: undefined },
        {
          idColumn: clients.id,
          searchColumns: [],
          sortColumns: {
            clientId: clients.id,
            name: sql`lower(${clients.name})`,
            phoneNumber: clients.phoneNumber,
            address: sql`lower(${clients.address})`,
            nuit: clients.nuit,
            zoneId: clients.zoneId,
            createdAt: clients.createdAt,
          },
        },
        [...filterClauses(query), searchClause(query.q)],
      );
      return findPage(clauses, {
        rows: ({ where, orderBy, limit, offset }) => {
          const select = db
            .select()
            .from(clients)
            .where(where)
            .orderBy(...orderBy)
            .$dynamic();
          return limit === undefined ? select : select.limit(limit).offset(offset ?? 0);
        },
        count: async (where) => (await db.select({ n: count() }).from(clients).where(where))[0]?.n ?? 0,
      });
    },

    /** DOMAIN.md: saving a client also creates its first meter, in the same transaction. */
    async create(input: ClientFields): Promise<{ client: ClientRow; meter: MeterRow }> {
      return db.transaction(async (tx) => {
        const [client] = await tx.insert(clients).values(storedFields(input)).returning();
        const [meter] = await tx.insert(clientMeters).values({ clientId: client!.id }).returning();
        return { client: client!, meter: meter! };
      });
    },

    async update(id: number, input: ClientFields): Promise<ClientRow> {
      const [row] = await db.update(clients).set(storedFields(input)).where(eq(clients.id, id)).returning();
      if (!row) throw notFound(messages.clients.api.clientNotFound);
      return row;
    },

    /** A client with meters, contracts, receipts… stays: deleting it would orphan them (409). */
    async remove(id: number): Promise<void> {
      try {
        const deleted = await db.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id });
        if (deleted.length === 0) throw notFound(messages.clients.api.clientNotFound);
      } catch (error) {
        if (findPgError(error)?.code === '23503') throw conflict(messages.clients.api.clientInUse);
        throw error;
      }
    },
  };
}

export type ClientService = ReturnType<typeof createClientService>;

declare module 'fastify' {
  interface FastifyInstance {
    clients: ClientService;
  }
}

export default fp(
  async (app) => {
    app.decorate('clients', createClientService(app.db));
  },
  { name: 'clients', dependencies: ['db'] },
);
