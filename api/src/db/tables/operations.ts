import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, id, oneOf, timestamps } from '../columns.ts';
import { SUSPENSION_STATUSES } from '../enums.ts';
import { users } from './auth.ts';
import { clientMeters } from './customers.ts';

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

/** A suspension pauses a meter at the client's request: while ACTIVE it takes no readings and no invoices. */
export const suspensions = pgTable(
  'suspensions',
  {
    id: id(),
    meterId: integer('meter_id')
      .notNull()
      .references(() => clientMeters.id),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    reason: text('reason'),
    status: text('status', { enum: SUSPENSION_STATUSES }).notNull().default('ACTIVE'),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('suspensions_meter_id_idx').on(t.meterId),
    index('suspensions_status_idx').on(t.status),
    index('suspensions_created_by_idx').on(t.createdBy),
    uniqueIndex('suspensions_active_meter_unique').on(t.meterId).where(sql`${t.status} = 'ACTIVE'`),
    check('suspensions_status_check', oneOf(t.status, SUSPENSION_STATUSES)),
    check('suspensions_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);
