import { describe, expect, it } from 'vitest';
import {
  clampPage,
  compareValues,
  nextSort,
  pageAfterResize,
  pageCount,
  pageRange,
  paginate,
  sortRows,
} from './table-state.ts';

describe('nextSort', () => {
  it('sorts a new column ascending, then toggles the direction', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ columnId: 'name', direction: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ columnId: 'name', direction: 'desc' });
    expect(nextSort(second, 'name')).toEqual({ columnId: 'name', direction: 'asc' });
    expect(nextSort(second, 'balance')).toEqual({ columnId: 'balance', direction: 'asc' });
  });
});

describe('paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(48, 5)).toBe(10);
    expect(pageCount(50, 5)).toBe(10);
    expect(pageCount(51, 5)).toBe(11);
  });

  it('clamps pages to 1..pageCount', () => {
    expect(clampPage(0, 48, 5)).toBe(1);
    expect(clampPage(-3, 48, 5)).toBe(1);
    expect(clampPage(11, 48, 5)).toBe(10);
    expect(clampPage(4, 48, 5)).toBe(4);
    expect(clampPage(7, 0, 5)).toBe(1);
    expect(clampPage(Number.NaN, 48, 5)).toBe(1);
  });

  it('gives the x - y positions of a page', () => {
    expect(pageRange(1, 5, 48)).toEqual({ from: 1, to: 5 });
    expect(pageRange(10, 5, 48)).toEqual({ from: 46, to: 48 });
    expect(pageRange(99, 5, 48)).toEqual({ from: 46, to: 48 });
    expect(pageRange(1, 5, 0)).toEqual({ from: 0, to: 0 });
  });

  it('slices a page and clamps past the end', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(paginate(rows, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(rows, 3, 5)).toEqual([11, 12]);
    expect(paginate(rows, 9, 5)).toEqual([11, 12]);
    expect(paginate([], 1, 5)).toEqual([]);
  });

  it('keeps the first visible row on screen when the page size changes', () => {
    expect(pageAfterResize(3, 5, 10)).toBe(2); // row 11 → page 2 of 10
    expect(pageAfterResize(2, 10, 5)).toBe(3); // row 11 → page 3 of 5
    expect(pageAfterResize(1, 5, 100)).toBe(1);
  });
});

describe('sorting', () => {
  const rows = [
    { name: 'Óscar', balance: 10, since: '2024-02-01' },
    { name: 'ana', balance: -5, since: null },
    { name: 'Bruno', balance: 2.5, since: '2023-12-31' },
    { name: 'Cliente 10', balance: null, since: '2024-01-15' },
    { name: 'Cliente 9', balance: 0, since: '2024-01-15' },
  ];
  const read = (row: (typeof rows)[number], id: string) => row[id as keyof typeof row];

  it('orders text in Portuguese, ignoring case and accents, with numbers read as numbers', () => {
    const names = sortRows(rows, { columnId: 'name', direction: 'asc' }, read).map((r) => r.name);
    expect(names).toEqual(['ana', 'Bruno', 'Cliente 9', 'Cliente 10', 'Óscar']);
  });

  it('orders numbers by value and keeps missing values last in both directions', () => {
    const asc = sortRows(rows, { columnId: 'balance', direction: 'asc' }, read).map((r) => r.balance);
    expect(asc).toEqual([-5, 0, 2.5, 10, null]);
    const desc = sortRows(rows, { columnId: 'balance', direction: 'desc' }, read).map((r) => r.balance);
    expect(desc).toEqual([10, 2.5, 0, -5, null]);
  });

  it('is stable and leaves the input alone', () => {
    const copy = [...rows];
    const sorted = sortRows(rows, { columnId: 'since', direction: 'desc' }, read).map((r) => r.name);
    expect(sorted).toEqual(['Óscar', 'Cliente 10', 'Cliente 9', 'Bruno', 'ana']);
    expect(rows).toEqual(copy);
    expect(sortRows(rows, null, read)).toEqual(rows);
  });

  it('compares dates and booleans', () => {
    expect(compareValues(new Date('2024-01-01'), new Date('2023-01-01'))).toBeGreaterThan(0);
    expect(compareValues(false, true)).toBeLessThan(0);
    expect(compareValues(null, undefined)).toBe(0);
  });
});
