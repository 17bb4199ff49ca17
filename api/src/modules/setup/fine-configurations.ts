import type { FineConfigurationFields } from '@agua/domain/contracts/fine-configuration';
import { messages } from '@agua/domain/messages';
import { desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { createCrudService } from './crud-service.ts';
import { fineConfigurations } from './tables.ts';

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
  return {
    ...createCrudService(db, {
      table: t,
      notFound: m.notFound.fineConfiguration,
      list: {
        searchColumns: [t.minInterval, t.maxInterval, t.acruedFinePercentage],
        sortColumns: {
          fineConfigurationId: t.id,
          minInterval: t.minInterval,
          maxInterval: t.maxInterval,
          acruedFinePercentage: t.acruedFinePercentage,
          active: t.active,
          createdAt: t.createdAt,
        },
      },
      stored: (input: FineConfigurationFields) => input,
      // No inUse: invoices store the fine they were charged, so removing a tier changes no past invoice.
    }),

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
