import { messages } from '@agua/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Button } from '../../ui/button.tsx';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { MoneyInput } from '../../ui/form/money-input.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { decimalOnChange } from './decimal-input.ts';
import { TariffBlockEditor } from './tariff-block-editor.tsx';
import { type TariffFormValues, type TariffVersionInputValues, tariffFormSchema } from './tariff-form.ts';

const f = messages.tariffs.fields;
const p = messages.tariffs.panel;

interface TariffVersionFormProps {
  /** The values to start from: a blank version, or the one being corrected. */
  initial: TariffFormValues;
  editing: boolean;
  onSubmit: (
    input: TariffVersionInputValues,
    onRefused: (errors: readonly { field: string; message: string }[]) => void,
  ) => Promise<boolean>;
  onCancel: () => void;
}

/** A tariff version's fields and its escalões; every rule checked as typed (the domain's, tariff-form.ts). */
export function TariffVersionForm({ initial, editing, onSubmit, onCancel }: TariffVersionFormProps) {
  const form = useForm<TariffFormValues, unknown, TariffVersionInputValues>({
    resolver: zodResolver(tariffFormSchema),
    defaultValues: initial,
    mode: 'onChange',
  });
  const { register, control, formState, handleSubmit, reset, setError, watch, setValue } = form;
  useEffect(() => reset(initial), [initial, reset]);
  const errorOf = (name: keyof TariffFormValues) => {
    const error = formState.errors[name]?.message;
    return typeof error === 'string' ? error : undefined;
  };
  const decimal = (name: 'sanitationRate' | 'vatRate') => {
    const registered = register(name);
    return { ...registered, onChange: decimalOnChange(registered.onChange) };
  };
  const markRefused = (errors: readonly { field: string; message: string }[]) => {
    for (const error of errors)
      setError(error.field.replace(/\.(price|flat)$/, '.amount') as Path<TariffFormValues>, {
        message: error.message,
      });
  };

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={handleSubmit(async (input) => {
        await onSubmit(input, markRefused);
      })}
    >
      <h3 className="text-base font-semibold text-ink sm:col-span-2">
        {editing ? p.editVersion : p.newVersion}
      </h3>
      <DatePicker
        label={f.effectiveFrom}
        required
        // A new tariff is often decided in December for the 1st of January.
        yearsAhead={1}
        value={watch('effectiveFrom')}
        onChange={(value) => setValue('effectiveFrom', value ?? '', { shouldValidate: true })}
        error={errorOf('effectiveFrom')}
      />
      <MoneyInput label={f.minimumCharge} required control={control} name="minimumCharge" />
      <MoneyInput label={f.fixedCharge} required control={control} name="fixedCharge" />
      <TextField
        label={f.fixedChargeDescription}
        error={errorOf('fixedChargeDescription')}
        {...register('fixedChargeDescription')}
      />
      <TextField
        label={f.sanitationRate}
        required
        inputMode="decimal"
        error={errorOf('sanitationRate')}
        {...decimal('sanitationRate')}
      />
      <TextField
        label={f.sanitationExemptUpTo}
        inputMode="numeric"
        digitsOnly
        error={errorOf('sanitationExemptUpTo')}
        {...register('sanitationExemptUpTo')}
      />
      <TextField
        label={f.vatRate}
        required
        inputMode="decimal"
        error={errorOf('vatRate')}
        {...decimal('vatRate')}
      />
      <TextField
        label={f.vatExemptUpTo}
        inputMode="numeric"
        digitsOnly
        error={errorOf('vatExemptUpTo')}
        {...register('vatExemptUpTo')}
      />
      <TextField label={f.note} className="sm:col-span-2" error={errorOf('note')} {...register('note')} />
      <TariffBlockEditor form={form} />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" busy={formState.isSubmitting}>
          {p.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {p.cancel}
        </Button>
      </div>
    </form>
  );
}
