import { formatDate, formatDateTime, MONTHS_PT } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import type { ReactNode } from 'react';
import type { ClientPageClient } from './client-page-query.ts';
import type { Reversal } from './use-reversals.ts';

const t = messages.clientStatement.page;

function Panel({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl border border-line bg-surface p-4 shadow-xs">
      <h2 className="mb-2 text-sm font-semibold text-ink">
        {title} <span className="font-normal text-ink-muted">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="text-sm text-ink-muted">{t.none}</p>
      ) : (
        <ul className="space-y-1 text-sm">{children}</ul>
      )}
    </section>
  );
}

function Row({
  left,
  right,
  struck = false,
  action,
}: {
  left: string;
  right: string;
  struck?: boolean;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3">
      <span className={struck ? 'text-ink-muted line-through' : 'text-ink'}>{left}</span>
      <span className="flex items-baseline gap-2 whitespace-nowrap tabular-nums text-ink">
        {right}
        {action && (
          <button
            type="button"
            onClick={action.onClick}
            className="text-xs font-medium text-red-700 underline-offset-2 hover:underline dark:text-red-400"
          >
            {action.label}
          </button>
        )}
      </span>
    </li>
  );
}

/**
 * The client's open invoices, latest receipts and charges, side by side (stacked on a phone); an administrator
 * (`onReverse`) can annul a live receipt or charge from here.
 */
export function ClientHistory({
  client,
  onReverse,
}: {
  client: ClientPageClient;
  onReverse?: (reversal: Reversal) => void;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Panel title={t.unpaid} count={client.unpaidInvoices.length}>
        {client.unpaidInvoices.map((invoice) => (
          <Row
            key={invoice.invoiceId}
            left={`#${invoice.invoiceId} · ${MONTHS_PT[invoice.readingMonth - 1]} ${invoice.readingYear} · ${formatDate(invoice.limitDate)}`}
            right={formatMZN(invoice.totalAmount)}
          />
        ))}
      </Panel>
      <Panel title={t.receipts} count={client.receipts.length}>
        {client.receipts.map((receipt) => (
          <Row
            key={receipt.receiptId}
            left={`#${receipt.receiptId} · ${formatDateTime(receipt.paymentDate)} · ${receipt.paymentMethodLabel}${receipt.reversed ? ` · ${t.reversed}` : ''}`}
            right={formatMZN(receipt.amount)}
            struck={receipt.reversed}
            action={
              onReverse && !receipt.reversed
                ? {
                    label: t.reverseReceipt,
                    onClick: () =>
                      onReverse({
                        kind: 'receipt',
                        id: receipt.receiptId,
                        name: receipt.receiptId,
                        amount: receipt.amount,
                      }),
                  }
                : undefined
            }
          />
        ))}
      </Panel>
      <Panel title={t.charges} count={client.chargedRubrics.length}>
        {client.chargedRubrics.map((charge) => (
          <Row
            key={charge.id}
            left={`${charge.rubricName} · ${formatDateTime(charge.createdAt)}${charge.reversed ? ` · ${t.reversed}` : ''}`}
            right={formatMZN(charge.amount)}
            struck={charge.reversed}
            action={
              onReverse && !charge.reversed
                ? {
                    label: t.reverseCharge,
                    onClick: () =>
                      onReverse({
                        kind: 'charge',
                        id: charge.id,
                        name: charge.rubricName,
                        amount: charge.amount,
                      }),
                  }
                : undefined
            }
          />
        ))}
      </Panel>
    </div>
  );
}
