import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import clsx from 'clsx';
import { useState } from 'react';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Column } from '../../ui/table/column.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
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
  const table = useServerTable({ columnId: 'suspensionId', direction: 'desc' });
  const [editing, setEditing] = useState<SuspensionRow | null>(null);
  const { data, previousData, loading } = useQuery(SuspensionsPageQuery, {
    variables: {
      page: table.query.page,
      size: table.query.pageSize,
      search: table.appliedSearch || null,
      sort: table.sortParam,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.suspensionsPage;

  return (
    <div className="space-y-6">
      <PageHeader title={s.listTitle} breadcrumb={<Breadcrumb items={[{ label: s.listTitle }]} />} />
      {editing && (
        <SuspensionEditPanel
          key={editing.suspensionId}
          suspension={editing}
          onClose={() => setEditing(null)}
        />
      )}
      <section className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <SearchInput value={table.search} onChange={table.setSearch} className="max-w-sm" />
        <DataTable
          mode="server"
          label={s.listTitle}
          columns={columns}
          rows={page?.items ?? []}
          rowKey={(row) => row.suspensionId}
          emptyText={t.empty}
          loading={loading && !page}
          activeKey={editing?.suspensionId ?? null}
          onRowClick={setEditing}
          page={table.query.page}
          pageSize={table.query.pageSize}
          sort={table.query.sort}
          total={page?.total ?? 0}
          onChange={table.onChange}
        />
      </section>
    </div>
  );
}
