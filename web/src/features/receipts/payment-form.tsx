import { messages } from '@agua/domain/messages';
import { formatMZN, toDecimalString } from '@agua/domain/money';
import { BanknotesIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { Button } from '../../ui/button.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { MoneyInput } from '../../ui/form/money-input.tsx';
import { ChangeChoice } from './change-choice.tsx';
import type { InvoicePayment } from './use-invoice-payment.ts';

const t = messages.receipts.payment;
const c = messages.receipts.counter;
const tr = messages.receipts;

/**
 * How the chosen invoices are paid: the method (the user's last), the amount received with 'Valor = total', the
 * change for cash, what the amount will do said before Pagar (a refusal keeps Pagar off), the totals and 'Pagar' —
 * secondary under M-Pesa, where the request's button is the one to press.
 */
export function PaymentForm({ payment }: { payment: InvoicePayment }) {
  const { outstanding, sums } = payment;
  const mpesa = payment.chosenMethod === 'MPESA';
  return (
    <form
      className="flex flex-wrap items-start gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void payment.submit();
      }}
    >
      <Dropdown
        label={t.method}
        value={payment.chosenMethod}
        placeholder={null}
        options={payment.methods.map((m) => ({ value: m.value, label: m.label }))}
        onChange={(event) => payment.setMethod(event.target.value)}
        className="w-full sm:w-56"
      />
      {payment.asksAmount && (
        <div className="w-full space-y-1 sm:w-72">
          <div className="flex items-end gap-2">
            <MoneyInput
              control={payment.form.control}
              name="amount"
              label={payment.cash ? c.tendered : c.received}
              className="grow"
            />
            <Button variant="secondary" className="h-9 shrink-0 px-2" onClick={payment.fillTotal}>
              {c.valueIsTotal}
            </Button>
          </div>
          {sums.notice && (
            <p
              role={sums.notice.refusal ? 'alert' : 'status'}
              data-testid="payment-notice"
              className={clsx(
                'text-xs',
                sums.notice.refusal ? 'text-red-600 dark:text-red-400' : 'text-ink-muted',
              )}
            >
              {sums.notice.text}
            </p>
          )}
          {payment.cash && sums.change > 0 && (
            <ChangeChoice
              change={sums.change}
              keepAsCredit={payment.keepChangeAsCredit}
              onChange={payment.setKeepChangeAsCredit}
            />
          )}
        </div>
      )}
      <dl className="grid grow grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm sm:max-w-xs">
        <dt className="text-ink-muted">{t.selectedTotal}</dt>
        <dd className="text-right font-medium text-ink tabular-nums">
          {formatMZN(toDecimalString(payment.invoicesTotal))}
        </dd>
        <dt className="text-ink-muted">{outstanding.kind === 'totalToPay' ? tr.totalToPay : tr.remaining}</dt>
        <dd className="text-right text-base font-semibold text-ink tabular-nums" data-testid="outstanding">
          {formatMZN(toDecimalString(Math.max(outstanding.amount, 0)))}
        </dd>
      </dl>
      {payment.canSubmit && (
        <Button
          type="submit"
          variant={mpesa ? 'secondary' : 'primary'}
          icon={BanknotesIcon}
          busy={payment.submitting}
          disabled={payment.submitting}
          className="h-9 self-end"
        >
          {mpesa ? c.mpesaRecorded : t.submit}
        </Button>
      )}
    </form>
  );
}
