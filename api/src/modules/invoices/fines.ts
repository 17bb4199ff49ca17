import { daysBetween, todayInMaputo } from '@agua/domain/dates';
import type { Centavos } from '@agua/domain/money';
import { type FineTier, fineAmount, finePercentageFor } from '@agua/domain/rules/reading';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fineConfigurations } from '../setup/tables.ts';

// The fine of an unpaid invoice is not stored: every read computes it as of a day (today in Maputo) from the active
// fine tiers (docs/domain.md "Invoices"). A payment freezes it into the row, and from then on the row is the answer.

/** The active fine tiers, by minInterval. A read loads them once, whatever the number of invoices. */
export function activeFineTiers(db: Executor): Promise<FineTier[]> {
  return db
    .select({
      minInterval: fineConfigurations.minInterval,
      maxInterval: fineConfigurations.maxInterval,
      acruedFinePercentage: fineConfigurations.acruedFinePercentage,
    })
    .from(fineConfigurations)
    .where(eq(fineConfigurations.active, true))
    .orderBy(asc(fineConfigurations.minInterval));
}

export interface FineFields {
  paymentStatus: string | null;
  limitDate: string;
  amount: Centavos;
  fineAmount: Centavos;
  finePercentage: number;
}

/**
 * The invoice as of `day`: unpaid and past its limit date, it carries amount × p / 100 with p the percentage of
 * the tier holding the days overdue; a client exempt from fines pays none; a paid or cancelled invoice keeps what
 * is stored. totalAmount = amount + fineAmount either way.
 */
export function fineAsOf<T extends FineFields>(
  invoice: T,
  exemptFromFines: boolean,
  tiers: readonly FineTier[],
  day: string = todayInMaputo(),
): T & { totalAmount: Centavos } {
  if (invoice.paymentStatus !== null || exemptFromFines || invoice.limitDate >= day) {
    return { ...invoice, totalAmount: invoice.amount + invoice.fineAmount };
  }
  const percentage = finePercentageFor(daysBetween(invoice.limitDate, day), tiers);
  const fine = fineAmount(invoice.amount, percentage);
  return { ...invoice, finePercentage: percentage, fineAmount: fine, totalAmount: invoice.amount + fine };
}
