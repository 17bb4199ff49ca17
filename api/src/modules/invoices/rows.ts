import { todayInMaputo } from '@agua/domain/dates';
import type { FineTier } from '@agua/domain/rules/reading';
import type { Executor } from '../../db/client.ts';
import { activeFineTiers, fineAsOf } from './fines.ts';
import type { selectInvoiceRows } from './queries.ts';
import type { invoices } from './tables.ts';
import type { WaterBillSelect } from './water-bill-queries.ts';

// Stored rows → what every read answers: the invoice with its client, zone, meter and period, its fine as of today.

export type StoredRow = Awaited<ReturnType<ReturnType<typeof selectInvoiceRows>['execute']>>[number];

/**
 * An invoice as every read answers it: the stored row with its client, zone, meter and period, and an unpaid one
 * past its limit date carrying its fine as of today (docs/domain.md "Invoices").
 */
// billingMonth, amountCents and fineCents are stored for the reports and cut candidates only (migration 0009).
export type InvoiceRow = Omit<
  typeof invoices.$inferSelect,
  'totalAmount' | 'billingMonth' | 'amountCents' | 'fineCents'
> &
  Omit<StoredRow, 'invoice' | 'exemptFromFines'> & { totalAmount: number };

export function asOf(row: StoredRow, tiers: readonly FineTier[], today: string): InvoiceRow {
  const { invoice, exemptFromFines, ...context } = row;
  return { ...fineAsOf(invoice, exemptFromFines, tiers, today), ...context };
}

/** Reads the fine tiers only when some row is overdue and unpaid (most reads have none). */
export async function rowsAsOfToday(db: Executor, rows: StoredRow[]): Promise<InvoiceRow[]> {
  const today = todayInMaputo();
  const overdue = rows.some((row) => row.invoice.paymentStatus === null && row.invoice.limitDate < today);
  const tiers = overdue ? await activeFineTiers(db) : [];
  return rows.map((row) => asOf(row, tiers, today));
}

/** Everything one page of the water bill prints; its invoice as every read answers it. */
export type WaterBill = Omit<WaterBillSelect, keyof StoredRow> & { invoice: InvoiceRow };

export function toWaterBill(row: WaterBillSelect, tiers: readonly FineTier[], today: string): WaterBill {
  const {
    invoice,
    exemptFromFines,
    clientId,
    clientName,
    zoneId,
    meterId,
    readingMonth,
    readingYear,
    ...bill
  } = row;
  const stored = {
    invoice,
    exemptFromFines,
    clientId,
    clientName,
    zoneId,
    meterId,
    readingMonth,
    readingYear,
  };
  return { ...bill, invoice: asOf(stored, tiers, today) };
}
