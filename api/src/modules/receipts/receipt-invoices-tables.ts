import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { money, percent } from '../../db/columns.ts';
import { invoices } from '../invoices/tables.ts';
import { receipts } from './tables.ts';

/**
 * What a receipt paid, invoice by invoice, as paid: the fine frozen at the payment date. It outlives a reversal
 * (the invoices lose their receipt_id then), so a reversed receipt still shows what it had paid.
 */
export const receiptInvoices = pgTable(
  'receipt_invoices',
  {
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: money('amount').notNull(),
    fineAmount: money('fine_amount').notNull(),
    finePercentage: percent('fine_percentage').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.receiptId, t.invoiceId] }),
    index('receipt_invoices_invoice_id_idx').on(t.invoiceId),
    check('receipt_invoices_money_check', sql`${t.amount} >= 0 and ${t.fineAmount} >= 0`),
  ],
);
