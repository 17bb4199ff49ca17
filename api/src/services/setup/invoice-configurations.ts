import { messages } from '@agua/domain/messages';
import type { InvoiceConfigurationFields } from '@agua/domain/rules/setup';
import { count, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { invoiceConfigurations } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { findPage, type ListQuery, listClauses, type Page } from '../../http/list-query.ts';

export const INVOICE_CONFIGURATION_SORT_FIELDS = [
  'invoiceConfigurationId',
  'minInterval',
  'maxInterval',
  'description',
  'active',
  'createdAt',
] as const;
export type InvoiceConfigurationSortField = (typeof INVOICE_CONFIGURATION_SORT_FIELDS)[number];
export type InvoiceConfigurationRow = typeof invoiceConfigurations.$inferSelect;

const m = messages.setup;
const t = invoiceConfigurations;

export function createInvoiceConfigurationService(db: Database) {
  async function getById(id: number): Promise<InvoiceConfigurationRow> {
    const [row] = await db.select().from(t).where(eq(t.id, id));
    if (!row) throw notFound(m.notFound.invoiceConfiguration);
    return row;
  }

  return {
    getById,

    list(query: ListQuery<InvoiceConfigurationSortField>): Promise<Page<InvoiceConfigurationRow>> {
      const clauses = listClauses(query, {
        idColumn: t.id,
        searchColumns: [t.description, t.minInterval, t.maxInterval],
        sortColumns: {
          invoiceConfigurationId: t.id,
          minInterval: t.minInterval,
          maxInterval: t.maxInterval,
          description: t.description,
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

    /** The newest active configuration: it sets new invoices' limitDate (undefined: the default term applies). */
    async lastActive(): Promise<InvoiceConfigurationRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(eq(t.active, true))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(1);
      return row;
    },

    async create(input: InvoiceConfigurationFields): Promise<InvoiceConfigurationRow> {
      const [row] = await db.insert(t).values(input).returning();
      return row!;
    },

    async update(id: number, input: InvoiceConfigurationFields): Promise<InvoiceConfigurationRow> {
      const [row] = await db.update(t).set(input).where(eq(t.id, id)).returning();
      if (!row) throw notFound(m.notFound.invoiceConfiguration);
      return row;
    },

    /** Invoices keep the limitDate they were issued with, so removing a configuration changes no past invoice. */
    async remove(id: number): Promise<void> {
      const deleted = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      if (deleted.length === 0) throw notFound(m.notFound.invoiceConfiguration);
    },
  };
}

export type InvoiceConfigurationService = ReturnType<typeof createInvoiceConfigurationService>;

declare module 'fastify' {
  interface FastifyInstance {
    invoiceConfigurations: InvoiceConfigurationService;
  }
}

export default fp(
  async (app) => {
    app.decorate('invoiceConfigurations', createInvoiceConfigurationService(app.db));
  },
  { name: 'invoice-configurations', dependencies: ['db'] },
);
