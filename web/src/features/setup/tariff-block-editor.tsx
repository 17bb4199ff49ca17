import { messages } from '@agua/domain/messages';
import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '../../ui/button.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { MoneyInput } from '../../ui/form/money-input.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { EMPTY_BLOCK, type TariffFormValues, type TariffVersionInputValues } from './tariff-form.ts';

const p = messages.tariffs.panel;
const f = messages.tariffs.fields;
const MAX_BLOCKS = 12;

/** The escalões, one row each: bound (blank on the open last), price per m³ or flat amount; checked as typed. */
export function TariffBlockEditor({
  form,
}: {
  form: UseFormReturn<TariffFormValues, unknown, TariffVersionInputValues>;
}) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'blocks' });
  // The amount's error is the money input's own (useController); the bound's is passed to its text field.
  const errorOf = (index: number, name: 'upTo') => {
    const error = formState.errors.blocks?.[index]?.[name]?.message;
    return typeof error === 'string' ? error : undefined;
  };
  const listError = formState.errors.blocks?.message ?? formState.errors.blocks?.root?.message;

  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-semibold text-ink">{f.blocks}</legend>
      <p className="text-xs text-ink-muted">{p.openHint}</p>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid grid-cols-2 items-start gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
        >
          <TextField
            label={f.upTo(index + 1)}
            inputMode="numeric"
            digitsOnly
            placeholder={p.open}
            error={errorOf(index, 'upTo')}
            {...register(`blocks.${index}.upTo`)}
          />
          <Dropdown
            label={p.blockKind}
            options={[
              { value: 'price', label: p.perCubicMetre },
              { value: 'flat', label: p.flatAmount },
            ]}
            {...register(`blocks.${index}.kind`)}
          />
          <MoneyInput
            label={form.watch(`blocks.${index}.kind`) === 'flat' ? f.flat(index + 1) : f.price(index + 1)}
            control={control}
            name={`blocks.${index}.amount`}
          />
          <Button
            variant="secondary"
            icon={TrashIcon}
            className="self-end"
            disabled={fields.length === 1}
            onClick={() => remove(index)}
            aria-label={`${p.removeBlock} ${index + 1}`}
          >
            <span className="sm:sr-only">{p.removeBlock}</span>
          </Button>
        </div>
      ))}
      {typeof listError === 'string' ? (
        <p className="text-xs text-red-600 dark:text-red-400">{listError}</p>
      ) : null}
      <Button
        variant="secondary"
        icon={PlusIcon}
        disabled={fields.length >= MAX_BLOCKS}
        onClick={() => append({ ...EMPTY_BLOCK })}
      >
        {p.addBlock}
      </Button>
    </fieldset>
  );
}
