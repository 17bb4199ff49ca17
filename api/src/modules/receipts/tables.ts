import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, money, oneOf, timestamps } from '../../db/columns.ts';
import { PAYMENT_METHODS } from '../../db/enums.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { users } from '../users/tables.ts';

/** A payment: it credits one contract and settles the invoices that point at it (invoices.receipt_id). */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentDate: instant('payment_date').notNull().defaultNow(),
    amount: money('amount').notNull(),
    purpose: text('purpose'),
    /** The contract balance right after the payment, for the receipt PDF (null on receipts imported without it). */
    balanceAfter: money('balance_after'),
    /** The payment's outside reference when it has one: an M-Pesa transaction id (one receipt per transaction). */
    reference: text('reference'),
    createdBy: integer('created_by').references(() => users.id),
    /** Set when an administrator reverses the receipt: it stays for the record, its invoices are unpaid again. */
    reversedAt: instant('reversed_at'),
    reversedBy: integer('reversed_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('receipts_client_id_idx').on(t.clientId),
    index('receipts_reversed_by_idx').on(t.reversedBy),
    index('receipts_contract_id_idx').on(t.contractId),
    // One index per sort of the list, in the page's order: (column, id) (migration 0016).
    index('receipts_payment_date_id_idx').on(t.paymentDate, t.id),
    index('receipts_amount_id_idx').on(t.amount, t.id),
    index('receipts_payment_method_id_idx').on(t.paymentMethod, t.id),
    index('receipts_created_at_id_idx').on(t.createdAt, t.id),
    index('receipts_created_by_idx').on(t.createdBy),
    uniqueIndex('receipts_reference_unique').on(t.reference),
    check('receipts_amount_check', sql`${t.amount} >= 0`),
    check('receipts_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
  ],
);
