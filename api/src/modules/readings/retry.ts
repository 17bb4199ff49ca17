import type { ReadingCreateFields } from '@agua/domain/contracts/reading';
import { monthName } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { invoices } from '../invoices/tables.ts';
import { readingAnomalies } from '../reading-anomalies/tables.ts';
import { readings } from './tables.ts';

// Registar Leitura on a slow connection: the answer to a save can be lost after the api stored it, and the
// technician sends it again (docs/domain.md "Readings and their invoices", "A retry").

const r = messages.readings.rules;

/**
 * Under the meter's lock (the caller's): the reading and invoice ids of the month's live reading when it is the
 * same reading sent again (same value, or the same anomaly without one); undefined when the month is not read
 * yet. A different reading of a month already read is the 409 naming what is stored and how to correct it.
 */
export async function sameReadingAgain(
  tx: Executor,
  input: ReadingCreateFields,
): Promise<{ readingId: number; invoiceId: number } | undefined> {
  const [stored] = await tx
    .select({
      id: readings.id,
      currentReading: readings.currentReading,
      estimated: readings.estimated,
      anomalyCode: readingAnomalies.code,
      invoiceId: invoices.id,
    })
    .from(readings)
    .leftJoin(readingAnomalies, eq(readingAnomalies.id, readings.anomalyId))
    .leftJoin(invoices, eq(invoices.readingId, readings.id))
    .where(
      and(
        eq(readings.meterId, input.meterId),
        eq(readings.readingYear, input.readingYear),
        eq(readings.readingMonth, input.readingMonth),
        ne(readings.state, 'CANCELED'),
      ),
    )
    .limit(1);
  if (!stored) return undefined;
  const sameValue = stored.estimated
    ? input.currentReading === undefined
    : input.currentReading === stored.currentReading;
  const sameAnomaly = (input.anomalyCode ?? null) === stored.anomalyCode;
  if (sameValue && sameAnomaly && stored.invoiceId !== null) {
    return { readingId: stored.id, invoiceId: stored.invoiceId };
  }
  const month = monthName(input.readingMonth);
  throw conflict(
    stored.estimated
      ? r.monthReadEstimated(month, input.readingYear, stored.anomalyCode ?? '')
      : r.monthReadWithValue(month, input.readingYear, stored.currentReading),
  );
}
