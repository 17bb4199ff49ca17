import { messages } from '@agua/domain/messages';
import type { ErrorLike } from '@apollo/client';
import clsx from 'clsx';
import { type KeyboardEvent, type MouseEvent, useEffect, useEffectEvent, useMemo, useState } from 'react';
import {
  alignClass,
  type Column,
  cellPaddingX,
  columnValue,
  defaultCellText,
  type TableDensity,
} from './column.ts';
import { HeaderCell } from './header-cell.tsx';
import { ScrollCue, useHorizontalOverflow } from './scroll-cue.tsx';
import { SelectionCheckbox } from './selection-checkbox.tsx';
import { tableErrorText } from './table-error.ts';
import { TablePagination } from './table-pagination.tsx';
import { TableSkeleton } from './table-skeleton.tsx';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  nextSort,
  pageAfterResize,
  paginate,
  type SortState,
  sortRows,
  type TableQuery,
} from './table-state.ts';

const t = messages.widgets.table;

export type RowKey = string | number;

type CommonProps<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => RowKey;
  /** Accessible name of the table (read by screen readers, not shown). */
  label: string;
  /** Shown when there are no rows, e.g. 'Nenhum contrato disponível'. */
  emptyText?: string;
  loading?: boolean;
  /**
   * The last load failed (offline, server down): the table says why in place of the rows, which would otherwise
   * look like the answer to a search that never reached the server.
   */
  error?: ErrorLike | null;
  /** With `error`, a button to ask again (usually the query's refetch). */
  onRetry?: () => void;
  /** Makes rows focusable; Enter or a click calls it. */
  onRowClick?: (row: Row) => void;
  /** The row currently open in a form beside the table (e.g. a setup record being edited): marked aria-current. */
  activeKey?: RowKey | null;
  /** With onSelectionChange, adds a checkbox column (the header one selects the whole page). */
  selectedKeys?: ReadonlySet<RowKey>;
  onSelectionChange?: (keys: Set<RowKey>) => void;
  /** Accessible name of a row's checkbox, e.g. the client's name. */
  rowLabel?: (row: Row) => string;
  /** `compact` for wide lists that must fit beside the sidebar without a sideways scroll. */
  density?: TableDensity;
  className?: string;
};

/** The table sorts and pages the rows it is given. */
export type ClientTableProps<Row> = CommonProps<Row> & {
  mode?: 'client';
  defaultSort?: SortState | null;
  defaultPageSize?: number;
};

/** The owner fetches each page (lists of tens of thousands); the table shows `rows` as given. */
export type ServerTableProps<Row> = CommonProps<Row> & {
  mode: 'server';
  page: number;
  pageSize: number;
  sort: SortState | null;
  total: number;
  onChange: (query: TableQuery) => void;
};

export type DataTableProps<Row> = ClientTableProps<Row> | ServerTableProps<Row>;

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="checkbox"]';

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, label, emptyText = t.empty, loading = false, onRowClick } = props;
  const { error = null, onRetry } = props;
  const {
    selectedKeys,
    onSelectionChange,
    rowLabel,
    className,
    activeKey = null,
    density = 'normal',
  } = props;
  const px = cellPaddingX[density];
  const server = props.mode === 'server';

  const [local, setLocal] = useState<TableQuery>(() => ({
    page: 1,
    pageSize: server ? props.pageSize : (props.defaultPageSize ?? DEFAULT_PAGE_SIZE),
    sort: server ? props.sort : (props.defaultSort ?? null),
  }));

  const query: TableQuery = server ? { page: props.page, pageSize: props.pageSize, sort: props.sort } : local;
  const total = server ? props.total : rows.length;
  const page = clampPage(query.page, total, query.pageSize);

  const sorted = useMemo(() => {
    if (server) return rows;
    const byId = new Map(columns.map((column) => [column.id, column]));
    return sortRows(rows, local.sort, (row, columnId) => {
      const column = byId.get(columnId);
      return column ? columnValue(column, row) : undefined;
    });
  }, [server, rows, columns, local.sort]);
  const visible = server ? rows : paginate(sorted, page, query.pageSize);

  const emit = server ? props.onChange : undefined;
  const update = (next: TableQuery) => (emit ? emit(next) : setLocal(next));
  // When the data shrinks under the current page, move to the last page that still exists.
  const moveToClampedPage = useEffectEvent(() => update({ ...query, page }));
  useEffect(() => {
    if (query.page !== page && !loading) moveToClampedPage();
  }, [query.page, page, loading]);

  const changePage = (next: number) => update({ ...query, page: clampPage(next, total, query.pageSize) });
  const changeSort = (columnId: string) =>
    update({ ...query, page: 1, sort: nextSort(query.sort, columnId) });
  const changePageSize = (size: number) =>
    update({
      ...query,
      pageSize: size,
      page: clampPage(pageAfterResize(page, query.pageSize, size), total, size),
    });

  const selectable = Boolean(selectedKeys && onSelectionChange);
  const pageKeys = visible.map(rowKey);
  const selectedOnPage = pageKeys.filter((key) => selectedKeys?.has(key)).length;
  const allOnPage = pageKeys.length > 0 && selectedOnPage === pageKeys.length;

  const toggleAll = (checked: boolean) => {
    const next = new Set(selectedKeys);
    for (const key of pageKeys) {
      if (checked) next.add(key);
      else next.delete(key);
    }
    onSelectionChange?.(next);
  };
  const toggleRow = (key: RowKey, checked: boolean) => {
    const next = new Set(selectedKeys);
    if (checked) next.add(key);
    else next.delete(key);
    onSelectionChange?.(next);
  };

  const columnCount = columns.length + (selectable ? 1 : 0);
  const failed = Boolean(error) && !loading;
  const scroller = useHorizontalOverflow();

  return (
    <div
      className={clsx(
        'overflow-hidden rounded-md border border-slate-200 bg-white shadow-xs dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    >
      <ScrollCue overflow={scroller.overflow} />
      <div ref={scroller.ref} onScroll={scroller.onScroll} className="relative overflow-x-auto">
        <table
          aria-label={label}
          aria-busy={loading || undefined}
          // `data-table`: below 640 px each row is a card of labelled values (styles.css, "Data tables on phones").
          className="data-table min-w-full border-collapse text-sm"
        >
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            <tr data-sort-label={t.sortBy}>
              {selectable && (
                <th
                  scope="col"
                  data-label={t.selectAll}
                  className={clsx('data-table-select w-10 py-2 text-left', px)}
                >
                  <SelectionCheckbox
                    label={t.selectAll}
                    checked={allOnPage}
                    indeterminate={selectedOnPage > 0 && !allOnPage}
                    disabled={loading || pageKeys.length === 0}
                    onChange={toggleAll}
                  />
                </th>
              )}
              {columns.map((column) => (
                <HeaderCell
                  key={column.id}
                  column={column}
                  sort={query.sort}
                  onSort={changeSort}
                  density={density}
                />
              ))}
            </tr>
          </thead>
          <tbody className="text-slate-800 dark:text-slate-200">
            {loading ? (
              <TableSkeleton rows={Math.min(query.pageSize, 10)} columns={columnCount} paddingX={px} />
            ) : failed && error ? (
              <tr>
                <td colSpan={columnCount} className={clsx('py-6', px)}>
                  <div role="alert" className="flex flex-wrap items-center justify-center gap-3 text-center">
                    <span className="font-medium text-red-700 dark:text-red-300">
                      {tableErrorText(error)}
                    </span>
                    {onRetry && (
                      <button
                        type="button"
                        onClick={onRetry}
                        className="rounded-md border border-line-strong px-3 py-1 text-sm font-medium text-ink hover:bg-surface-muted"
                      >
                        {messages.connectivity.retry}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr>
                <td
                  colSpan={columnCount}
                  className={clsx('py-6 text-center text-slate-500 dark:text-slate-400', px)}
                >
                  {emptyText}
                </td>
              </tr>
            ) : (
              visible.map((row) => {
                const key = rowKey(row);
                const selected = selectedKeys?.has(key) ?? false;
                const active = activeKey !== null && String(activeKey) === String(key);
                return (
                  <tr
                    key={key}
                    tabIndex={onRowClick ? 0 : undefined}
                    aria-selected={selectable ? selected : undefined}
                    aria-current={active ? 'true' : undefined}
                    onClick={
                      onRowClick ? (event) => activateOnClick(event, () => onRowClick(row)) : undefined
                    }
                    onKeyDown={
                      onRowClick ? (event) => activateOnEnter(event, () => onRowClick(row)) : undefined
                    }
                    className={clsx(
                      'border-t border-slate-100 dark:border-slate-800',
                      selected || active
                        ? 'bg-sky-50 dark:bg-sky-950/40'
                        : 'hover:bg-slate-50 dark:hover:bg-slate-800/50',
                      onRowClick &&
                        'cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500',
                    )}
                  >
                    {selectable && (
                      <td data-label={t.selectRow} className={clsx('data-table-select w-10 py-1.5', px)}>
                        <SelectionCheckbox
                          label={rowLabel?.(row) ?? t.selectRow}
                          checked={selected}
                          onChange={(checked) => toggleRow(key, checked)}
                        />
                      </td>
                    )}
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        // The card's label on a phone, where the header row is not shown.
                        data-label={column.header || undefined}
                        className={clsx(
                          'py-1.5',
                          px,
                          alignClass[column.align ?? 'left'],
                          column.nowrap && 'whitespace-nowrap',
                          column.className,
                        )}
                      >
                        <CellContent column={column} row={row} />
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <TablePagination
        page={page}
        pageSize={query.pageSize}
        total={total}
        disabled={(loading && total === 0) || failed}
        onPageChange={changePage}
        onPageSizeChange={changePageSize}
      />
    </div>
  );
}

function CellContent<Row>({ column, row }: { column: Column<Row>; row: Row }) {
  const content = column.cell ? column.cell(row) : defaultCellText(columnValue(column, row));
  if (!column.longText) return content;
  // Free text wraps onto two lines at most; the tooltip keeps the rest readable.
  const text = defaultCellText(columnValue(column, row));
  return (
    <span className="line-clamp-2 break-words" title={text || undefined}>
      {content}
    </span>
  );
}

/** Clicks on a control inside the row (a checkbox, an action button) belong to that control. */
function activateOnClick(event: MouseEvent<HTMLTableRowElement>, activate: () => void) {
  const control = (event.target as HTMLElement).closest(INTERACTIVE);
  if (control && event.currentTarget.contains(control)) return;
  activate();
}

function activateOnEnter(event: KeyboardEvent<HTMLTableRowElement>, activate: () => void) {
  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
  event.preventDefault();
  activate();
}
