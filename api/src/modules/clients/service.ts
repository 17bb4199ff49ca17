import type { ClientFields } from '@agua/domain/contracts/client';
import { messages } from '@agua/domain/messages';
import { amountSearchText, clientSearchTerms } from '@agua/domain/rules/search';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import { findPgError } from '../../db/pg-errors.ts';
import { sharedTableTotal } from '../../db/shared-table-total.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  escapeLike,
  findPage,
  type ListQuery,
  listClauses,
  listRows,
  type Page,
} from '../../http/list-query.ts';
import { contracts } from '../contracts/tables.ts';
import { invoices } from '../invoices/tables.ts';
import type { MeterRow } from '../meters/service.ts';
import { clientMeters } from '../meters/tables.ts';
import { contractTypes, zones } from '../setup/tables.ts';
import { clientSearchText, clients } from './tables.ts';

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
function searchClause(
  q: string | undefined,
  matchingZoneIds: number[],
  matchingContracts: SQL | undefined,
): SQL | undefined {
  if (!q) return undefined;
  const terms = clientSearchTerms(q);
  // Folded like the indexed text (migration 0024): "amelia" finds "Amélia".
  const pattern = sql`public.agua_unaccent(${`%${escapeLike(terms.text.toLowerCase())}%`})`;
  // Every branch can use an index (trigram, primary key, zone_id), so PostgreSQL combines them without a full scan.
  const byNumber =
    terms.number !== null
      ? sql` or ${clients.id} = ${terms.number} or ${clients.id} in (select ${contracts.clientId} from ${invoices} join ${contracts} on ${contracts.id} = ${invoices.contractId} where ${invoices.id} = ${terms.number})`
      : sql``;
  const byBill = terms.billReference
    ? sql` or ${clients.id} in (select ${contracts.clientId} from ${contracts} where ${contracts.id} = ${terms.billReference.contractId})`
    : sql``;
  // The zones are looked up first and given as constants: a sub-select here hides its size from the planner, which
  // then expects most clients to match and walks the whole name index (100 ms at 50,000 clients instead of 2 ms).
  const byZone = matchingZoneIds.length > 0 ? sql` or ${inArray(clients.zoneId, matchingZoneIds)}` : sql``;
  const byContract = matchingContracts
    ? sql` or ${clients.id} in (select ${contracts.clientId} from ${contracts} where ${matchingContracts})`
    : sql``;
  return sql`(${clientSearchText(clients)} like ${pattern}${byNumber}${byBill}${byZone}${byContract})`;
}

/**
 * The contract columns of the Clientes row (Tipo de Contrato, Id Contrato, Estado do Contrato as Activo/Inactivo,
 * Saldo as "1 234,50 MZN") as a condition on contracts, or undefined when `q` can match none of them. The types are
 * looked up first and passed as constants, like the zones.
 */
function contractSearch(q: string, matchingTypeIds: number[]): SQL | undefined {
  const lowered = q.toLowerCase();
  const parts: SQL[] = [];
  if (matchingTypeIds.length > 0) parts.push(inArray(contracts.contractTypeId, matchingTypeIds));
  const statuses = [...CONTRACT_STATUS_LABELS]
    .filter(([, label]) => label.toLowerCase().includes(lowered))
    .map(([status]) => status);
  if (statuses.length > 0) parts.push(inArray(contracts.contractStatus, statuses));
  if (/^\d{1,9}$/.test(q)) parts.push(eq(contracts.id, Number(q)));
  const amount = amountSearchText(q);
  if (amount !== null && amount !== lowered) {
    parts.push(sql`${contracts.balance}::text like ${`%${escapeLike(amount)}%`}`);
  }
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : undefined;
}

const CONTRACT_STATUS_LABELS = new Map([
  [1, messages.clients.status.active],
  [0, messages.clients.status.inactive],
]);

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
  // Every one of them, as the dashboard and the unfiltered list count them (db/shared-table-total.ts).
  const allClients = sharedTableTotal(() => db.$count(clients));
  async function getById(id: number): Promise<ClientRow> {
    const [row] = await db.select().from(clients).where(eq(clients.id, id));
    if (!row) throw notFound(messages.clients.api.clientNotFound);
    return row;
  }

  return {
    /** How many there are in all (GET /count). */
    count: (): Promise<number> => allClients(),

    getById,

    async list(query: ClientListQuery): Promise<Page<ClientRow>> {
      const matchingZones = query.q
        ? await db
            .select({ id: zones.id })
            .from(zones)
            .where(
              sql`public.agua_unaccent(lower(${zones.designation})) like public.agua_unaccent(${`%${escapeLike(query.q.toLowerCase())}%`})`,
            )
        : [];
      const matchingTypes = query.q
        ? await db
            .select({ id: contractTypes.id })
            .from(contractTypes)
            .where(
              sql`public.agua_unaccent(lower(${contractTypes.designation})) like public.agua_unaccent(${`%${escapeLike(query.q.toLowerCase())}%`})`,
            )
        : [];
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
        [
          ...filterClauses(query),
          searchClause(
            query.q,
            matchingZones.map((zone) => zone.id),
            query.q
              ? contractSearch(
                  query.q,
                  matchingTypes.map((type) => type.id),
                )
              : undefined,
          ),
        ],
      );
      return findPage(clauses, {
        rows: (window) => listRows(db.select().from(clients).$dynamic(), window),
        count: async (where) => (await db.select({ n: count() }).from(clients).where(where))[0]?.n ?? 0,
        all: allClients,
      });
    },

    /** Saving a client also creates its first meter (brand Genérico, 0 m³), in the same transaction. */
    async create(input: ClientFields): Promise<{ client: ClientRow; meter: MeterRow }> {
      return db.transaction(async (tx) => {
        const [client] = await tx.insert(clients).values(storedFields(input)).returning();
        const [meter] = await tx.insert(clientMeters).values({ clientId: client!.id }).returning();
        return { client: client!, meter: meter! };
      });
    },

    /** `executor`: a caller's transaction, when the client is saved with other rows (the customer edit). */
    async update(id: number, input: ClientFields, executor: Executor = db): Promise<ClientRow> {
      const [row] = await executor
        .update(clients)
        .set(storedFields(input))
        .where(eq(clients.id, id))
        .returning();
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
