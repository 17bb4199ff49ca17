import { MONTHS_PT } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import type { ErrorLike } from '@apollo/client';
import clsx from 'clsx';
import { marksOf, ReadingFlags } from '../../ui/reading-flags.tsx';
import type { Column } from '../../ui/table/column.ts';
import { DataTable, type RowKey } from '../../ui/table/data-table.tsx';
import type { SortState, TableQuery } from '../../ui/table/table-state.ts';
import { stateLabel } from './reading-period.ts';
import type { ReadingRow } from './readings-query.ts';

const f = messages.readings.fields;
const c = messages.readings.columns;

const stateBadge: Record<string, string> = {
  PENDING: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
  APPROVED: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  CANCELED: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
};

const columns: Column<ReadingRow>[] = [
  { id: 'readingId', header: c.readingId, accessor: (row) => Number(row.readingId), sortable: true },
  { id: 'meterId', header: c.meterId, accessor: (row) => Number(row.meterId), sortable: true },
  { id: 'clientName', header: c.client, accessor: 'clientName', sortable: true },
  {
    id: 'period',
    header: c.period,
    accessor: (row) => row.readingYear * 100 + row.readingMonth,
    cell: (row) => `${MONTHS_PT[row.readingMonth - 1] ?? row.readingMonth} ${row.readingYear}`,
    sortable: true,
    className: 'whitespace-nowrap',
  },
  {
    id: 'previousReading',
    header: c.previousReading,
    accessor: 'previousReading',
    sortable: true,
    align: 'right',
  },
  {
    id: 'currentReading',
    header: c.currentReading,
    accessor: 'currentReading',
    sortable: true,
    align: 'right',
  },
  { id: 'consumption', header: c.consumption, accessor: 'consumption', sortable: true, align: 'right' },
  {
    id: 'flags',
    header: c.flags,
    accessor: (row) =>
      marksOf(row)
        .map((flag) => flag.reason)
        .join(' '),
    cell: (row) => <ReadingFlags flags={marksOf(row)} />,
  },
  {
    id: 'state',
    header: c.state,
    accessor: (row) => stateLabel(row.state),
    cell: (row) => (
      <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', stateBadge[row.state])}>
        {stateLabel(row.state)}
      </span>
    ),
    sortable: true,
  },
];

/** Client mode (the pending list) sorts in the browser; server mode (the full list) pages on the api. */
type Paging =
  | { mode: 'client' }
  | {
      mode: 'server';
      page: number;
      pageSize: number;
      sort: SortState | null;
      total: number;
      onChange: (query: TableQuery) => void;
    };

interface ReadingsTableProps {
  paging?: Paging;
  rows: readonly ReadingRow[];
  loading: boolean;
  /** The last load failed: the table says why instead of showing stale rows. */
  error?: ErrorLike | null;
  onRetry?: () => void;
  emptyText: string;
  label: string;
  /** Tick boxes, only where the ticked rows can be acted on. */
  selection?: { selected: ReadonlySet<RowKey>; onChange: (keys: Set<RowKey>) => void };
  onRowClick: (row: ReadingRow) => void;
}

/** The reading lists' table: sortable headers, a row click opens the edit panel, tick boxes when they act. */
export function ReadingsTable({
  paging = { mode: 'client' },
  rows,
  loading,
  error,
  onRetry,
  emptyText,
  label,
  selection,
  onRowClick,
}: ReadingsTableProps) {
  const common = {
    label,
    columns,
    rows,
    rowKey: (row: ReadingRow) => String(row.readingId),
    rowLabel: (row: ReadingRow) => `${f.readingId} ${row.readingId}`,
    emptyText,
    loading,
    error,
    onRetry,
    selectedKeys: selection?.selected,
    onSelectionChange: selection?.onChange,
    onRowClick,
  };
  if (paging.mode === 'server') {
    const { mode: _mode, ...server } = paging;
    return <DataTable mode="server" {...common} {...server} />;
  }
  return <DataTable {...common} defaultSort={{ columnId: 'readingId', direction: 'desc' }} />;
}
