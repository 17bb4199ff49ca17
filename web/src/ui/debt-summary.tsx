import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import clsx from 'clsx';

const t = messages.clientStatement.debt;

/** Total em dívida's parts, as every screen that shows a client's money selects them (`debt { … }` on Client). */
export interface DebtBreakdown {
  invoiceCount: number;
  invoicesAmount: string;
  fines: string;
  otherCharges: string;
  credit: string;
  total: string;
}

/**
 * Total em dívida with its breakdown (docs/domain.md "Total em dívida"): the unpaid invoices, their fines as of
 * today, other charges and the credit, so "Dívida" never again means the balance alone. `compact` is one line.
 */
export function DebtSummary({
  debt,
  compact = false,
  className,
}: {
  debt: DebtBreakdown;
  compact?: boolean;
  className?: string;
}) {
  const parts: [string, string][] = [
    [t.invoices(debt.invoiceCount), debt.invoicesAmount],
    [t.fines, debt.fines],
    [t.otherCharges, debt.otherCharges],
    [t.credit, `-${debt.credit}`],
  ];
  const shown = parts.filter(([, value]) => Number(value) !== 0);
  if (compact) {
    return (
      <span
        className={clsx('tabular-nums', className)}
        title={shown.map(([l, v]) => `${l}: ${formatMZN(v)}`).join('\n')}
      >
        {Number(debt.total) > 0 ? formatMZN(debt.total) : t.none}
      </span>
    );
  }
  return (
    <section
      aria-label={t.title}
      data-testid="debt-summary"
      className={clsx('rounded-xl border border-line bg-surface-muted px-4 py-2 text-sm', className)}
    >
      <p className="flex items-baseline justify-between gap-4">
        <span className="text-ink-muted">{t.title}</span>
        <span className="text-lg font-semibold text-ink tabular-nums" data-testid="debt-total">
          {formatMZN(debt.total)}
        </span>
      </p>
      {shown.length > 0 && (
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 text-xs text-ink-muted">
          {shown.map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-right tabular-nums">{formatMZN(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
