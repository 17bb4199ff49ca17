import { formatDate, MONTHS_PT } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import type { Column } from '../../ui/table/column.ts';
import type { InvoiceRow } from './invoices-query.ts';

const c = messages.invoices.list.columns;

const money = (value: string) => formatMZN(value);

/**
 * The product's headers over the invoice's fields, paired as the product pairs them (its headers were never
 * renamed when the list moved from readings to invoices): Código the invoice id, Cliente Activo the client,
 * Consumo the water charge, Data de Alteracao the payment date, Data de Criacao the limit date, Leitura Acutal the
 * total, Leitura Anterior the fine, Mês the period, Multa (%) the fine rate, Id da Leitura the reading. The ids
 * are the api's sort fields.
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
