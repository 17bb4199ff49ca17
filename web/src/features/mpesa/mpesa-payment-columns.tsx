import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { ArrowUturnLeftIcon } from '@heroicons/react/20/solid';
import { Button } from '../../ui/button.tsx';
import type { Column } from '../../ui/table/column.ts';
import type { MpesaPaymentRow } from './mpesa-query.ts';

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

interface MpesaPaymentActions {
  onOpenReceipt: (receiptId: string) => void;
  /** Set for an administrator: a paid request offers 'Estornar'. */
  onReverse?: (row: MpesaPaymentRow) => void;
  /** The request being reversed, its button busy. */
  reversingId: string | null;
}

/** The requests' columns: state, amount, phone, references, reason, and the receipt with its reversal. */
export function mpesaPaymentColumns({
  onOpenReceipt,
  onReverse,
  reversingId,
}: MpesaPaymentActions): Column<MpesaPaymentRow>[] {
  return [
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
          {onReverse && row.status === 'PAID' && (
            <Button
              variant="secondary"
              icon={ArrowUturnLeftIcon}
              className="h-7 px-2.5 text-xs whitespace-nowrap"
              aria-label={`${m.screens.reverse}: ${row.transactionReference}`}
              busy={reversingId === row.id}
              onClick={(event) => {
                event.stopPropagation();
                onReverse(row);
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
}
