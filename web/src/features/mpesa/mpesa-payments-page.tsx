import { FILES, filePath } from '@agua/domain/contracts/files';
import { MPESA_STATUSES } from '@agua/domain/contracts/mpesa-payment';
import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useMutation, useQuery } from '@apollo/client/react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { ArrowUturnLeftIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useState } from 'react';
import { usePdfWindow } from '../../lib/files/use-pdf-window.ts';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Column } from '../../ui/table/column.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { useToast } from '../../ui/toast/toast-context.ts';
import { type MpesaPaymentRow, MpesaPaymentsPageQuery, ReverseMpesaPaymentMutation } from './mpesa-query.ts';
import { MpesaReconciliation } from './mpesa-reconciliation.tsx';

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

const TAB_CLASS = clsx(
  'shrink-0 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-ink-muted outline-none',
  'hover:bg-surface-muted hover:text-ink data-focus:outline-2 data-focus:outline-brand-500',
  'data-selected:bg-brand-700 data-selected:text-white data-selected:shadow-sm',
  'dark:data-selected:bg-brand-600',
);

/** Pagamentos M-Pesa: the requests (newest first, state, references, receipt) and the statement reconciliation. */
export function MpesaPaymentsPage() {
  const pdfWindow = usePdfWindow({
    title: messages.receipts.pdf.title,
    loading: messages.receipts.list.opening,
    errorTitle: messages.dialog.errorTitle,
    errorMessage: messages.receipts.payment.receiptLoadError,
  });
  const openReceipt = (receiptId: string) => void pdfWindow.open(filePath(FILES.receipt, { receiptId }));

  return (
    <div className="space-y-6">
      <PageHeader
        title={m.screens.listTitle}
        breadcrumb={<Breadcrumb items={[{ label: m.screens.listTitle }]} />}
      />
      <TabGroup>
        <TabList className="flex gap-1 overflow-x-auto rounded-xl border border-line bg-surface p-1 shadow-sm">
          <Tab className={TAB_CLASS}>{m.screens.paymentsTab}</Tab>
          <Tab className={TAB_CLASS}>{m.screens.reconciliationTab}</Tab>
        </TabList>
        <TabPanels className="mt-6">
          <TabPanel>
            <MpesaRequestList onOpenReceipt={openReceipt} />
          </TabPanel>
          <TabPanel>
            <MpesaReconciliation onOpenReceipt={openReceipt} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}

/** Every request, newest first; an administrator reverses (Estornar) a paid one after confirming. */
function MpesaRequestList({ onOpenReceipt }: { onOpenReceipt: (receiptId: string) => void }) {
  const user = useSessionUser();
  const toast = useToast();
  const [reversing, setReversing] = useState<MpesaPaymentRow | null>(null);
  const [reverse, reverseState] = useMutation(ReverseMpesaPaymentMutation);
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
      // The receipt, and under it an administrator's 'Estornar' of a paid request: one column, so the list still
      // fits beside the sidebar at 1366 px.
      id: 'receipt',
      header: f.receipt,
      accessor: (row) => row.receiptId ?? '',
      cell: (row) => (
        <div className="flex flex-col items-start gap-1.5">
          {row.receiptId && (
            <button
              type="button"
              className="font-medium text-brand underline underline-offset-2"
              aria-label={`${m.screens.openReceipt}: ${row.receiptId}`}
              onClick={(event) => {
                event.stopPropagation();
                onOpenReceipt(String(row.receiptId ?? ''));
              }}
            >
              {`${f.receipt} ${row.receiptId}`}
            </button>
          )}
          {user.role === 'ADMIN' && row.status === 'PAID' && (
            <Button
              variant="secondary"
              icon={ArrowUturnLeftIcon}
              className="h-7 px-2.5 text-xs whitespace-nowrap"
              aria-label={`${m.screens.reverse}: ${row.transactionReference}`}
              busy={reverseState.loading && reversing?.id === row.id}
              onClick={(event) => {
                event.stopPropagation();
                setReversing(row);
              }}
            >
              {m.screens.reverse}
            </Button>
          )}
        </div>
      ),
      nowrap: true,
    },
  ];

  async function confirmReverse() {
    const row = reversing;
    if (!row) return;
    try {
      const { data } = await reverse({ variables: { id: row.id } });
      const payload = data?.reverseMpesaPayment;
      if (payload?.mpesaPayment) toast.show({ type: 'success', message: m.screens.reversed });
      else toast.show({ type: 'error', message: payload?.message ?? m.screens.reverseFailed });
    } catch {
      toast.show({ type: 'error', message: m.screens.reverseFailed });
    } finally {
      setReversing(null);
    }
  }

  return (
    <>
      <ConfirmDialog
        open={reversing !== null}
        title={m.screens.reverseTitle}
        message={reversing ? m.screens.reverseConfirm(formatMZN(reversing.amount), reversing.clientName) : ''}
        confirmLabel={m.screens.reverse}
        cancelLabel={m.screens.cancel}
        onConfirm={() => void confirmReverse()}
        onCancel={() => setReversing(null)}
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
          density="compact"
          loading={loading && !result}
          emptyText={m.screens.empty}
        />
      </section>
    </>
  );
}
