import type { MeterReplacementFields } from '@agua/domain/contracts/client-meter';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import { findPgError } from '../../db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { contracts } from '../contracts/tables.ts';
import { clientMeters } from '../meters/tables.ts';
import { chainBasis } from '../readings/basis.ts';
import { averageOf, measureReal } from '../readings/chain.ts';
import { hasLaterReading, lockMeters, meterRefusal, meterStatus } from '../readings/meter-checks.ts';

const f = messages.fieldReadings;
type MeterRow = typeof clientMeters.$inferSelect;

/** After every month: the chain as it stands after the meter's latest reading. */
const AFTER_ALL = { readingYear: 2999, readingMonth: 12 };

const field = (name: string, message: string) => badRequest(message, [{ field: name, message }]);

export function createMeterReplacementService(db: Database) {
  return {
    /**
     * Closes the meter with its closing index and moves its active contract to a new meter, in one transaction under
     * the old meter's lock (docs/domain.md "Readings from the field"): the advance from the last real index to the
     * closing index, less what estimates billed beyond it, is carried into the new meter's first real reading, so
     * that month bills (closing − old previous) + (new current − initial).
     */
    async replace(meterId: number, input: MeterReplacementFields) {
      return db.transaction(async (tx) => {
        await lockMeters(tx, [meterId]);
        const [old] = await tx.select().from(clientMeters).where(eq(clientMeters.id, meterId));
        if (!old) throw notFound(messages.readings.rules.meterNotFound);
        if (old.closedOn !== null) throw conflict(f.replacement.alreadyReplaced);
        const status = await meterStatus(tx, meterId);
        if (status?.contractId == null) throw conflict(f.replacement.noActiveContract);
        const refusal = meterRefusal(status);
        if (refusal) throw conflict(refusal);
        if (input.date > todayInMaputo()) throw field('date', f.replacement.futureDate);
        const period = {
          readingYear: Number(input.date.slice(0, 4)),
          readingMonth: Number(input.date.slice(5, 7)),
        };
        if (await hasLaterReading(tx, meterId, period)) throw conflict(f.replacement.beforeLastReading);
        if (input.closingReading >= 10 ** old.digits) {
          throw field('closingReading', f.replacement.closingTooLarge(old.digits));
        }
        const basis = await chainBasis(tx, meterId, AFTER_ALL);
        const closing = measureReal(basis.state, input.closingReading, averageOf(basis.recent));
        if (!closing.ok) {
          throw field('closingReading', f.rules.closingBelow(basis.state.realIndex, closing.advance));
        }
        const carried = closing.step.advance + basis.state.unbilled;
        const created = await insertMeter(tx, {
          clientId: old.clientId,
          brand: input.newMeter.brand,
          cubicMeters: input.newMeter.initialReading,
          digits: input.newMeter.digits,
          serialNumber: input.newMeter.serialNumber,
          replacesMeterId: old.id,
          carriedCubicMeters: carried,
        });
        const [closed] = await tx
          .update(clientMeters)
          .set({ closedOn: input.date, closingReading: input.closingReading, replacedByMeterId: created.id })
          .where(eq(clientMeters.id, old.id))
          .returning();
        await tx
          .update(contracts)
          .set({ meterId: created.id })
          .where(and(eq(contracts.meterId, old.id), eq(contracts.contractStatus, 1)));
        return { closedMeter: closed!, newMeter: created };
      });
    },
  };
}

async function insertMeter(tx: Executor, values: typeof clientMeters.$inferInsert): Promise<MeterRow> {
  try {
    const [row] = await tx.insert(clientMeters).values(values).returning();
    return row!;
  } catch (error) {
    const pg = findPgError(error);
    if (pg?.code === '23505' && pg.constraint === 'client_meters_serial_number_unique') {
      throw conflict(f.replacement.serialTaken(values.serialNumber ?? ''));
    }
    throw error;
  }
}

export type MeterReplacementService = ReturnType<typeof createMeterReplacementService>;

declare module 'fastify' {
  interface FastifyInstance {
    meterReplacements: MeterReplacementService;
  }
}

export default fp(
  async (app) => {
    app.decorate('meterReplacements', createMeterReplacementService(app.db));
  },
  { name: 'meterReplacements', dependencies: ['db'] },
);
