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
import { CutEditPanel } from './cut-edit-panel.tsx';
import { type CutRow, CutsPageQuery } from './cuts-query.ts';

const t = messages.cuts;
const s = messages.cuts;

function StateBadge({ cut }: { cut: CutRow }) {
  const open = !cut.endDate;
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
        open
          ? 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300'
          : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
      )}
    >
      {open ? s.open : s.reconnectedOn(formatDate(cut.endDate))}
    </span>
  );
}

// Column ids are the api's sort fields where it sorts by them.
const columns: Column<CutRow>[] = [
  { id: 'cutId', header: t.fields.cutId, accessor: (row) => Number(row.cutId), sortable: true, nowrap: true },
  { id: 'clientName', header: t.fields.client, accessor: 'clientName', sortable: true },
  { id: 'zone', header: t.fields.zone, accessor: (row) => row.zone?.designation ?? '' },
  {
    id: 'meterId',
    header: t.fields.meter,
    accessor: (row) => Number(row.meterId),
    sortable: true,
    nowrap: true,
  },
  {
    id: 'startDate',
    header: t.fields.startDate,
    accessor: 'startDate',
    cell: (row) => formatDate(row.startDate),
    sortable: true,
    nowrap: true,
  },
  {
    id: 'endDate',
    header: s.state,
    accessor: (row) => row.endDate ?? '',
    cell: (row) => <StateBadge cut={row} />,
    sortable: true,
    nowrap: true,
  },
];

/** Listar Cortes: search and pages on the server; a row opens the edit panel (and Religar for an open cut). */
export function CutsListPage() {
  const table = useServerTable({ columnId: 'cutId', direction: 'desc' });
  const [editing, setEditing] = useState<CutRow | null>(null);
  const { data, previousData, loading } = useQuery(CutsPageQuery, {
    variables: {
      page: table.query.page,
      size: table.query.pageSize,
      search: table.appliedSearch || null,
      sort: table.sortParam,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.cutsPage;

  return (
    <div className="space-y-6">
      <PageHeader title={t.listTitle} breadcrumb={<Breadcrumb items={[{ label: t.listTitle }]} />} />
      {editing && <CutEditPanel key={editing.cutId} cut={editing} onClose={() => setEditing(null)} />}
      <section className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <SearchInput value={table.search} onChange={table.setSearch} className="max-w-sm" />
        <DataTable
          mode="server"
          label={t.listTitle}
          columns={columns}
          rows={page?.items ?? []}
          rowKey={(row) => row.cutId}
          emptyText={t.empty}
          loading={loading && !page}
          activeKey={editing?.cutId ?? null}
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
