import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { day, id, money, oneOf, percent, timestamps } from '../columns.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES, READING_STATES } from '../enums.ts';
import { users } from './auth.ts';
import { clientMeters, contracts } from './customers.ts';
import { receipts } from './treasury.ts';

export const readings = pgTable(
  'readings',
  {
    id: id(),
    meterId: integer('meter_id')
      .notNull()
      .references(() => clientMeters.id),
    readingMonth: smallint('reading_month').notNull(),
    readingYear: smallint('reading_year').notNull(),
    previousReading: integer('previous_reading').notNull(),
    currentReading: integer('current_reading').notNull(),
    // Derived by the database so it can never disagree with the two indexes.
    consumption: integer('consumption').generatedAlwaysAs(
      (): SQL => sql`${readings.currentReading} - ${readings.previousReading}`,
    ),
    state: text('state', { enum: READING_STATES }).notNull().default('PENDING'),
    active: boolean('active').notNull().default(true),
    userCreated: integer('user_created').references(() => users.id),
    userChanged: integer('user_changed').references(() => users.id),
    // The zone of the meter's client, for the consumption reports. NOT NULL in the database, where triggers of
    // migration 0010 set it on every insert and follow a client's or meter's move: no write path passes it.
    zoneId: integer('zone_id'),
    ...timestamps,
  },
  (t) => [
    index('readings_meter_id_idx').on(t.meterId),
    index('readings_period_idx').on(t.readingYear, t.readingMonth),
    index('readings_state_idx').on(t.state),
    index('readings_user_created_idx').on(t.userCreated),
    index('readings_user_changed_idx').on(t.userChanged),
    // One live reading per meter and month; cancelled ones stay for the record. (Migration 0010 adds the INCLUDE
    // (consumption) Drizzle cannot declare, for index-only reads of a meter's latest readings.)
    uniqueIndex('readings_meter_period_unique')
      .on(t.meterId, t.readingYear, t.readingMonth)
      .where(sql`${t.state} <> 'CANCELED'`),
    check('readings_month_check', sql`${t.readingMonth} between 1 and 12`),
    check('readings_year_check', sql`${t.readingYear} between 2000 and 2999`),
    check(
      'readings_indexes_check',
      sql`${t.previousReading} >= 0 and ${t.currentReading} >= ${t.previousReading}`,
    ),
    check('readings_state_check', oneOf(t.state, READING_STATES)),
  ],
);

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_reading_unique').on(t.readingId),
    index('invoices_contract_id_idx').on(t.contractId),
    index('invoices_receipt_id_idx').on(t.receiptId),
    index('invoices_payment_status_idx').on(t.paymentStatus),
    index('invoices_limit_date_idx').on(t.limitDate),
    // The cut candidates and debt reports read only unpaid invoices (migration 0009 adds INCLUDE columns Drizzle
    // cannot declare).
    index('invoices_unpaid_contract_idx')
      .on(t.contractId, t.limitDate)
      .where(sql`${t.paymentStatus} is null`),
    // Billing vs collection reads the invoices paid in a period (INCLUDE columns in migration 0009).
    index('invoices_paid_date_idx').on(t.paymentDate).where(sql`${t.paymentStatus} = 'PAID'`),
    index('invoices_unpaid_limit_date_idx').on(t.limitDate).where(sql`${t.paymentStatus} is null`),
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
