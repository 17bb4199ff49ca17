// Pure sorting and paging rules shared by the client-side and server-side modes of the data table.

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** A page-size change waits this long so quick successive picks cost one fetch. */
export const PAGE_SIZE_DEBOUNCE_MS = 300;

export type SortDirection = 'asc' | 'desc';

export type SortState = { columnId: string; direction: SortDirection };

/** What the table tells its owner in server-side mode: everything needed to ask for one page. */
export type TableQuery = { page: number; pageSize: number; sort: SortState | null };

export type SortValue = string | number | boolean | Date | null | undefined;

/** Clicking a header sorts by it ascending; clicking the sorted header again flips the direction. */
export function nextSort(current: SortState | null, columnId: string): SortState {
  if (current?.columnId === columnId) {
    return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { columnId, direction: 'asc' };
}

export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** Keeps a page number inside 1..pageCount, whatever the data did meanwhile. */
export function clampPage(page: number, total: number, pageSize: number): number {
  const last = pageCount(total, pageSize);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), last);
}

/** 1-based positions of the first and last rows on a page; 0 - 0 for an empty list. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const current = clampPage(page, total, pageSize);
  const from = (current - 1) * pageSize + 1;
  return { from, to: Math.min(current * pageSize, total) };
}

/** The page that keeps the first row now on screen visible after the page size changes. */
export function pageAfterResize(page: number, oldSize: number, newSize: number): number {
  const firstRowIndex = (Math.max(page, 1) - 1) * oldSize;
  return Math.floor(firstRowIndex / newSize) + 1;
}

export function paginate<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  const current = clampPage(page, rows.length, pageSize);
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

const collator = new Intl.Collator('pt-PT', { numeric: true, sensitivity: 'base' });

function rank(value: SortValue): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  return value;
}

/** Ascending comparison: numbers by value, text in Portuguese order with embedded numbers read as numbers. */
export function compareValues(a: SortValue, b: SortValue): number {
  const left = rank(a);
  const right = rank(b);
  if (left === null || right === null) {
    if (left === right) return 0;
    return left === null ? 1 : -1;
  }
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/**
 * A stable sort that leaves the input untouched. Missing values go last in both directions: staff sorting
 * by a date want the dated rows first either way.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: SortState | null,
  readValue: (row: Row, columnId: string) => SortValue,
): Row[] {
  if (!sort) return [...rows];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: readValue(row, sort.columnId) }))
    .sort((x, y) => {
      const xMissing = rank(x.value) === null;
      const yMissing = rank(y.value) === null;
      if (xMissing !== yMissing) return xMissing ? 1 : -1;
      return factor * compareValues(x.value, y.value) || x.index - y.index;
    })
    .map((entry) => entry.row);
}
