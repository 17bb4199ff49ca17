import { FILES, filePath } from '@agua/domain/contracts/files';
import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useQuery } from '@apollo/client/react';
import { usePdfWindow } from '../../lib/files/use-pdf-window.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Column } from '../../ui/table/column.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { type ReceiptRow, ReceiptsPageQuery } from './receipts-query.ts';

const t = messages.receipts.list;
const c = t.columns;

// The column ids are the api's sort fields.
const columns: Column<ReceiptRow>[] = [
  {
    id: 'receiptID',
    header: c.receiptId,
    accessor: (row) => Number(row.receiptId),
    sortable: true,
    nowrap: true,
  },
  { id: 'clientName', header: c.client, accessor: 'clientName' },
  {
    id: 'paymentDate',
    header: c.paymentDate,
    accessor: 'paymentDate',
    cell: (row) => formatDateTime(row.paymentDate),
    sortable: true,
    nowrap: true,
  },
  { id: 'paymentMethod', header: c.method, accessor: 'paymentMethodLabel', sortable: true },
  {
    id: 'amount',
    header: c.amount,
    accessor: (row) => Number(row.amount),
    cell: (row) => formatMZN(row.amount),
    sortable: true,
    align: 'right',
    nowrap: true,
  },
  {
    id: 'invoices',
    header: c.invoices,
    accessor: (row) => row.invoices.map((invoice) => invoice.invoiceId).join(', '),
    longText: true,
  },
  {
    id: 'state',
    header: c.state,
    accessor: (row) => (row.reversed ? t.reversed : ''),
    cell: (row) =>
      row.reversed ? (
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200">
          {t.reversed}
        </span>
      ) : null,
  },
];

/** Lista de Recibos: search, the receipts paged on the server; a row opens the receipt PDF. */
export function ReceiptsListPage() {
  const pdfWindow = usePdfWindow({
    title: t.title,
    loading: t.opening,
    errorTitle: messages.dialog.errorTitle,
    errorMessage: messages.receipts.payment.receiptLoadError,
  });
  const table = useServerTable({ columnId: 'receiptID', direction: 'desc' });
  const { data, previousData, loading } = useQuery(ReceiptsPageQuery, {
    variables: {
      page: table.query.page,
      size: table.query.pageSize,
      search: table.appliedSearch || null,
      sort: table.sortParam,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = data ?? previousData;

  return (
    <div className="space-y-6">
      <PageHeader title={t.title} breadcrumb={<Breadcrumb items={[{ label: t.title }]} />} />
      <section className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <SearchInput value={table.search} onChange={table.setSearch} className="w-full max-w-sm" />
        <DataTable
          mode="server"
          page={table.query.page}
          pageSize={table.query.pageSize}
          sort={table.query.sort}
          total={result?.receiptsPage.total ?? 0}
          onChange={table.onChange}
          columns={columns}
          rows={result?.receiptsPage.items ?? []}
          rowKey={(row) => row.receiptId}
          label={t.title}
          loading={loading && !result}
          emptyText={t.empty}
          onRowClick={(row) => void pdfWindow.open(filePath(FILES.receipt, { receiptId: row.receiptId }))}
        />
      </section>
    </div>
  );
}
