import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, id, instant, money, oneOf } from '../../db/columns.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { receipts } from '../receipts/tables.ts';
import { users } from '../users/tables.ts';

export const AGREEMENT_STATUSES = ['ACTIVE', 'COMPLETED', 'CANCELED'] as const;

/**
 * An acordo de pagamento (docs/domain.md "Payment agreements"): a contract's debt as of the day it was made, split
 * into a down payment and N monthly instalments. It moves no balance: the instalments are paid by receipts. At most
 * one ACTIVE per contract (the partial unique index, besides the contract's lock).
 */
export const paymentAgreements = pgTable(
  'payment_agreements',
  {
    id: id(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    debt: money('debt').notNull(),
    downPayment: money('down_payment').notNull(),
    instalmentCount: integer('instalment_count').notNull(),
    firstDueDate: day('first_due_date').notNull(),
    status: text('status', { enum: AGREEMENT_STATUSES }).notNull().default('ACTIVE'),
    cancelReason: text('cancel_reason'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: instant('created_at').notNull().defaultNow(),
    canceledBy: integer('canceled_by').references(() => users.id),
    canceledAt: instant('canceled_at'),
  },
  (t) => [
    uniqueIndex('payment_agreements_one_active_idx').on(t.contractId).where(sql`${t.status} = 'ACTIVE'`),
    index('payment_agreements_contract_idx').on(t.contractId, t.id),
    index('payment_agreements_client_idx').on(t.clientId),
    check('payment_agreements_status_check', oneOf(t.status, AGREEMENT_STATUSES)),
    check(
      'payment_agreements_amounts_check',
      sql`${t.debt} > 0 and ${t.downPayment} >= 0 and ${t.downPayment} < ${t.debt}`,
    ),
    check('payment_agreements_count_check', sql`${t.instalmentCount} between 2 and 24`),
  ],
);

/**
 * One instalment (number 0 = the down payment). Paid ⇔ receipt_id names a live receipt: a reversed receipt makes it
 * unpaid again by itself, so the agreement never disagrees with the receipts.
 */
export const paymentAgreementInstalments = pgTable(
  'payment_agreement_instalments',
  {
    id: id(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => paymentAgreements.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    number: integer('number').notNull(),
    amount: money('amount').notNull(),
    dueDate: day('due_date').notNull(),
    receiptId: integer('receipt_id').references(() => receipts.id),
  },
  (t) => [
    uniqueIndex('payment_agreement_instalments_number_idx').on(t.agreementId, t.number),
    index('payment_agreement_instalments_receipt_idx').on(t.receiptId),
    check('payment_agreement_instalments_amount_check', sql`${t.amount} > 0`),
  ],
);
