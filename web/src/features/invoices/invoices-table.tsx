import { formatDate, MONTHS_PT } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import type { Column } from '../../ui/table/column.ts';
import type { InvoiceRow } from './invoices-query.ts';

const c = messages.invoices.list.columns;

const money = (value: string) => formatMZN(value);
const labels = messages.invoices.statusLabels;

/** Paga, Por pagar or Anulada, coloured so an unpaid row stands out in a long list. */
function InvoiceState({ status }: { status: InvoiceRow['paymentStatus'] }) {
  const key = status === 'PAID' || status === 'CANCELED' ? status : 'UNPAID';
  const tone = {
    PAID: 'text-emerald-700 dark:text-emerald-400',
    CANCELED: 'text-slate-500 dark:text-slate-400',
    UNPAID: 'text-amber-700 dark:text-amber-400',
  }[key];
  return <span className={`text-xs font-semibold ${tone}`}>{labels[key]}</span>;
}

/**
 * Lista de Facturas: each header names the field under it (the product's own headers, kept from when the list showed
 * readings, did not), and Estado says whether the invoice is paid. The ids are the api's sort fields.
 */
export const invoiceColumns: Column<InvoiceRow>[] = [
  { id: 'invoiceId', header: c.code, accessor: (row) => Number(row.invoiceId), sortable: true, nowrap: true },
  { id: 'clientName', header: c.activeClient, accessor: 'clientName', sortable: true, wrapHeader: true },
  {
    id: 'amount',
    header: c.consumption,
    accessor: (row) => Number(row.amount),
    cell: (row) => money(row.amount),
    sortable: true,
    align: 'right',
    nowrap: true,
  },
  {
    id: 'paymentDate',
    header: c.changedAt,
    accessor: (row) => row.paymentDate ?? '',
    cell: (row) => formatDate(row.paymentDate),
    sortable: true,
    nowrap: true,
    wrapHeader: true,
  },
  {
    id: 'limitDate',
    header: c.createdAt,
    accessor: 'limitDate',
    cell: (row) => formatDate(row.limitDate),
    sortable: true,
    nowrap: true,
    wrapHeader: true,
  },
  {
    id: 'totalAmount',
    header: c.currentReading,
    accessor: (row) => Number(row.totalAmount),
    cell: (row) => money(row.totalAmount),
    align: 'right',
    nowrap: true,
    wrapHeader: true,
  },
  {
    id: 'paymentStatus',
    header: c.state,
    accessor: (row) => row.paymentStatus ?? 'UNPAID',
    cell: (row) => <InvoiceState status={row.paymentStatus} />,
    nowrap: true,
  },
  {
    id: 'fineAmount',
    header: c.previousReading,
    accessor: (row) => Number(row.fineAmount),
    cell: (row) => money(row.fineAmount),
    align: 'right',
    nowrap: true,
    wrapHeader: true,
  },
  {
    id: 'period',
    header: c.month,
    accessor: (row) => row.readingYear * 100 + row.readingMonth,
    cell: (row) => `${MONTHS_PT[row.readingMonth - 1] ?? row.readingMonth} ${row.readingYear}`,
    sortable: true,
  },
  {
    id: 'finePercentage',
    header: c.finePercentage,
    accessor: 'finePercentage',
    align: 'right',
    nowrap: true,
  },
  {
    id: 'readingId',
    header: c.readingId,
    accessor: (row) => Number(row.readingId),
    sortable: true,
    nowrap: true,
  },
];
