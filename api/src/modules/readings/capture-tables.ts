import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { readings } from './tables.ts';

/**
 * How a reading was taken on a phone's offline route (docs/domain.md "Offline reading route"): the id the phone
 * gave it — the idempotency key of POST /reading/batch, so a reading sent twice is stored once —, the reader's note
 * and the GPS fix. Written in the reading's own transaction, under its meter's lock (service.ts create).
 */
export const readingCaptures = pgTable(
  'reading_captures',
  {
    clientReadingId: uuid('client_reading_id').primaryKey(),
    readingId: integer('reading_id')
      .notNull()
      .unique('reading_captures_reading_unique')
      .references(() => readings.id, { onDelete: 'cascade' }),
    note: text('note'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    capturedAt: instant('captured_at'),
    receivedAt: instant('received_at').notNull().defaultNow(),
    /** The photo of the register (photo-store.ts keeps it by clientReadingId): its type and size, null without. */
    photoType: text('photo_type'),
    photoBytes: integer('photo_bytes'),
  },
  (t) => [
    check(
      'reading_captures_photo_check',
      sql`(${t.photoType} is null) = (${t.photoBytes} is null) and (${t.photoType} is null or ${t.photoType} in ('image/jpeg', 'image/png', 'image/webp'))`,
    ),
    check('reading_captures_note_check', sql`char_length(${t.note}) <= 500`),
    check(
      'reading_captures_position_check',
      sql`(${t.latitude} is null or ${t.latitude} between -90 and 90) and (${t.longitude} is null or ${t.longitude} between -180 and 180)`,
    ),
  ],
);
