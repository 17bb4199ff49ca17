import { messages } from '@agua/domain/messages';
import {
  ChevronDoubleLeftIcon,
  ChevronDoubleRightIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
} from '@heroicons/react/20/solid';
import { type ComponentType, type SVGProps, useEffect, useId, useState } from 'react';
import { PAGE_SIZE_DEBOUNCE_MS, PAGE_SIZE_OPTIONS, pageCount, pageRange } from './table-state.ts';
import { useDebouncedCallback } from './use-debounced-callback.ts';

const t = messages.widgets.table;

type TablePaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Called once the selector has rested for PAGE_SIZE_DEBOUNCE_MS. */
  onPageSizeChange: (pageSize: number) => void;
  disabled?: boolean;
};

export function TablePagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  disabled = false,
}: TablePaginationProps) {
  const selectId = useId();
  // The selector answers at once; the table (and, server-side, the fetch) follows after the debounce.
  const [shownSize, setShownSize] = useState(pageSize);
  useEffect(() => setShownSize(pageSize), [pageSize]);
  const commitSize = useDebouncedCallback(onPageSizeChange, PAGE_SIZE_DEBOUNCE_MS);

  const last = pageCount(total, pageSize);
  const { from, to } = pageRange(page, pageSize, total);
  const atStart = disabled || page <= 1;
  const atEnd = disabled || page >= last;

  return (
    <nav
      aria-label={t.pagination}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-200 px-3 py-2 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="whitespace-nowrap">
          {t.pageSize}
        </label>
        <select
          id={selectId}
          value={shownSize}
          disabled={disabled}
          onChange={(event) => {
            const size = Number(event.target.value);
            setShownSize(size);
            commitSize(size);
          }}
          className="rounded-md border border-slate-300 bg-white py-1 pr-7 pl-2 text-sm text-slate-900 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-500 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <output aria-live="polite" className="tabular-nums whitespace-nowrap">
          {t.range(from, to, total)}
        </output>
        <div className="flex items-center gap-1">
          <PageButton
            label={t.firstPage}
            icon={ChevronDoubleLeftIcon}
            disabled={atStart}
            onClick={() => onPageChange(1)}
          />
          <PageButton
            label={t.previousPage}
            icon={ChevronLeftIcon}
            disabled={atStart}
            onClick={() => onPageChange(page - 1)}
          />
          <PageButton
            label={t.nextPage}
            icon={ChevronRightIcon}
            disabled={atEnd}
            onClick={() => onPageChange(page + 1)}
          />
          <PageButton
            label={t.lastPage}
            icon={ChevronDoubleRightIcon}
            disabled={atEnd}
            onClick={() => onPageChange(last)}
          />
        </div>
      </div>
    </nav>
  );
}

type PageButtonProps = {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  disabled: boolean;
  onClick: () => void;
};

function PageButton({ label, icon: Icon, disabled, onClick }: PageButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
