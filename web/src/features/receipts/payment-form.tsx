import { messages } from '@agua/domain/messages';
import { formatMZN, toDecimalString } from '@agua/domain/money';
import { BanknotesIcon } from '@heroicons/react/20/solid';
import { Button } from '../../ui/button.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { MoneyInput } from '../../ui/form/money-input.tsx';
import type { InvoicePayment } from './use-invoice-payment.ts';

const t = messages.receipts.payment;
const tr = messages.receipts;

/** How the chosen invoices are paid: the method, the amount when one is asked, the totals and 'Pagar'. */
export function PaymentForm({ payment }: { payment: InvoicePayment }) {
  const { outstanding } = payment;
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
        <MoneyInput
          control={payment.form.control}
          name="amount"
          label={t.amount}
          className="w-full sm:w-48"
        />
      )}
      <dl className="grid grow grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm sm:max-w-xs">
        <dt className="text-ink-muted">{t.selectedTotal}</dt>
        <dd className="text-right font-medium text-ink tabular-nums">
          {formatMZN(toDecimalString(payment.invoicesTotal))}
        </dd>
        <dt className="text-ink-muted">{outstanding.kind === 'totalToPay' ? tr.totalToPay : tr.remaining}</dt>
        <dd className="text-right text-base font-semibold text-ink tabular-nums" data-testid="outstanding">
          {formatMZN(toDecimalString(outstanding.amount))}
        </dd>
      </dl>
      {payment.canSubmit && (
        <Button
          type="submit"
          icon={BanknotesIcon}
          busy={payment.submitting}
          disabled={payment.submitting}
          className="h-9 self-end"
        >
          {t.submit}
        </Button>
      )}
    </form>
  );
}
