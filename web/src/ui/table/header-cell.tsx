import { ChevronDownIcon, ChevronUpDownIcon, ChevronUpIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { alignClass, type Column, cellPaddingX, type TableDensity } from './column.ts';
import type { SortState } from './table-state.ts';

type HeaderCellProps<Row> = {
  column: Column<Row>;
  sort: SortState | null;
  onSort: (columnId: string) => void;
  density?: TableDensity;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; sortable ones hold a button so keyboard users can sort too. */
export function HeaderCell<Row>({ column, sort, onSort, density = 'normal' }: HeaderCellProps<Row>) {
  const align = column.align ?? 'left';
  const direction = sort?.columnId === column.id ? sort.direction : null;
  const compact = density === 'compact';
  // Compact headers drop the letter-spacing; a wrapping header breaks between words, never inside one.
  const tracking = compact ? 'tracking-normal' : 'tracking-wide';
  const base = clsx(
    'text-xs font-semibold text-slate-600 uppercase dark:text-slate-300',
    tracking,
    !column.wrapHeader && 'whitespace-nowrap',
    alignClass[align],
    column.className,
  );
  const padding = clsx(cellPaddingX[density], 'py-2');

  if (!column.sortable) {
    return (
      <th scope="col" className={clsx(base, padding)}>
        {column.header}
      </th>
    );
  }

  const Icon =
    direction === 'asc' ? ChevronUpIcon : direction === 'desc' ? ChevronDownIcon : ChevronUpDownIcon;
  return (
    <th scope="col" aria-sort={direction ? ariaSort[direction] : 'none'} className={base}>
      <button
        type="button"
        onClick={() => onSort(column.id)}
        className={clsx(
          'group inline-flex w-full items-center font-semibold uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500 dark:hover:text-white',
          compact ? 'gap-0.5' : 'gap-1',
          tracking,
          padding,
          align === 'right' && 'flex-row-reverse',
          align === 'center' && 'justify-center',
        )}
      >
        {/* A button centres its text; a header on two lines keeps the column's alignment. */}
        <span className={clsx(alignClass[align], column.wrapHeader && 'text-balance')}>{column.header}</span>
        <Icon
          aria-hidden="true"
          className={clsx(
            compact ? 'size-3.5 shrink-0' : 'size-4 shrink-0',
            direction
              ? 'text-sky-600 dark:text-sky-400'
              : 'text-slate-400 opacity-60 group-hover:opacity-100 dark:text-slate-500',
          )}
        />
      </button>
    </th>
  );
}
