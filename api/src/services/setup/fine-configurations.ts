import { messages } from '@agua/domain/messages';
import type { FineConfigurationFields } from '@agua/domain/rules/setup';
import { count, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { fineConfigurations } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { findPage, type ListQuery, listClauses, type Page } from '../../http/list-query.ts';

export const FINE_CONFIGURATION_SORT_FIELDS = [
  'fineConfigurationId',
  'minInterval',
  'maxInterval',
  'acruedFinePercentage',
  'active',
  'createdAt',
] as const;
export type FineConfigurationSortField = (typeof FINE_CONFIGURATION_SORT_FIELDS)[number];
export type FineConfigurationRow = typeof fineConfigurations.$inferSelect;

const m = messages.setup;
const t = fineConfigurations;

export function createFineConfigurationService(db: Database) {
  async function getById(id: number): Promise<FineConfigurationRow> {
    const [row] = await db.select().from(t).where(eq(t.id, id));
    if (!row) throw notFound(m.notFound.fineConfiguration);
    return row;
  }

  return {
    getById,

    list(query: ListQuery<FineConfigurationSortField>): Promise<Page<FineConfigurationRow>> {
      const clauses = listClauses(query, {
        idColumn: t.id,
        searchColumns: [t.minInterval, t.maxInterval, t.acruedFinePercentage],
        sortColumns: {
          fineConfigurationId: t.id,
          minInterval: t.minInterval,
          maxInterval: t.maxInterval,
          acruedFinePercentage: t.acruedFinePercentage,
          active: t.active,
          createdAt: t.createdAt,
        },
      });
      return findPage(clauses, {
        rows: ({ where, orderBy, limit, offset }) => {
          const select = db
            .select()
            .from(t)
            .where(where)
            .orderBy(...orderBy)
            .$dynamic();
          return limit === undefined ? select : select.limit(limit).offset(offset ?? 0);
        },
        count: async (where) => (await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0,
      });
    },

    /** The newest active tier (GET /fine-configuration/last-active). */
    async lastActive(): Promise<FineConfigurationRow> {
      const [row] = await db
        .select()
        .from(t)
        .where(eq(t.active, true))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(1);
      if (!row) throw notFound(m.notFound.noActiveFine);
      return row;
    },

    async create(input: FineConfigurationFields): Promise<FineConfigurationRow> {
      const [row] = await db.insert(t).values(input).returning();
      return row!;
    },

    async update(id: number, input: FineConfigurationFields): Promise<FineConfigurationRow> {
      const [row] = await db.update(t).set(input).where(eq(t.id, id)).returning();
      if (!row) throw notFound(m.notFound.fineConfiguration);
      return row;
    },

    /** Invoices store the fine they were charged, so removing a tier changes no past invoice. */
    async remove(id: number): Promise<void> {
      const deleted = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      if (deleted.length === 0) throw notFound(m.notFound.fineConfiguration);
    },
  };
}

export type FineConfigurationService = ReturnType<typeof createFineConfigurationService>;

declare module 'fastify' {
  interface FastifyInstance {
    fineConfigurations: FineConfigurationService;
  }
}

export default fp(
  async (app) => {
    app.decorate('fineConfigurations', createFineConfigurationService(app.db));
  },
  { name: 'fine-configurations', dependencies: ['db'] },
);
