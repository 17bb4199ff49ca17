import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN, toDecimalString } from '@agua/domain/money';
import { CheckIcon } from '@heroicons/react/20/solid';
import { Controller } from 'react-hook-form';
import { Button } from '../../ui/button.tsx';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { MoneyInput } from '../../ui/form/money-input.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useCreateAgreement } from './use-create-agreement.ts';

const t = messages.paymentAgreements;

/** Novo acordo (administrators): the plan typed, its instalments previewed, then confirmed. */
export function CreateAgreementForm(props: {
  contractId: string;
  debt: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const create = useCreateAgreement(props.contractId, props.debt, props.onDone);
  const { form, errors } = create;
  return (
    <form
      className="space-y-4 rounded-xl border border-line bg-surface-muted/40 p-4"
      aria-label={t.createTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void create.submit();
      }}
    >
      <h3 className="text-sm font-semibold text-ink">{t.createTitle}</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t.fields.instalmentCount}
          inputMode="numeric"
          {...form.register('count')}
          error={errors.count}
        />
        <MoneyInput control={form.control} name="downPayment" label={t.fields.downPayment} />
        <Controller
          control={form.control}
          name="firstDueDate"
          render={({ field }) => (
            <DatePicker
              label={t.fields.firstDueDate}
              yearsAhead={1}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.firstDueDate}
            />
          )}
        />
      </div>
      {(errors.downPayment || errors.debt) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.downPayment ?? errors.debt}
        </p>
      )}
      <div>
        <h4 className="text-xs font-semibold text-ink-muted uppercase">{t.preview}</h4>
        {create.instalments.length === 0 ? (
          <p className="mt-1 text-sm text-ink-muted">{t.previewEmpty}</p>
        ) : (
          <ol className="mt-1 grid gap-x-6 text-sm sm:grid-cols-2" aria-label={t.preview}>
            {create.instalments.map((one) => (
              <li key={one.number} className="flex justify-between gap-4 border-b border-line py-1 text-ink">
                <span>
                  <span className="block">
                    {one.number === 0 ? t.downPaymentLabel : t.instalmentLabel(one.number, create.count)}
                  </span>
                  <span className="block text-xs text-ink-muted tabular-nums">{formatDate(one.dueDate)}</span>
                </span>
                <span className="tabular-nums">{formatMZN(toDecimalString(one.amount))}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          icon={CheckIcon}
          disabled={create.instalments.length === 0}
          busy={create.creating}
        >
          {t.confirmCreate}
        </Button>
        <Button type="button" variant="secondary" onClick={props.onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
