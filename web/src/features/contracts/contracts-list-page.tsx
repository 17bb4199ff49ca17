import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import type { ContractsListQueryQuery } from '../../gql/graphql.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Column } from '../../ui/table/column.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';

const t = messages.clients;
const c = t.list.columns;

const ContractsListQuery = graphql(`
  query ContractsListQuery($page: Int!, $size: Int!, $search: String, $sort: String) {
    contractsPage(page: $page, size: $size, search: $search, sort: $sort) {
      total
      items {
        contractId
        startDate
        endDate
        clientId
        meterId
        contractType {
          designation
        }
        description
        contractStatus
        balance
      }
    }
  }
`);

type Row = ContractsListQueryQuery['contractsPage']['items'][number];

export const statusLabel = (status: number) => (status === 1 ? t.status.active : t.status.inactive);

// Column ids are the api's sort fields, so a header click sorts on the server.
// Nine columns must fit 1366 px beside the sidebar: values stay on one line, the long headers may
// take two, and only the description wraps (two lines at most, the whole text in its tooltip).
const columns: Column<Row>[] = [
  {
    id: 'contractId',
    header: c.contractId,
    accessor: (row) => Number(row.contractId),
    sortable: true,
    nowrap: true,
    wrapHeader: true,
  },
  {
    id: 'startDate',
    header: c.startDate,
    accessor: 'startDate',
    cell: (row) => formatDate(row.startDate),
    sortable: true,
    nowrap: true,
    wrapHeader: true,
  },
  {
    id: 'endDate',
    header: c.endDate,
    accessor: (row) => row.endDate,
    cell: (row) => formatDate(row.endDate),
    sortable: true,
    nowrap: true,
  },
  {
    id: 'clientId',
    header: c.clientId,
    accessor: (row) => Number(row.clientId),
    sortable: true,
    nowrap: true,
    wrapHeader: true,
  },
  { id: 'meterId', header: c.meter, accessor: (row) => Number(row.meterId), sortable: true, nowrap: true },
  {
    id: 'contractTypeId',
    header: c.contractType,
    accessor: (row) => row.contractType?.designation ?? '',
    sortable: true,
    wrapHeader: true,
  },
  {
    id: 'description',
    header: c.description,
    className: 'min-w-28',
    accessor: (row) => row.description ?? '',
    longText: true,
  },
  {
    id: 'contractStatus',
    header: c.contractStatus,
    accessor: (row) => statusLabel(row.contractStatus),
    sortable: true,
    nowrap: true,
    wrapHeader: true,
  },
  {
    id: 'balance',
    header: c.balance,
    accessor: 'balance',
    cell: (row) => formatMZN(row.balance),
    sortable: true,
    align: 'right',
    nowrap: true,
  },
];

/** 'Lista de Contratos': paged, sorted and searched on the server; a row click does nothing. */
export function ContractsListPage() {
  const table = useServerTable({ columnId: 'contractId', direction: 'desc' });
  const { data, previousData, loading, error, refetch } = useQuery(ContractsListQuery, {
    variables: {
      page: table.query.page,
      size: table.query.pageSize,
      search: table.appliedSearch || null,
      sort: table.sortParam,
    },
    fetchPolicy: 'cache-and-network',
    context: { toast: false },
  });
  const page = (data ?? previousData)?.contractsPage;

  return (
    <div className="space-y-6">
      <PageHeader title={t.list.title} breadcrumb={<Breadcrumb items={[{ label: t.list.breadcrumb }]} />} />
      <section className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <SearchInput value={table.search} onChange={table.setSearch} className="max-w-sm" />
        <DataTable
          mode="server"
          density="compact"
          label={t.list.title}
          columns={columns}
          rows={page?.items ?? []}
          rowKey={(row) => row.contractId}
          emptyText={t.list.empty}
          loading={loading && !page}
          error={error}
          onRetry={() => void refetch()}
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
