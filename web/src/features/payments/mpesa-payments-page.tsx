import { MPESA_STATUSES } from '@agua/domain/contracts/mpesa-payment';
import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { usePdfWindow } from '../../lib/files/use-pdf-window.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Column } from '../../ui/table/column.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { type MpesaPaymentRow, MpesaPaymentsPageQuery } from './mpesa-query.ts';

const m = messages.mpesa;
const f = m.fields;

const STATUS_TONE: Record<string, string> = {
  PENDING: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  WAITING: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  PAID: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  CANCELLED: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  FAILED: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  REVERSED: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** Pagamentos M-Pesa: every request, newest first, with its state, references and receipt. */
export function MpesaPaymentsPage() {
  const pdfWindow = usePdfWindow({
    title: messages.treasury.pdf.title,
    loading: messages.treasuryScreens.receipts.opening,
    errorTitle: messages.dialog.errorTitle,
    errorMessage: messages.treasury.payment.receiptLoadError,
  });
  const [status, setStatus] = useState('');
  const table = useServerTable();
  const { data, previousData, loading } = useQuery(MpesaPaymentsPageQuery, {
    variables: {
      page: table.query.page,
      size: table.query.pageSize,
      search: table.appliedSearch || null,
      status: status ? [status] : null,
    },
    fetchPolicy: 'cache-and-network',
    pollInterval: 10_000,
  });
  const result = data ?? previousData;

  const columns: Column<MpesaPaymentRow>[] = [
    { id: 'id', header: '#', accessor: (row) => Number(row.id), nowrap: true },
    {
      id: 'createdAt',
      header: f.createdAt,
      accessor: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
      nowrap: true,
    },
    { id: 'client', header: f.clientId, accessor: 'clientName' },
    {
      id: 'status',
      header: f.status,
      accessor: 'statusLabel',
      cell: (row) => (
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[row.status] ?? ''}`}>
          {row.statusLabel}
        </span>
      ),
      nowrap: true,
    },
    {
      id: 'amount',
      header: f.amount,
      accessor: (row) => Number(row.amount),
      cell: (row) => formatMZN(row.amount),
      align: 'right',
      nowrap: true,
    },
    { id: 'msisdn', header: f.msisdn, accessor: 'msisdn', nowrap: true },
    {
      id: 'references',
      header: f.transactionReference,
      accessor: (row) => [row.transactionReference, row.transactionId].filter(Boolean).join(' · '),
      longText: true,
    },
    { id: 'reason', header: f.reason, accessor: (row) => row.reason ?? '', longText: true },
    {
      id: 'receipt',
      header: f.receipt,
      accessor: (row) => row.receiptId ?? '',
      cell: (row) =>
        row.receiptId ? (
          <button
            type="button"
            className="font-medium text-brand underline underline-offset-2"
            aria-label={`${m.screens.openReceipt}: ${row.receiptId}`}
            onClick={(event) => {
              event.stopPropagation();
              void pdfWindow.open(`/files/receipts/${encodeURIComponent(row.receiptId ?? '')}`);
            }}
          >
            {`${f.receipt} ${row.receiptId}`}
          </button>
        ) : null,
      nowrap: true,
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title={m.screens.listTitle}
        breadcrumb={<Breadcrumb items={[{ label: m.screens.listTitle }]} />}
      />
      <section className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <div className="flex flex-wrap items-end gap-4">
          <SearchInput value={table.search} onChange={table.setSearch} className="w-full max-w-sm" />
          <Dropdown
            label={f.status}
            value={status}
            placeholder={null}
            options={[
              { value: '', label: m.screens.allStatuses },
              ...MPESA_STATUSES.map((value) => ({ value, label: m.statuses[value] ?? value })),
            ]}
            onChange={(event) => {
              setStatus(event.target.value);
              table.onChange({ ...table.query, page: 1 });
            }}
            className="w-full sm:w-56"
          />
        </div>
        <DataTable
          mode="server"
          page={table.query.page}
          pageSize={table.query.pageSize}
          sort={table.query.sort}
          total={result?.mpesaPaymentsPage.total ?? 0}
          onChange={table.onChange}
          columns={columns}
          rows={result?.mpesaPaymentsPage.items ?? []}
          rowKey={(row) => row.id}
          label={m.screens.listTitle}
          loading={loading && !result}
          emptyText={m.screens.empty}
        />
      </section>
    </div>
  );
}
