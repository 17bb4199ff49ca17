import { messages } from '@agua/domain/messages';
import { useState } from 'react';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { decimalCommaOnChange } from './decimal-input.ts';
import { type ThresholdsFormValues, useReadingThresholds } from './use-reading-thresholds.ts';

const t = messages.fieldReadings.thresholds;
const f = t.fields;

type Field = keyof ThresholdsFormValues;
/** The rules in the order they are read: the estimate's minimum, then high, very high and low, each a pair. */
const GROUPS: { title: string; fields: { name: Field; decimal: boolean }[] }[] = [
  { title: t.groups.estimate, fields: [{ name: 'minimumCubicMeters', decimal: false }] },
  {
    title: t.groups.high,
    fields: [
      { name: 'highFactor', decimal: true },
      { name: 'highMinimum', decimal: false },
    ],
  },
  {
    title: t.groups.veryHigh,
    fields: [
      { name: 'veryHighFactor', decimal: true },
      { name: 'veryHighMinimum', decimal: false },
    ],
  },
  {
    title: t.groups.low,
    fields: [
      { name: 'lowFactor', decimal: true },
      { name: 'lowAverageAbove', decimal: false },
    ],
  },
];

interface ReadingThresholdsPanelProps {
  contractTypes: readonly { contractTypeId: string; designation: string }[];
}

/**
 * Parametrização → Contracto → Limites de consumo: a contract type's minimum m³ for estimates without history and the
 * thresholds of the consumption checks (docs/domain.md "Readings from the field"); factors take the decimal comma.
 */
export function ReadingThresholdsPanel({ contractTypes }: ReadingThresholdsPanelProps) {
  const [chosen, setChosen] = useState('');
  const contractTypeId = chosen || contractTypes[0]?.contractTypeId || '';
  const { form, loading, failed, submit } = useReadingThresholds(contractTypeId);
  const { register, formState } = form;
  const designation = contractTypes.find((type) => type.contractTypeId === contractTypeId)?.designation ?? '';
  const input = (name: Field, decimal: boolean) => {
    const registered = register(name);
    const error = formState.errors[name]?.message;
    return decimal ? (
      <TextField
        key={name}
        label={f[name]}
        required
        inputMode="decimal"
        maxLength={7}
        error={error}
        {...registered}
        onChange={decimalCommaOnChange(registered.onChange)}
      />
    ) : (
      <TextField key={name} label={f[name]} required digitsOnly maxLength={6} error={error} {...registered} />
    );
  };

  return (
    <section aria-label={t.title} className="mt-8 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-2xl">
          <h2 className="text-lg font-semibold text-ink">{t.title}</h2>
          <p className="text-sm text-ink-muted">{t.subtitle(designation)}</p>
        </div>
        <Dropdown
          label={t.chooseType}
          className="w-full sm:w-72"
          value={contractTypeId}
          onChange={(event) => setChosen(event.target.value)}
          options={contractTypes.map((type) => ({ value: type.contractTypeId, label: type.designation }))}
        />
      </div>
      {failed && <ErrorAlert>{t.loadFailed}</ErrorAlert>}
      {loading ? (
        <Spinner className="size-6" />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {GROUPS.map((group) => (
              <fieldset key={group.title} className="rounded-xl border border-line bg-surface p-4">
                {/* Floated, the legend sits inside the card like a heading instead of on its border. */}
                <legend className="float-left mb-3 w-full text-sm font-semibold text-ink">
                  {group.title}
                </legend>
                <div className="clear-both space-y-3">
                  {group.fields.map((field) => input(field.name, field.decimal))}
                </div>
              </fieldset>
            ))}
          </div>
          {formState.errors.root?.message && <ErrorAlert>{formState.errors.root.message}</ErrorAlert>}
          <div className="flex justify-end">
            <Button type="submit" disabled={contractTypeId === '' || formState.isSubmitting}>
              {t.save}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
