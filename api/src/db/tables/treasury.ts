import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, money, oneOf, percent, timestamps } from '../columns.ts';
import { LEDGER_KINDS, PAYMENT_METHODS } from '../enums.ts';
import { users } from './auth.ts';
import { clients, contracts } from './customers.ts';
import { invoices } from './readings.ts';
import { rubrics } from './setup.ts';

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
    index('receipts_payment_date_idx').on(t.paymentDate),
    index('receipts_created_by_idx').on(t.createdBy),
    uniqueIndex('receipts_reference_unique').on(t.reference),
    check('receipts_amount_check', sql`${t.amount} >= 0`),
    check('receipts_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
  ],
);

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

/** A rubric charged to a client ("Outros Pagamentos"); the price is copied so later price changes leave it alone. */
export const clientRubrics = pgTable(
  'client_rubrics',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    rubricId: integer('rubric_id')
      .notNull()
      .references(() => rubrics.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    quantity: integer('quantity').notNull().default(1),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').generatedAlwaysAs(
      (): SQL => sql`${clientRubrics.unitPrice} * ${clientRubrics.quantity}`,
    ),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Set when an administrator reverses (deletes) the charge: it stays for the record, the debit is undone. */
    reversedAt: instant('reversed_at'),
    reversedBy: integer('reversed_by').references(() => users.id),
  },
  (t) => [
    index('client_rubrics_client_id_idx').on(t.clientId),
    index('client_rubrics_reversed_by_idx').on(t.reversedBy),
    index('client_rubrics_rubric_id_idx').on(t.rubricId),
    index('client_rubrics_contract_id_idx').on(t.contractId),
    index('client_rubrics_created_by_idx').on(t.createdBy),
    check('client_rubrics_quantity_check', sql`${t.quantity} > 0`),
    check('client_rubrics_unit_price_check', sql`${t.unitPrice} >= 0`),
  ],
);

/**
 * Every change of a contract balance, written in the same transaction as the change: amount > 0 credits the
 * client, amount < 0 debits. contracts.balance = Σ amount, always. reference names the cause ("receipt:12");
 * note is the reason a person gave (an administrator's balance adjustment).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull(),
    userId: integer('user_id').references(() => users.id),
    note: text('note'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_contract_id_idx').on(t.contractId),
    index('ledger_entries_user_id_idx').on(t.userId),
    index('ledger_entries_kind_idx').on(t.kind),
    // A cut's reconnection fee is charged once (reference "cut:<id>").
    uniqueIndex('ledger_entries_reconnection_fee_unique')
      .on(t.reference)
      .where(sql`${t.kind} = 'RECONNECTION_FEE'`),
    check('ledger_entries_kind_check', oneOf(t.kind, LEDGER_KINDS)),
  ],
);
