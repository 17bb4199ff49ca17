import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, money } from '../../db/columns.ts';
import { users } from '../users/tables.ts';

/**
 * An uploaded M-Pesa statement export (docs/domain.md "M-Pesa statement reconciliation"), kept so its
 * reconciliation can be reopened. Whether a line matches is read from the receipts each time, never stored: a line
 * attached to a client turns matched by itself.
 */
export const mpesaStatements = pgTable(
  'mpesa_statements',
  {
    id: id(),
    fileName: text('file_name').notNull(),
    periodFrom: instant('period_from'),
    periodTo: instant('period_to'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('mpesa_statements_uploaded_by_idx').on(t.uploadedBy)],
);

/** One money-in line of a statement: the provider's transaction id and what it says was paid. */
export const mpesaStatementLines = pgTable(
  'mpesa_statement_lines',
  {
    id: id(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => mpesaStatements.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    transactionId: text('transaction_id').notNull(),
    completedAt: instant('completed_at'),
    details: text('details'),
    msisdn: text('msisdn'),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('mpesa_statement_lines_statement_transaction_unique').on(t.statementId, t.transactionId),
    index('mpesa_statement_lines_transaction_id_idx').on(t.transactionId),
    index('mpesa_statement_lines_statement_row_idx').on(t.statementId, t.row),
    check('mpesa_statement_lines_amount_check', sql`${t.amount} > 0`),
  ],
);
