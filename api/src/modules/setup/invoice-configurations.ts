import type { InvoiceConfigurationFields } from '@agua/domain/contracts/invoice-configuration';
import { messages } from '@agua/domain/messages';
import { desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { createCrudService } from './crud-service.ts';
import { invoiceConfigurations } from './tables.ts';

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
  return {
    ...createCrudService(db, {
      table: t,
      notFound: m.notFound.invoiceConfiguration,
      list: {
        searchColumns: [t.description, t.minInterval, t.maxInterval],
        sortColumns: {
          invoiceConfigurationId: t.id,
          minInterval: t.minInterval,
          maxInterval: t.maxInterval,
          description: t.description,
          active: t.active,
          createdAt: t.createdAt,
        },
      },
      stored: (input: InvoiceConfigurationFields) => input,
      // No inUse: invoices keep the limitDate they were issued with, so removing a configuration changes none.
    }),

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
