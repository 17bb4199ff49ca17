import { currentPeriod } from '../dates.ts';
import type { Centavos } from '../money.ts';
import { percentOf } from '../money.ts';

/** Economic years offered by the reading screens: this year and the 9 before. */
export function economicYears(now: Date = new Date()): number[] {
  const { year } = currentPeriod(now);
  return Array.from({ length: 10 }, (_, index) => year - index);
}

/** True when (year, month) is after the current month in Maputo: readings are never taken in advance. */
export function isFuturePeriod(year: number, month: number, now: Date = new Date()): boolean {
  const current = currentPeriod(now);
  return year > current.year || (year === current.year && month > current.month);
}

/** The tariff part of a contract type, in centavos. */
export interface Tariff {
  minimumConsumptionValue: Centavos;
  pricePerConsumptionUnit: Centavos;
}

/** amount = max(minimum charge, consumption × price per m³) (docs/domain.md "Invoices"). */
export function invoiceAmount(tariff: Tariff, consumption: number): Centavos {
  return Math.max(tariff.minimumConsumptionValue, consumption * tariff.pricePerConsumptionUnit);
}

export interface FineTier {
  minInterval: number;
  maxInterval: number;
  acruedFinePercentage: number;
}

/** The percentage of the tier holding the days overdue; beyond the last tier, the highest one applies. */
export function finePercentageFor(daysOverdue: number, tiers: readonly FineTier[]): number {
  if (daysOverdue <= 0 || tiers.length === 0) return 0;
  const tier = tiers.find((t) => daysOverdue >= t.minInterval && daysOverdue <= t.maxInterval);
  if (tier) return tier.acruedFinePercentage;
  const beyond = tiers.filter((t) => daysOverdue > t.maxInterval);
  if (beyond.length === 0) return 0;
  return Math.max(...beyond.map((t) => t.acruedFinePercentage));
}

export function fineAmount(amount: Centavos, percentage: number): Centavos {
  return percentOf(amount, percentage);
}
