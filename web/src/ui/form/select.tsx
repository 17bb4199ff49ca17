import { messages } from '@agua/domain/messages';
import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { CheckIcon, ChevronUpDownIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { FieldErrorDescription } from './field-error.tsx';
import { controlClass, labelClass, optionClass, optionsPanelClass } from './field-styles.ts';
import type { Option } from './option.ts';

export type SelectProps<Value extends string | number> = {
  label: string;
  options: readonly Option<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  placeholder?: string;
  error?: string | null;
  disabled?: boolean;
  /** Also submits the value in a native form under this name. */
  name?: string;
  className?: string;
};

/** A styled single-choice list (Headless UI Listbox) for short, typed option lists. */
export function Select<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder = messages.widgets.select.placeholder,
  error,
  disabled,
  name,
  className,
}: SelectProps<Value>) {
  const selected = options.find((option) => option.value === value);

  return (
    <Field disabled={disabled} className={className}>
      <Label className={labelClass}>{label}</Label>
      <Listbox
        value={value}
        onChange={(next: Value | null) => next !== null && onChange(next)}
        invalid={Boolean(error)}
        name={name}
      >
        <ListboxButton
          className={clsx(
            controlClass(Boolean(error)),
            'relative mt-1 cursor-default pr-8 pl-3 text-left data-focus:outline-2 data-focus:-outline-offset-1',
          )}
        >
          <span className={clsx('block truncate', !selected && 'text-slate-400 dark:text-slate-500')}>
            {selected?.label ?? placeholder}
          </span>
          <ChevronUpDownIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          />
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className={clsx(optionsPanelClass, 'w-(--button-width)')}>
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className={optionClass}
            >
              <CheckIcon
                aria-hidden="true"
                className="invisible size-4 shrink-0 text-sky-600 group-data-focus:text-white group-data-selected:visible dark:text-sky-400"
              />
              <span className="truncate group-data-selected:font-semibold">{option.label}</span>
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      <FieldErrorDescription message={error} />
    </Field>
  );
}
