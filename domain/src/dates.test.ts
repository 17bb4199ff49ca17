import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentPeriod,
  daysBetween,
  formatDate,
  formatDateTime,
  isCalendarDate,
  monthName,
  parseDisplayDate,
  todayInMaputo,
} from './dates.ts';

describe('dates', () => {
  it('counts today in Maputo (UTC+2), not UTC', () => {
    expect(todayInMaputo(new Date('2026-01-31T22:30:00Z'))).toBe('2026-02-01');
    expect(currentPeriod(new Date('2026-12-31T22:00:00Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('shows dates as dd-mm-yyyy and instants in Maputo time', () => {
    expect(formatDate('2026-03-07')).toBe('07-03-2026');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('2026-03-07T22:15:09Z')).toBe('08-03-2026 00:15:09');
  });

  it('parses only real calendar dates', () => {
    expect(parseDisplayDate('29-02-2028')).toBe('2028-02-29');
    expect(parseDisplayDate('29-02-2027')).toBeNull();
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });

  it('does day arithmetic across months', () => {
    expect(addDays('2026-01-20', 15)).toBe('2026-02-04');
    expect(daysBetween('2026-02-04', '2026-03-06')).toBe(30);
    expect(daysBetween('2026-03-06', '2026-02-04')).toBe(-30);
  });

  it('names months in Portuguese', () => {
    expect(monthName(1)).toBe('Janeiro');
    expect(monthName(3)).toBe('Março');
    expect(() => monthName(13)).toThrow(RangeError);
  });
});
