import { currentPeriod, formatDate } from '@agua/domain/dates';

/**
 * The 15th of next month (in Maputo, as the product counts months), written as the calendar names its day buttons
 * and as the date fields show it: dd/mm/aaaa.
 */
export function nextMonthFifteenth(): string {
  const { year, month } = currentPeriod();
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return formatDate(`${next.year}-${String(next.month).padStart(2, '0')}-15`);
}
