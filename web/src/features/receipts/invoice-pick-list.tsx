import { formatDate, MONTHS_PT } from '@agua/domain/dates';
import { formatMZN } from '@agua/domain/money';
import clsx from 'clsx';
import type { UnpaidInvoice } from './invoice-payment-query.ts';

interface InvoicePickListProps {
  title: string;
  invoices: readonly UnpaidInvoice[];
  emptyText: string;
  /** Read before an invoice's text by screen readers: what a click on it does. */
  actionLabel: string;
  limitDateText: (date: string) => string;
  fineText: (amount: string) => string;
  onPick: (invoice: UnpaidInvoice) => void;
  tone: 'unpaid' | 'toPay';
}

export const invoiceLabel = (invoice: UnpaidInvoice) =>
  invoice.description ??
  `${MONTHS_PT[invoice.readingMonth - 1] ?? invoice.readingMonth} ${invoice.readingYear}`;

/** One of Pagar Factura's two lists: a click on an invoice moves it to the other list. */
export function InvoicePickList({
  title,
  invoices,
  emptyText,
  actionLabel,
  limitDateText,
  fineText,
  onPick,
  tone,
}: InvoicePickListProps) {
  const headingId = `invoices-${tone}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-line bg-surface-muted/40 p-3"
    >
      <h2 id={headingId} className="mb-2 text-sm font-semibold text-ink">
        {title} <span className="font-normal text-ink-muted">({invoices.length})</span>
      </h2>
      {invoices.length === 0 ? (
        <p className="px-1 py-4 text-sm text-ink-muted">{emptyText}</p>
      ) : (
        <ul className="max-h-80 space-y-1.5 overflow-y-auto">
          {invoices.map((invoice) => {
            const total = formatMZN(invoice.totalAmount);
            const label = invoiceLabel(invoice);
            return (
              <li key={invoice.invoiceId}>
                <button
                  type="button"
                  data-total={invoice.totalAmount}
                  onClick={() => onPick(invoice)}
                  className={clsx(
                    'flex w-full flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-lg border px-3 py-2 text-left text-sm transition',
                    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                    tone === 'toPay'
                      ? 'border-brand-300 bg-brand-50 hover:bg-brand-100 dark:border-brand-700 dark:bg-brand-950/40 dark:hover:bg-brand-900/50'
                      : 'border-line bg-surface hover:bg-surface-muted',
                  )}
                >
                  <span className="sr-only">{actionLabel} </span>
                  <span className="font-medium text-ink">
                    #{invoice.invoiceId} · {label}
                  </span>
                  <span className="font-semibold whitespace-nowrap text-ink tabular-nums">{total}</span>
                  <span className="w-full text-xs text-ink-muted">
                    {limitDateText(formatDate(invoice.limitDate))}
                    {Number(invoice.fineAmount) > 0 && ` · ${fineText(formatMZN(invoice.fineAmount))}`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
