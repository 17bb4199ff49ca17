import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import type { Column } from '../../ui/table/column.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import type { PaymentClient } from './invoice-payment-query.ts';

type LatestReceipt = PaymentClient['receipts'][number];

const t = messages.receipts;
const c = t.list.columns;

const columns: Column<LatestReceipt>[] = [
  { id: 'receiptId', header: c.receiptId, accessor: (row) => Number(row.receiptId), nowrap: true },
  {
    id: 'paymentDate',
    header: c.paymentDate,
    accessor: 'paymentDate',
    cell: (row) => formatDateTime(row.paymentDate),
    nowrap: true,
  },
  { id: 'method', header: c.method, accessor: 'paymentMethodLabel' },
  {
    id: 'amount',
    header: c.amount,
    accessor: (row) => Number(row.amount),
    cell: (row) => formatMZN(row.amount),
    align: 'right',
    nowrap: true,
  },
  { id: 'state', header: c.state, accessor: (row) => (row.reversed ? t.list.reversed : '') },
];

/** The paying client's latest receipts; a row opens its PDF. A payment's answer adds the new one on top. */
export function ReceiptsPanel({
  receipts,
  onOpen,
}: {
  receipts: readonly LatestReceipt[];
  onOpen: (receiptId: string) => void;
}) {
  return (
    <section aria-labelledby="latest-receipts" className="space-y-2">
      <h2 id="latest-receipts" className="text-sm font-semibold text-ink">
        {t.payment.latestReceipts}
      </h2>
      <DataTable
        columns={columns}
        rows={receipts}
        rowKey={(row) => row.receiptId}
        label={t.payment.latestReceipts}
        emptyText={t.payment.emptyReceipts}
        onRowClick={(row) => onOpen(String(row.receiptId))}
      />
    </section>
  );
}
