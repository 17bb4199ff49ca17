import { PAYMENT_METHOD_OPTIONS } from '@agua/domain/contracts/receipt';
import { formatDate, formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import clsx from 'clsx';
import { Button } from '../../ui/button.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import type { Agreement } from './agreements-query.ts';
import { type AgreementActions, instalmentName } from './use-agreement-actions.ts';

const t = messages.paymentAgreements;

const tone: Record<string, string> = {
  ACTIVE: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  IN_ARREARS: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  COMPLETED: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  CANCELED: 'bg-slate-200 text-slate-700 dark:bg-slate-500/20 dark:text-slate-300',
  PAID: 'text-emerald-700 dark:text-emerald-300',
  DUE: 'text-ink-muted',
  MISSED: 'font-semibold text-red-700 dark:text-red-400',
};

/** One agreement: its state, what is paid and owed, and its instalments; the next unpaid one can be paid. */
export function AgreementCard(props: { agreement: Agreement; actions: AgreementActions; admin: boolean }) {
  const { agreement, actions } = props;
  const running = agreement.status === 'ACTIVE' || agreement.status === 'IN_ARREARS';
  const next = running ? agreement.instalments.find((one) => one.state !== 'PAID') : undefined;
  return (
    <article
      className="space-y-3 rounded-xl border border-line p-4"
      aria-label={`${t.title} ${agreement.id}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-sm font-semibold text-ink">
            {t.summary(
              Number(agreement.id),
              agreement.instalmentCount,
              formatDate(agreement.createdAt.slice(0, 10)),
            )}
          </p>
          <p className="text-sm text-ink-muted">
            {t.paidSoFar(formatMZN(agreement.paidAmount), formatMZN(agreement.remainingAmount))}
          </p>
        </div>
        <span
          data-testid="agreement-status"
          className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone[agreement.status])}
        >
          {t.statuses[agreement.status] ?? agreement.status}
        </span>
      </header>
      {agreement.canceledAt && (
        <p className="text-sm text-ink-muted">
          {t.canceledBy(formatDateTime(agreement.canceledAt), agreement.cancelReason ?? '')}
        </p>
      )}
      <table className="w-full text-sm" aria-label={t.columns.number}>
        <thead className="text-left text-xs text-ink-muted uppercase">
          <tr>
            <th className="py-1 font-medium">{t.columns.number}</th>
            <th className="py-1 text-right font-medium">{t.columns.amount}</th>
            <th className="py-1 pl-4 font-medium">{t.columns.state}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line text-ink">
          {agreement.instalments.map((one) => (
            <tr key={one.number}>
              <td className="py-1.5">
                <span className="block">{instalmentName(one.number, agreement.instalmentCount)}</span>
                <span className="block text-xs text-ink-muted tabular-nums">{formatDate(one.dueDate)}</span>
              </td>
              <td className="py-1.5 text-right align-top tabular-nums">{formatMZN(one.amount)}</td>
              <td className={clsx('py-1.5 pl-4 align-top', tone[one.state])}>
                <span className="block">{t.instalmentStates[one.state]}</span>
                {one.receiptId && (
                  <span className="block text-xs text-ink-muted">{`${t.columns.receipt} ${one.receiptId}`}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {next && (
        <div className="flex flex-wrap items-end gap-3">
          <Dropdown
            label={t.paymentMethod}
            options={PAYMENT_METHOD_OPTIONS}
            placeholder={null}
            value={actions.method}
            onChange={(event) => actions.setMethod(event.target.value)}
            className="w-56"
          />
          <Button type="button" onClick={() => actions.askPay(agreement, next.number)}>
            {`${t.pay} · ${instalmentName(next.number, agreement.instalmentCount)}`}
          </Button>
        </div>
      )}
      {running && props.admin && (
        <Button type="button" variant="secondary" onClick={() => actions.askCancel(agreement)}>
          {t.cancelAgreement}
        </Button>
      )}
    </article>
  );
}
