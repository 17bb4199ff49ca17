import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readingCaptures } from './capture-tables.ts';

/** How a phone took a reading (capture-tables.ts): its id, the reader's note and the GPS fix. */
export interface Capture {
  clientReadingId: string;
  note: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracyMeters: number | null;
  capturedAt: Date | null;
}

/** The reading a phone's id was stored with, if it was (the caller holds the meter's lock). */
export async function replayOf(tx: Executor, clientReadingId: string) {
  const [row] = await tx
    .select({ readingId: readingCaptures.readingId })
    .from(readingCaptures)
    .where(eq(readingCaptures.clientReadingId, clientReadingId));
  return row;
}

export async function recordCapture(tx: Executor, readingId: number, capture: Capture) {
  await tx.insert(readingCaptures).values({ readingId, ...capture });
}
