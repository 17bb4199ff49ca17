import { describe, expect, it } from 'vitest';
import { addMonths, dayForKey, monthWeeks, sameDayIn, yearOptions } from './calendar-month.ts';

describe('calendar arithmetic', () => {
  it('lays out a month in whole weeks starting on Monday', () => {
    const weeks = monthWeeks({ year: 2024, month: 3 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ iso: '2024-02-26', day: 26, inMonth: false });
    expect(weeks[0]![4]).toEqual({ iso: '2024-03-01', day: 1, inMonth: true });
    expect(weeks[4]![6]).toEqual({ iso: '2024-03-31', day: 31, inMonth: true });
    // February 2021 starts on a Monday and fills exactly four weeks.
    expect(monthWeeks({ year: 2021, month: 2 })).toHaveLength(4);
  });

  it('offers years from the current one down to 2000', () => {
    const years = yearOptions(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2000);
    expect(years).toHaveLength(27);
  });

  it('moves across months and years', () => {
    expect(addMonths({ year: 2024, month: 12 }, 1)).toEqual({ year: 2025, month: 1 });
    expect(addMonths({ year: 2024, month: 1 }, -1)).toEqual({ year: 2023, month: 12 });
    expect(sameDayIn('2024-01-31', { year: 2024, month: 2 })).toBe('2024-02-29');
  });

  it('maps keys to days', () => {
    expect(dayForKey('2024-03-01', 'ArrowLeft')).toBe('2024-02-29');
    expect(dayForKey('2024-03-01', 'ArrowDown')).toBe('2024-03-08');
    expect(dayForKey('2024-03-07', 'Home')).toBe('2024-03-04');
    expect(dayForKey('2024-03-07', 'End')).toBe('2024-03-10');
    expect(dayForKey('2024-03-31', 'PageDown')).toBe('2024-04-30');
    expect(dayForKey('2024-02-29', 'PageUp', true)).toBe('2023-02-28');
    expect(dayForKey('2024-02-29', 'Tab')).toBeNull();
  });
});
