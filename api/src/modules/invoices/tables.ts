import { type SQL, sql } from 'drizzle-orm';
import { bigint, check, index, integer, json, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, id, money, oneOf, percent, timestamps } from '../../db/columns.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../db/enums.ts';
import { contracts } from '../contracts/tables.ts';
import { readings } from '../readings/tables.ts';
import { receipts } from '../receipts/tables.ts';
import type { PricedLine } from '../tariffs/price.ts';
import { tariffVersions } from '../tariffs/tables.ts';

/**
 * One invoice per reading. contractId records the contract (and so the tariff and balance) it was issued under.
 * paymentStatus null = unpaid. fineAmount is frozen when paid; while unpaid, reads compute it as of today.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    readingId: integer('reading_id')
      .notNull()
      .references(() => readings.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    description: text('description'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    limitDate: day('limit_date').notNull(),
    paymentDate: day('payment_date'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }),
    amount: money('amount').notNull(),
    fineAmount: money('fine_amount').notNull().default(0),
    totalAmount: money('total_amount').generatedAlwaysAs(
      (): SQL => sql`${invoices.amount} + ${invoices.fineAmount}`,
    ),
    finePercentage: percent('fine_percentage').notNull().default(0),
    receiptId: integer('receipt_id').references(() => receipts.id),
    // The month the invoice bills (its reading's period, first day), for the reports (docs/domain.md "Reports").
    // NOT NULL in the database, where triggers of migration 0009 set it from the reading on every insert and follow
    // an edit of the reading's period: no write path passes it, so it is optional here.
    billingMonth: day('billing_month'),
    // The amounts in integer centavos, derived by the database, for integer sums and fines (docs/domain.md).
    amountCents: bigint('amount_cents', { mode: 'number' }).generatedAlwaysAs(
      (): SQL => sql`(${invoices.amount} * 100)::bigint`,
    ),
    fineCents: bigint('fine_cents', { mode: 'number' }).generatedAlwaysAs(
      (): SQL => sql`(${invoices.fineAmount} * 100)::bigint`,
    ),
    // The tariff version that priced it and its lines (amounts in centavos), frozen: null/null when the contract
    // type's own prices priced it (docs/domain.md "Tarifas"). vatAmount is part of amount.
    tariffVersionId: integer('tariff_version_id').references(() => tariffVersions.id),
    // json, not jsonb: written once and read whole, never queried inside; json stores the text as given, which a
    // 50,000-row field sheet writes several times faster than jsonb's binary form.
    lines: json('lines').$type<PricedLine[]>(),
    vatAmount: money('vat_amount').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_reading_unique').on(t.readingId),
    index('invoices_contract_id_idx').on(t.contractId),
    index('invoices_receipt_id_idx').on(t.receiptId),
    // One index per sort of the list, in the page's order: (column, id) (migration 0016).
    index('invoices_limit_date_id_idx').on(t.limitDate, t.id),
    index('invoices_payment_date_id_idx').on(t.paymentDate, t.id),
    index('invoices_payment_status_id_idx').on(t.paymentStatus, t.id),
    index('invoices_amount_id_idx').on(t.amount, t.id),
    index('invoices_billing_month_id_idx').on(t.billingMonth, t.id),
    index('invoices_created_at_id_idx').on(t.createdAt, t.id),
    index('invoices_updated_at_id_idx').on(t.updatedAt, t.id),
    // The cut candidates and debt reports read only unpaid invoices (migration 0009 adds INCLUDE columns Drizzle
    // cannot declare).
    index('invoices_unpaid_contract_idx')
      .on(t.contractId, t.limitDate)
      .where(sql`${t.paymentStatus} is null`),
    // Billing vs collection reads the invoices paid in a period (INCLUDE columns in migration 0009).
    index('invoices_paid_date_idx').on(t.paymentDate).where(sql`${t.paymentStatus} = 'PAID'`),
    index('invoices_unpaid_limit_date_idx').on(t.limitDate).where(sql`${t.paymentStatus} is null`),
    index('invoices_tariff_version_id_idx')
      .on(t.tariffVersionId)
      .where(sql`${t.tariffVersionId} is not null`),
    check('invoices_vat_check', sql`${t.vatAmount} >= 0 and ${t.vatAmount} <= ${t.amount}`),
    check('invoices_money_check', sql`${t.amount} >= 0 and ${t.fineAmount} >= 0`),
    check('invoices_fine_percentage_check', sql`${t.finePercentage} between 0 and 100`),
    check(
      'invoices_payment_status_check',
      sql`${t.paymentStatus} is null or ${oneOf(t.paymentStatus, PAYMENT_STATUSES)}`,
    ),
    check(
      'invoices_payment_method_check',
      sql`${t.paymentMethod} is null or ${oneOf(t.paymentMethod, PAYMENT_METHODS)}`,
    ),
    // A paid invoice always says when and by which receipt.
    check(
      'invoices_paid_check',
      sql`${t.paymentStatus} is distinct from 'PAID' or (${t.paymentDate} is not null and ${t.receiptId} is not null)`,
    ),
  ],
);
