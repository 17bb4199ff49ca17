import { ChevronDownIcon, ChevronUpDownIcon, ChevronUpIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { alignClass, type Column } from './column.ts';
import type { SortState } from './table-state.ts';

type HeaderCellProps<Row> = {
  column: Column<Row>;
  sort: SortState | null;
  onSort: (columnId: string) => void;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; sortable ones hold a button so keyboard users can sort too. */
export function HeaderCell<Row>({ column, sort, onSort }: HeaderCellProps<Row>) {
  const align = column.align ?? 'left';
  const direction = sort?.columnId === column.id ? sort.direction : null;
  const base = clsx(
    'text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase dark:text-slate-300',
    alignClass[align],
    column.className,
  );

  if (!column.sortable) {
    return (
      <th scope="col" className={clsx(base, 'px-3 py-2')}>
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
          'group inline-flex w-full items-center gap-1 px-3 py-2 font-semibold tracking-wide uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500 dark:hover:text-white',
          align === 'right' && 'flex-row-reverse',
          align === 'center' && 'justify-center',
        )}
      >
        <span>{column.header}</span>
        <Icon
          aria-hidden="true"
          className={clsx(
            'size-4 shrink-0',
            direction
              ? 'text-sky-600 dark:text-sky-400'
              : 'text-slate-400 opacity-60 group-hover:opacity-100 dark:text-slate-500',
          )}
        />
      </button>
    </th>
  );
}
