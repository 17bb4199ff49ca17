import type { ZoneFields } from '@agua/domain/contracts/zone';
import { messages } from '@agua/domain/messages';
import { count, eq, getTableColumns, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { findPage, type ListQuery, listClauses, listRows, type Page } from '../../http/list-query.ts';
import { clients } from '../clients/tables.ts';
import { createRemove } from './crud-service.ts';
import { enterprises, zones } from './tables.ts';

export const ZONE_SORT_FIELDS = [
  'zoneId',
  'designation',
  'description',
  'enterpriseId',
  'enterpriseName',
] as const;
export type ZoneSortField = (typeof ZONE_SORT_FIELDS)[number];
export type ZoneRow = typeof zones.$inferSelect & { enterpriseName: string };

const m = messages.setup;
const zoneColumns = { ...getTableColumns(zones), enterpriseName: enterprises.name };

export interface ZoneListQuery extends ListQuery<ZoneSortField> {
  enterpriseIds?: number[];
}

export function createZoneService(db: Database) {
  const joined = () =>
    db.select(zoneColumns).from(zones).innerJoin(enterprises, eq(zones.enterpriseId, enterprises.id));

  async function getById(id: number): Promise<ZoneRow> {
    const [row] = await joined().where(eq(zones.id, id));
    if (!row) throw notFound(m.notFound.zone);
    return row;
  }

  /** The enterprise must exist: answered as a 400 naming the field rather than a bare foreign-key refusal. */
  async function assertEnterprise(enterpriseId: number): Promise<void> {
    const [row] = await db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId));
    if (!row)
      throw badRequest(m.notFound.enterprise, [{ field: 'enterpriseId', message: m.notFound.enterprise }]);
  }

  return {
    /** How many there are in all (GET /count). */
    count: (): Promise<number> => db.$count(zones),

    getById,

    list(query: ZoneListQuery): Promise<Page<ZoneRow>> {
      const clauses = listClauses(
        query,
        {
          idColumn: zones.id,
          searchColumns: [zones.designation, zones.description, enterprises.name],
          sortColumns: {
            zoneId: zones.id,
            designation: zones.designation,
            description: zones.description,
            enterpriseId: zones.enterpriseId,
            enterpriseName: enterprises.name,
          },
        },
        [query.enterpriseIds ? inArray(zones.enterpriseId, query.enterpriseIds) : undefined],
      );
      return findPage(clauses, {
        rows: (window) => listRows(joined().$dynamic(), window),
        count: async (where) =>
          (
            await db
              .select({ n: count() })
              .from(zones)
              .innerJoin(enterprises, eq(zones.enterpriseId, enterprises.id))
              .where(where)
          )[0]?.n ?? 0,
      });
    },

    /** The zone a client lives in (GET /zone/by-client/{clientId}). */
    async getByClient(clientId: number): Promise<ZoneRow> {
      const [client] = await db
        .select({ zoneId: clients.zoneId })
        .from(clients)
        .where(eq(clients.id, clientId));
      if (!client) throw notFound(m.notFound.client);
      return getById(client.zoneId);
    },

    async create(input: ZoneFields): Promise<ZoneRow> {
      await assertEnterprise(input.enterpriseId);
      const [row] = await db.insert(zones).values(input).returning({ id: zones.id });
      return getById(row!.id);
    },

    async update(id: number, input: ZoneFields): Promise<ZoneRow> {
      await assertEnterprise(input.enterpriseId);
      const updated = await db.update(zones).set(input).where(eq(zones.id, id)).returning({ id: zones.id });
      if (updated.length === 0) throw notFound(m.notFound.zone);
      return getById(id);
    },

    // The join (enterpriseName) keeps zones off createCrudService; only the guarded delete is shared.
    /** A zone with clients stays: deleting it would leave them without a bairro. */
    remove: createRemove(db, zones, m.notFound.zone, {
      column: clients.zoneId,
      message: m.inUse.zoneHasClients,
    }),
  };
}

export type ZoneService = ReturnType<typeof createZoneService>;

declare module 'fastify' {
  interface FastifyInstance {
    zones: ZoneService;
  }
}

export default fp(
  async (app) => {
    app.decorate('zones', createZoneService(app.db));
  },
  { name: 'zones', dependencies: ['db'] },
);
