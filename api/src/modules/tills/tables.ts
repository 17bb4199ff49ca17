import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, id, instant, money } from '../../db/columns.ts';
import { users } from '../users/tables.ts';

/**
 * Fecho de caixa: one staff member's till closed for one day (Maputo). expected_cash = Σ cash receipts of that user
 * and day, live; counted_cash what they declared; difference = counted − expected. Once closed, that user registers
 * no more receipts dated that day (docs/domain.md "Fecho de caixa").
 */
export const tillClosings = pgTable(
  'till_closings',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: day('day').notNull(),
    expectedCash: money('expected_cash').notNull(),
    countedCash: money('counted_cash').notNull(),
    difference: money('difference').notNull(),
    receiptCount: integer('receipt_count').notNull(),
    receiptTotal: money('receipt_total').notNull(),
    note: text('note'),
    closedBy: integer('closed_by')
      .notNull()
      .references(() => users.id),
    closedAt: instant('closed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('till_closings_user_day_unique').on(t.userId, t.day),
    index('till_closings_closed_by_idx').on(t.closedBy),
    check('till_closings_counted_check', sql`${t.countedCash} >= 0`),
  ],
);
