import { messages } from '@agua/domain/messages';
import type { EnterpriseFields } from '@agua/domain/rules/setup';
import { count, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { enterprises, zones } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { findPage, type ListQuery, listClauses, type Page } from '../../http/list-query.ts';

export const ENTERPRISE_SORT_FIELDS = [
  'enterpriseId',
  'name',
  'email',
  'nuit',
  'phoneNumber',
  'address',
] as const;
export type EnterpriseSortField = (typeof ENTERPRISE_SORT_FIELDS)[number];
export type EnterpriseRow = typeof enterprises.$inferSelect;

const m = messages.setup;

export function createEnterpriseService(db: Database) {
  async function getById(id: number): Promise<EnterpriseRow> {
    const [row] = await db.select().from(enterprises).where(eq(enterprises.id, id));
    if (!row) throw notFound(m.notFound.enterprise);
    return row;
  }

  return {
    getById,

    list(query: ListQuery<EnterpriseSortField>): Promise<Page<EnterpriseRow>> {
      const clauses = listClauses(query, {
        idColumn: enterprises.id,
        searchColumns: [
          enterprises.name,
          enterprises.email,
          enterprises.nuit,
          enterprises.phoneNumber,
          enterprises.address,
        ],
        sortColumns: {
          enterpriseId: enterprises.id,
          name: enterprises.name,
          email: enterprises.email,
          nuit: enterprises.nuit,
          phoneNumber: enterprises.phoneNumber,
          address: enterprises.address,
        },
      });
      return findPage(clauses, {
        rows: ({ where, orderBy, limit, offset }) => {
          const select = db
            .select()
            .from(enterprises)
            .where(where)
            .orderBy(...orderBy)
            .$dynamic();
          return limit === undefined ? select : select.limit(limit).offset(offset ?? 0);
        },
        count: async (where) => (await db.select({ n: count() }).from(enterprises).where(where))[0]?.n ?? 0,
      });
    },

    /** The enterprise that serves a zone (GET /enterprise/enterprise/{zoneId}). */
    async getByZone(zoneId: number): Promise<EnterpriseRow> {
      const [row] = await db
        .select({ enterprise: enterprises })
        .from(zones)
        .innerJoin(enterprises, eq(zones.enterpriseId, enterprises.id))
        .where(eq(zones.id, zoneId));
      if (!row) throw notFound(m.notFound.zone);
      return row.enterprise;
    },

    /** A repeated NUIT fails on the unique index and answers 409 through the error handler. */
    async create(input: EnterpriseFields): Promise<EnterpriseRow> {
      const [row] = await db.insert(enterprises).values(input).returning();
      return row!;
    },

    async update(id: number, input: EnterpriseFields): Promise<EnterpriseRow> {
      const [row] = await db.update(enterprises).set(input).where(eq(enterprises.id, id)).returning();
      if (!row) throw notFound(m.notFound.enterprise);
      return row;
    },

    /** An enterprise still serving zones stays: its zones (and their clients) would lose their owner. */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [zone] = await tx
          .select({ id: zones.id })
          .from(zones)
          .where(eq(zones.enterpriseId, id))
          .limit(1);
        if (zone) throw conflict(m.inUse.enterpriseHasZones);
        const deleted = await tx
          .delete(enterprises)
          .where(eq(enterprises.id, id))
          .returning({ id: enterprises.id });
        if (deleted.length === 0) throw notFound(m.notFound.enterprise);
      });
    },
  };
}

export type EnterpriseService = ReturnType<typeof createEnterpriseService>;

declare module 'fastify' {
  interface FastifyInstance {
    enterprises: EnterpriseService;
  }
}

export default fp(
  async (app) => {
    app.decorate('enterprises', createEnterpriseService(app.db));
  },
  { name: 'enterprises', dependencies: ['db'] },
);
