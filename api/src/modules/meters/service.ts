import { messages } from '@agua/domain/messages';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { findPgError } from '../../db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { findPage, type ListQuery, listClauses, listRows, type Page } from '../../http/list-query.ts';
import { contracts } from '../contracts/tables.ts';
import { clientMeters } from './tables.ts';

export const METER_SORT_FIELDS = [
  'meterId',
  'clientId',
  'brand',
  'cubicMeters',
  'serialNumber',
  'createdAt',
] as const;
export type MeterSortField = (typeof METER_SORT_FIELDS)[number];

export type MeterRow = typeof clientMeters.$inferSelect;

export interface MeterFilters {
  clientIds?: number[];
  /** Only meters that no active contract uses. */
  available?: boolean;
}

export type MeterListQuery = ListQuery<MeterSortField> & MeterFilters;

export interface MeterInput {
  brand: string;
  cubicMeters: number;
  digits?: number | undefined;
  serialNumber?: string | undefined;
}

const f = messages.fieldReadings;

/** A serial number another meter already has: the unique index's refusal, named. */
async function withUniqueSerial<T>(serialNumber: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const pg = findPgError(error);
    if (pg?.code === '23505' && pg.constraint === 'client_meters_serial_number_unique') {
      const message = f.replacement.serialTaken(serialNumber ?? '');
      throw conflict(message);
    }
    throw error;
  }
}

// A meter is free when no ACTIVE contract holds it: an ended contract releases it (the unique index agrees).
const hasActiveContract = sql`exists (select 1 from ${contracts}
  where ${contracts.meterId} = ${clientMeters.id} and ${contracts.contractStatus} = 1)`;

function filterClauses(filters: MeterFilters): (SQL | undefined)[] {
  return [
    filters.clientIds ? inArray(clientMeters.clientId, filters.clientIds) : undefined,
    filters.available ? sql`not ${hasActiveContract}` : undefined,
  ];
}

export function createMeterService(db: Database) {
  return {
    /** How many there are in all (GET /count). */
    count: (): Promise<number> => db.$count(clientMeters),

    async getById(id: number): Promise<MeterRow> {
      const [row] = await db.select().from(clientMeters).where(eq(clientMeters.id, id));
      if (!row) throw notFound(messages.clients.api.meterNotFound);
      return row;
    },

    list(query: MeterListQuery): Promise<Page<MeterRow>> {
      const clauses = listClauses(
        query,
        {
          idColumn: clientMeters.id,
          searchColumns: [
            clientMeters.id,
            clientMeters.serialNumber,
            clientMeters.brand,
            clientMeters.clientId,
          ],
          sortColumns: {
            meterId: clientMeters.id,
            clientId: clientMeters.clientId,
            brand: clientMeters.brand,
            cubicMeters: clientMeters.cubicMeters,
            serialNumber: clientMeters.serialNumber,
            createdAt: clientMeters.createdAt,
          },
        },
        filterClauses(query),
      );
      return findPage(clauses, {
        rows: (window) => listRows(db.select().from(clientMeters).$dynamic(), window),
        count: async (where) => (await db.select({ n: count() }).from(clientMeters).where(where))[0]?.n ?? 0,
      });
    },

    /** An unknown client fails on the foreign key (409, "one of the records does not exist"). */
    async create(input: MeterInput & { clientId: number }): Promise<MeterRow> {
      const [row] = await withUniqueSerial(input.serialNumber, () =>
        db.insert(clientMeters).values(input).returning(),
      );
      return row!;
    },

    /** Digits and serial number omitted stay as they are; the installed index must fit the register. */
    async update(id: number, input: MeterInput): Promise<MeterRow> {
      return db.transaction(async (tx) => {
        const [stored] = await tx.select().from(clientMeters).where(eq(clientMeters.id, id)).for('update');
        if (!stored) throw notFound(messages.clients.api.meterNotFound);
        const digits = input.digits ?? stored.digits;
        if (input.cubicMeters >= 10 ** digits) {
          const message = f.meter.indexTooLarge(digits);
          throw badRequest(message, [{ field: 'cubicMeters', message }]);
        }
        const [row] = await withUniqueSerial(input.serialNumber, () =>
          tx
            .update(clientMeters)
            .set({
              brand: input.brand,
              cubicMeters: input.cubicMeters,
              digits,
              serialNumber: input.serialNumber ?? stored.serialNumber,
            })
            .where(eq(clientMeters.id, id))
            .returning(),
        );
        return row!;
      });
    },

    /** A meter with contracts, readings, cuts… stays: deleting it would orphan them (409). */
    async remove(id: number): Promise<void> {
      try {
        const deleted = await db
          .delete(clientMeters)
          .where(eq(clientMeters.id, id))
          .returning({ id: clientMeters.id });
        if (deleted.length === 0) throw notFound(messages.clients.api.meterNotFound);
      } catch (error) {
        if (findPgError(error)?.code === '23503') throw conflict(messages.clients.api.meterInUse);
        throw error;
      }
    },
  };
}

export type MeterService = ReturnType<typeof createMeterService>;

declare module 'fastify' {
  interface FastifyInstance {
    meters: MeterService;
  }
}

export default fp(
  async (app) => {
    app.decorate('meters', createMeterService(app.db));
  },
  { name: 'meters', dependencies: ['db'] },
);
