import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import type { ReactNode } from 'react';
import type { SortValue } from './table-state.ts';

export type ColumnAlign = 'left' | 'center' | 'right';

/** Keys of a row whose values the table can show and sort without help. */
export type SortableKey<Row> = {
  [K in keyof Row]-?: Row[K] extends SortValue ? K : never;
}[keyof Row] &
  string;

/** One column of a data table, typed by the row it reads. */
export type Column<Row> = {
  /** Stable identifier, also the sort key reported in server-side mode. */
  id: string;
  header: string;
  /** The raw value: used for sorting and, without `cell`, shown as text. */
  accessor: SortableKey<Row> | ((row: Row) => SortValue);
  /** Custom rendering (money, dates, badges, actions). */
  cell?: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: ColumnAlign;
  /** Extra classes for this column's header and cells (width, wrapping). */
  className?: string;
  /** Keeps each cell on one line: dates, ids, numbers and money must not break. */
  nowrap?: boolean;
  /** Lets a long header break between its words onto a second line when the table is short of room. */
  wrapHeader?: boolean;
  /** Free text (a description): wraps onto at most two lines, the whole text in a tooltip. */
  longText?: boolean;
};

/** `compact` trims the cell padding so wide lists (nine columns) fit beside the sidebar. */
export type TableDensity = 'normal' | 'compact';

/** Horizontal padding of every cell (and header button) by density. */
export const cellPaddingX: Record<TableDensity, string> = {
  normal: 'px-3',
  compact: 'px-2',
};

export function columnValue<Row>(column: Column<Row>, row: Row): SortValue {
  if (typeof column.accessor === 'function') return column.accessor(row);
  return row[column.accessor] as SortValue;
}

export function defaultCellText(value: SortValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatDate(value.toISOString());
  if (typeof value === 'boolean') return value ? messages.widgets.table.yes : messages.widgets.table.no;
  return String(value);
}

export const alignClass: Record<ColumnAlign, string> = {
  left: 'text-left',
  center: 'text-center',
  right: 'text-right',
};
