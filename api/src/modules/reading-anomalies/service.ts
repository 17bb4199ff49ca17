import type { ReadingAnomalyFields, ReadingThresholds } from '@agua/domain/contracts/reading-anomaly';
import { messages } from '@agua/domain/messages';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { findPgError } from '../../db/pg-errors.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../readings/chain.ts';
import { readings } from '../readings/tables.ts';
import { createCrudService } from '../setup/crud-service.ts';
import { contractTypes } from '../setup/tables.ts';
import { readingAnomalies, readingCheckThresholds } from './tables.ts';

export const ANOMALY_SORT_FIELDS = ['anomalyId', 'code', 'description', 'billing', 'active'] as const;
export type AnomalySortField = (typeof ANOMALY_SORT_FIELDS)[number];
export type AnomalyRow = typeof readingAnomalies.$inferSelect;
export type ThresholdsView = Thresholds & { contractTypeId: number };

const a = messages.fieldReadings.anomalies;

/** A code another anomaly already has: the unique index's refusal, named. */
async function withUniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const pg = findPgError(error);
    if (pg?.code === '23505' && pg.constraint === 'reading_anomalies_code_unique')
      throw conflict(a.codeTaken);
    throw error;
  }
}

export function createReadingAnomalyService(db: Database) {
  const crud = createCrudService(db, {
    table: readingAnomalies,
    notFound: a.notFound,
    list: {
      searchColumns: [readingAnomalies.code, readingAnomalies.description, readingAnomalies.billing],
      sortColumns: {
        anomalyId: readingAnomalies.id,
        code: readingAnomalies.code,
        description: readingAnomalies.description,
        billing: readingAnomalies.billing,
        active: readingAnomalies.active,
      },
    },
    stored: (input: ReadingAnomalyFields) => input,
    // A used anomaly stays, so the readings keep saying why they were estimated; it can be deactivated.
    inUse: { column: readings.anomalyId, message: a.inUse },
  });

  return {
    ...crud,
    create: (input: ReadingAnomalyFields) => withUniqueCode(() => crud.create(input)),
    update: (id: number, input: ReadingAnomalyFields) => withUniqueCode(() => crud.update(id, input)),

    /** A contract type's reading rules: its row, or the defaults (readings/chain.ts) when it has none. */
    async thresholds(contractTypeId: number): Promise<ThresholdsView> {
      const [row] = await db
        .select({ id: contractTypes.id, thresholds: readingCheckThresholds })
        .from(contractTypes)
        .leftJoin(readingCheckThresholds, eq(readingCheckThresholds.contractTypeId, contractTypes.id))
        .where(eq(contractTypes.id, contractTypeId));
      if (!row) throw notFound(messages.fieldReadings.thresholds.notFound);
      if (!row.thresholds) return { contractTypeId, ...DEFAULT_THRESHOLDS };
      const t = row.thresholds;
      return {
        contractTypeId,
        minimumCubicMeters: t.minimumCubicMeters,
        highFactor: Number(t.highFactor),
        highMinimum: t.highMinimum,
        veryHighFactor: Number(t.veryHighFactor),
        veryHighMinimum: t.veryHighMinimum,
        lowFactor: Number(t.lowFactor),
        lowAverageAbove: t.lowAverageAbove,
      };
    },

    /** ADMIN: sets a contract type's reading rules (a row of its own from then on). */
    async setThresholds(contractTypeId: number, input: ReadingThresholds): Promise<ThresholdsView> {
      await this.thresholds(contractTypeId);
      const values = {
        minimumCubicMeters: input.minimumCubicMeters,
        highFactor: String(input.highFactor),
        highMinimum: input.highMinimum,
        veryHighFactor: String(input.veryHighFactor),
        veryHighMinimum: input.veryHighMinimum,
        lowFactor: String(input.lowFactor),
        lowAverageAbove: input.lowAverageAbove,
      };
      await db
        .insert(readingCheckThresholds)
        .values({ contractTypeId, ...values })
        .onConflictDoUpdate({ target: readingCheckThresholds.contractTypeId, set: values });
      return this.thresholds(contractTypeId);
    },
  };
}

export type ReadingAnomalyService = ReturnType<typeof createReadingAnomalyService>;

declare module 'fastify' {
  interface FastifyInstance {
    readingAnomalies: ReadingAnomalyService;
  }
}

export default fp(
  async (app) => {
    app.decorate('readingAnomalies', createReadingAnomalyService(app.db));
  },
  { name: 'readingAnomalies', dependencies: ['db'] },
);
