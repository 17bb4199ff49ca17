import { currentPeriod, monthName } from '@agua/domain/dates';

/** This month in Maputo, as the api's month parameters spell it (YYYY-MM) and as a person reads it. */
export function thisMonth(now: Date = new Date()): { value: string; label: string } {
  const { year, month } = currentPeriod(now);
  return { value: `${year}-${String(month).padStart(2, '0')}`, label: `${monthName(month)} ${year}` };
}
