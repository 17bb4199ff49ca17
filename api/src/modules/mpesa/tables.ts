import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, money, oneOf, timestamps } from '../../db/columns.ts';
import { MPESA_STATUSES } from '../../db/enums.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { invoices } from '../invoices/tables.ts';
import { receipts } from '../receipts/tables.ts';
import { users } from '../users/tables.ts';

/**
 * An M-Pesa payment request (docs/domain.md "M-Pesa payment requests"): the money due on some invoices asked of a
 * client's phone. The provider call runs in the job queue; the outcome moves the status once, and a payment
 * becomes one receipt (receipts.reference = the provider's transaction id).
 */
export const mpesaPayments = pgTable(
  'mpesa_payments',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    msisdn: text('msisdn').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: MPESA_STATUSES }).notNull().default('PENDING'),
    transactionReference: text('transaction_reference').notNull(),
    thirdPartyReference: text('third_party_reference').notNull(),
    /** When the C2B call was first sent: a job that finds it set asks the status instead of asking twice. */
    sentAt: instant('sent_at'),
    transactionId: text('transaction_id'),
    conversationId: text('conversation_id'),
    responseCode: text('response_code'),
    reason: text('reason'),
    statusQueries: integer('status_queries').notNull().default(0),
    receiptId: integer('receipt_id').references(() => receipts.id),
    createdBy: integer('created_by').references(() => users.id),
    finishedAt: instant('finished_at'),
    reversedBy: integer('reversed_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mpesa_payments_third_party_reference_unique').on(t.thirdPartyReference),
    uniqueIndex('mpesa_payments_transaction_id_unique').on(t.transactionId),
    index('mpesa_payments_client_id_idx').on(t.clientId),
    index('mpesa_payments_contract_id_idx').on(t.contractId),
    index('mpesa_payments_status_idx').on(t.status),
    index('mpesa_payments_receipt_id_idx').on(t.receiptId),
    index('mpesa_payments_created_by_idx').on(t.createdBy),
    index('mpesa_payments_reversed_by_idx').on(t.reversedBy),
    check('mpesa_payments_status_check', oneOf(t.status, MPESA_STATUSES)),
    check('mpesa_payments_amount_check', sql`${t.amount} > 0`),
    check('mpesa_payments_reference_check', sql`${t.transactionReference} ~ '^[A-Za-z0-9]{1,20}$'`),
  ],
);

/** The invoices a request asks to pay. */
export const mpesaPaymentInvoices = pgTable(
  'mpesa_payment_invoices',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => mpesaPayments.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('mpesa_payment_invoices_invoice_id_idx').on(t.invoiceId),
  ],
);
