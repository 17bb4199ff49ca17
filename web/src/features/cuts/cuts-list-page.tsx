import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import clsx from 'clsx';
import type { Column } from '../../ui/table/column.ts';
import { SearchableListPage } from '../../ui/table/searchable-list-page.tsx';
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
  return (
    <SearchableListPage
      title={t.listTitle}
      query={CutsPageQuery}
      select={(data) => data.cutsPage}
      columns={columns}
      rowKey={(row) => row.cutId}
      emptyText={t.empty}
      defaultSort={{ columnId: 'cutId', direction: 'desc' }}
      panel={(cut, close) => <CutEditPanel cut={cut} onClose={close} />}
    />
  );
}
