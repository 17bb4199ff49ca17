import type { EnterpriseFields } from '@agua/domain/contracts/enterprise';
import { messages } from '@agua/domain/messages';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { createCrudService } from './crud-service.ts';
import { enterprises, zones } from './tables.ts';

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
  return {
    ...createCrudService(db, {
      table: enterprises,
      notFound: m.notFound.enterprise,
      list: {
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
      },
      // A repeated NUIT fails on the unique index and answers 409 through the error handler.
      stored: (input: EnterpriseFields) => input,
      // An enterprise still serving zones stays: its zones (and their clients) would lose their owner.
      inUse: { column: zones.enterpriseId, message: m.inUse.enterpriseHasZones },
    }),

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
