import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, id, timestamps } from '../../db/columns.ts';
import { clientMeters } from '../meters/tables.ts';
import { users } from '../users/tables.ts';

/** A cut stops supply to a meter; it is open until endDate (reconnection) is set. */
export const cuts = pgTable(
  'cuts',
  {
    id: id(),
    meterId: integer('meter_id')
      .notNull()
      .references(() => clientMeters.id),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('cuts_meter_id_idx').on(t.meterId),
    index('cuts_start_date_idx').on(t.startDate),
    index('cuts_created_by_idx').on(t.createdBy),
    uniqueIndex('cuts_open_meter_unique').on(t.meterId).where(sql`${t.endDate} is null`),
    check('cuts_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);
