import { addDays } from '@agua/domain/dates';

// Calendar arithmetic on YYYY-MM-DD strings, in UTC so no time zone can shift a day.

/** The date picker offers the current year back to 2000. */
export const FIRST_YEAR = 2000;

export type YearMonth = { year: number; month: number };

export type CalendarDay = { iso: string; day: number; inMonth: boolean };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function yearMonthOf(iso: string): YearMonth {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareYearMonth(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** Years for the selector, newest first: the current year down to 2000. */
export function yearOptions(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = Math.max(currentYear, FIRST_YEAR); year >= FIRST_YEAR; year -= 1) years.push(year);
  return years;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Keeps the day of `iso` but moves it into another month, shortening it at month ends (31 → 30). */
export function sameDayIn(iso: string, target: YearMonth): string {
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(target.year, target.month));
  return isoDate(target.year, target.month, day);
}

/** Weeks of a month, Monday first, padded with the neighbouring months' days to whole weeks. */
export function monthWeeks({ year, month }: YearMonth): CalendarDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const mondayOffset = (first.getUTCDay() + 6) % 7;
  const cellCount = Math.ceil((mondayOffset + daysInMonth(year, month)) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let cell = 0; cell < cellCount; cell += 1) {
    const date = new Date(Date.UTC(year, month - 1, 1 + cell - mondayOffset));
    const day: CalendarDay = {
      iso: date.toISOString().slice(0, 10),
      day: date.getUTCDate(),
      inMonth: date.getUTCMonth() === month - 1,
    };
    if (cell % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(day);
  }
  return weeks;
}

/** Monday (0) to Sunday (6). */
export function weekdayIndex(iso: string): number {
  return (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * Where a key moves the focused day in the calendar grid: arrows by day and week, Home/End to the week's
 * ends, PageUp/PageDown by month (by year with Shift). Null for keys the grid does not handle.
 */
export function dayForKey(iso: string, key: string, shiftKey = false): string | null {
  const byMonths = (delta: number) => sameDayIn(iso, addMonths(yearMonthOf(iso), delta));
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekdayIndex(iso));
    case 'End':
      return addDays(iso, 6 - weekdayIndex(iso));
    case 'PageUp':
      return byMonths(shiftKey ? -12 : -1);
    case 'PageDown':
      return byMonths(shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** A YYYY-MM month as its parts; null when it is not one. */
export function parseYearMonth(value: string | null | undefined): YearMonth | null {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

export function yearMonthText({ year, month }: YearMonth): string {
  return `${pad(year, 4)}-${pad(month)}`;
}

/** Months per row of the month grid: four rows of three, as printed year planners lay them out. */
export const MONTH_COLUMNS = 3;

/**
 * Where a key moves the focused month in the month grid: ←/→ by a month (across years), ↑/↓ by a row,
 * Home/End to January/December, PageUp/PageDown by a year. Null for keys the grid does not handle.
 */
export function monthForKey(from: YearMonth, key: string): YearMonth | null {
  switch (key) {
    case 'ArrowLeft':
      return addMonths(from, -1);
    case 'ArrowRight':
      return addMonths(from, 1);
    case 'ArrowUp':
      return addMonths(from, -MONTH_COLUMNS);
    case 'ArrowDown':
      return addMonths(from, MONTH_COLUMNS);
    case 'Home':
      return { year: from.year, month: 1 };
    case 'End':
      return { year: from.year, month: 12 };
    case 'PageUp':
      return addMonths(from, -12);
    case 'PageDown':
      return addMonths(from, 12);
    default:
      return null;
  }
}
