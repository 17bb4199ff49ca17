import { currentPeriod, monthName } from '@agua/domain/dates';
import type { Option } from '../../ui/form/option.ts';

/** This month and the eleven before (Maputo), newest first, as YYYY-MM: the months "por ler" can be asked for. */
export function unreadMonthOptions(now: Date = new Date()): Option<string>[] {
  const { year, month } = currentPeriod(now);
  return Array.from({ length: 12 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    return { value: `${y}-${String(m).padStart(2, '0')}`, label: `${monthName(m)} ${y}` };
  });
}
