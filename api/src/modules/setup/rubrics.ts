import type { RubricFields } from '@agua/domain/contracts/rubric';
import { messages } from '@agua/domain/messages';
import { toCentavos } from '@agua/domain/money';
import { desc, eq, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { clientRubrics } from '../client-rubrics/tables.ts';
import { clients } from '../clients/tables.ts';
import { clientMeters } from '../meters/tables.ts';
import { createCrudService } from './crud-service.ts';
import { rubrics } from './tables.ts';

export const RUBRIC_SORT_FIELDS = ['rubricId', 'name', 'description', 'price'] as const;
export type RubricSortField = (typeof RUBRIC_SORT_FIELDS)[number];
export type RubricRow = typeof rubrics.$inferSelect;

const m = messages.setup;

function stored(input: RubricFields) {
  return { name: input.name, description: input.description, price: toCentavos(input.price) };
}

export function createRubricService(db: Database) {
  async function assertClient(clientId: number): Promise<void> {
    const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!row) throw notFound(m.notFound.client);
  }

  /** The distinct rubrics charged to any of these clients, in the order first charged. */
  async function chargedTo(clientIds: number[]): Promise<RubricRow[]> {
    if (clientIds.length === 0) return [];
    const charged = db
      .selectDistinct({ rubricId: clientRubrics.rubricId })
      .from(clientRubrics)
      .where(inArray(clientRubrics.clientId, clientIds));
    return db.select().from(rubrics).where(inArray(rubrics.id, charged)).orderBy(rubrics.id);
  }

  return {
    ...createCrudService(db, {
      table: rubrics,
      notFound: m.notFound.rubric,
      list: {
        searchColumns: [rubrics.name, rubrics.description, rubrics.price],
        sortColumns: {
          rubricId: rubrics.id,
          name: rubrics.name,
          description: rubrics.description,
          price: rubrics.price,
        },
      },
      // Charges already made keep the price they were made at (client_rubrics.unit_price).
      stored,
      // A rubric already charged stays: the charges and the ledger refer to it.
      inUse: { column: clientRubrics.rubricId, message: m.inUse.rubricCharged },
    }),

    /** Rubrics charged to a client (GET /rubric/by-client/{clientId}). */
    async byClient(clientId: number): Promise<RubricRow[]> {
      await assertClient(clientId);
      return chargedTo([clientId]);
    },

    /** Rubrics charged to the client who holds a meter (GET /rubric/by-meter/{meterId}). */
    async byMeter(meterId: number): Promise<RubricRow[]> {
      const [meter] = await db
        .select({ clientId: clientMeters.clientId })
        .from(clientMeters)
        .where(eq(clientMeters.id, meterId));
      if (!meter) throw notFound(m.notFound.meter);
      return chargedTo([meter.clientId]);
    },

    /** The rubric of the client's latest charge (GET /rubric/client/{clientId}/last). */
    async lastForClient(clientId: number): Promise<RubricRow> {
      await assertClient(clientId);
      const [row] = await db
        .select({ rubric: rubrics })
        .from(clientRubrics)
        .innerJoin(rubrics, eq(clientRubrics.rubricId, rubrics.id))
        .where(eq(clientRubrics.clientId, clientId))
        .orderBy(desc(clientRubrics.createdAt), desc(clientRubrics.id))
        .limit(1);
      if (!row) throw notFound(m.notFound.noRubricCharged);
      return row.rubric;
    },
  };
}

export type RubricService = ReturnType<typeof createRubricService>;

declare module 'fastify' {
  interface FastifyInstance {
    rubrics: RubricService;
  }
}

export default fp(
  async (app) => {
    app.decorate('rubrics', createRubricService(app.db));
  },
  { name: 'rubrics', dependencies: ['db'] },
);
