import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, id, oneOf, timestamps } from '../../db/columns.ts';
import { SUSPENSION_STATUSES } from '../../db/enums.ts';
import { clientMeters } from '../meters/tables.ts';
import { users } from '../users/tables.ts';

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
