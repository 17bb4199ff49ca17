import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentPeriod,
  daysBetween,
  fileStamp,
  formatDate,
  formatDateTime,
  formatMonth,
  isCalendarDate,
  MONTHS_PT_SHORT,
  monthName,
  parseDisplayDate,
  todayInMaputo,
} from './dates.ts';

describe('dates', () => {
  it('counts today in Maputo (UTC+2), not UTC', () => {
    expect(todayInMaputo(new Date('2026-01-31T22:30:00Z'))).toBe('2026-02-01');
    expect(currentPeriod(new Date('2026-12-31T22:00:00Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('shows dates as pt-PT dd/mm/aaaa and instants in Maputo time', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('07-03-2026')).toBe('');
    // An instant is dated where the utility is: 22:15 UTC on the 7th is already the 8th in Maputo.
    expect(formatDate('2026-03-07T22:15:09Z')).toBe('08/03/2026');
    expect(formatDateTime('2026-03-07T22:15:09Z')).toBe('08/03/2026 00:15:09');
    expect(formatDateTime('não é data')).toBe('');
  });

  it('shows months as the short pt-PT name and the year', () => {
    expect(formatMonth('2026-05')).toBe('Mai 2026');
    expect(formatMonth('2025-01')).toBe('Jan 2025');
    expect(formatMonth('2025-12')).toBe('Dez 2025');
    expect(MONTHS_PT_SHORT).toEqual([
      'Jan',
      'Fev',
      'Mar',
      'Abr',
      'Mai',
      'Jun',
      'Jul',
      'Ago',
      'Set',
      'Out',
      'Nov',
      'Dez',
    ]);
    expect(formatMonth('2026-13')).toBe('');
    expect(formatMonth('05/2026')).toBe('');
    expect(formatMonth(null)).toBe('');
  });

  it('stamps file names with the time in Maputo', () => {
    expect(fileStamp(new Date('2026-11-27T23:25:12Z'))).toBe('20261128-012512');
    expect(fileStamp(new Date('2026-01-05T08:03:04Z'))).toBe('20260105-100304');
  });

  it('parses only real calendar dates, written as shown', () => {
    expect(parseDisplayDate('29/02/2028')).toBe('2028-02-29');
    expect(parseDisplayDate(' 07/03/2026 ')).toBe('2026-03-07');
    expect(parseDisplayDate('29/02/2027')).toBeNull();
    expect(parseDisplayDate('29-02-2028')).toBeNull();
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
