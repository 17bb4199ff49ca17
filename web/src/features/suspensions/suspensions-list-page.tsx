import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import clsx from 'clsx';
import type { Column } from '../../ui/table/column.ts';
import { SearchableListPage } from '../../ui/table/searchable-list-page.tsx';
import { SuspensionEditPanel } from './suspension-edit-panel.tsx';
import { type SuspensionRow, SuspensionsPageQuery } from './suspensions-query.ts';

const t = messages.suspensions;
const s = messages.suspensions;
const f = t.fields;

function StatusBadge({ row }: { row: SuspensionRow }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
        row.status === 'ACTIVE'
          ? 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-300'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-700/60 dark:text-slate-200',
      )}
    >
      {t.status[row.status]}
    </span>
  );
}

// Column ids are the api's sort fields where it sorts by them.
const columns: Column<SuspensionRow>[] = [
  {
    id: 'suspensionId',
    header: f.suspensionId,
    accessor: (row) => Number(row.suspensionId),
    sortable: true,
    nowrap: true,
  },
  { id: 'clientName', header: s.client, accessor: 'clientName', sortable: true },
  { id: 'meterId', header: f.meter, accessor: (row) => Number(row.meterId), sortable: true, nowrap: true },
  {
    id: 'startDate',
    header: f.startDate,
    accessor: 'startDate',
    cell: (row) => formatDate(row.startDate),
    sortable: true,
    nowrap: true,
  },
  {
    id: 'endDate',
    header: f.endDate,
    accessor: (row) => row.endDate ?? '',
    cell: (row) => formatDate(row.endDate),
    sortable: true,
    nowrap: true,
  },
  { id: 'reason', header: f.reason, accessor: (row) => row.reason ?? '', longText: true },
  {
    id: 'status',
    header: f.status,
    accessor: 'status',
    cell: (row) => <StatusBadge row={row} />,
    sortable: true,
  },
];

/** Listar Suspensões: search and pages on the server; a row opens the edit panel. */
export function SuspensionsListPage() {
  return (
    <SearchableListPage
      title={s.listTitle}
      query={SuspensionsPageQuery}
      select={(data) => data.suspensionsPage}
      columns={columns}
      rowKey={(row) => row.suspensionId}
      emptyText={t.empty}
      defaultSort={{ columnId: 'suspensionId', direction: 'desc' }}
      panel={(suspension, close) => <SuspensionEditPanel suspension={suspension} onClose={close} />}
    />
  );
}
