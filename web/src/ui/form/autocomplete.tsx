import { messages } from '@agua/domain/messages';
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react';
import { CheckIcon, ChevronUpDownIcon, XMarkIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useMemo, useRef, useState } from 'react';
import { FieldErrorDescription } from './field-error.tsx';
import { controlClass, labelClass, optionClass, optionsPanelClass } from './field-styles.ts';
import { createOptionFilter, OPTION_LIMIT } from './filter-options.ts';
import type { Option } from './option.ts';

const t = messages.widgets.autocomplete;

export type AutocompleteProps<Value extends string | number> = {
  label: string;
  options: readonly Option<Value>[];
  value: Value | null;
  onChange: (value: Value | null) => void;
  placeholder?: string;
  error?: string | null;
  disabled?: boolean;
  /** Most options rendered at once; typing narrows the rest. */
  limit?: number;
  className?: string;
};

/**
 * Type to filter (case-insensitive, anywhere in the label), arrows and Enter to choose, × to clear.
 * Only the first `limit` matches are rendered, so a list of thousands stays fast.
 */
export function Autocomplete<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder = t.placeholder,
  error,
  disabled,
  limit = OPTION_LIMIT,
  className,
}: AutocompleteProps<Value>) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const filter = useMemo(() => createOptionFilter(options), [options]);
  const { matches, total } = useMemo(() => filter(query, limit), [filter, query, limit]);
  const selected = useMemo(() => options.find((option) => option.value === value) ?? null, [options, value]);

  const clear = () => {
    setQuery('');
    if (input.current) input.current.value = '';
    onChange(null);
    input.current?.focus();
  };

  return (
    <Field disabled={disabled} className={className}>
      <Label className={labelClass}>{label}</Label>
      <Combobox
        value={selected}
        by="value"
        onChange={(option: Option<Value> | null) => {
          setQuery('');
          onChange(option?.value ?? null);
        }}
        onClose={() => setQuery('')}
        invalid={Boolean(error)}
      >
        <div className="relative mt-1">
          <ComboboxInput
            ref={input}
            placeholder={placeholder}
            autoComplete="off"
            displayValue={(option: Option<Value> | null) => option?.label ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            className={clsx(controlClass(Boolean(error)), 'pr-14 pl-3')}
          />
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">
            {(selected || query) && !disabled && (
              <button
                type="button"
                aria-label={t.clear}
                title={t.clear}
                onClick={clear}
                className="rounded p-0.5 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-slate-500 dark:hover:text-slate-200"
              >
                <XMarkIcon aria-hidden="true" className="size-4" />
              </button>
            )}
            <ComboboxButton
              aria-label={t.showOptions}
              className="rounded p-0.5 text-slate-500 hover:text-slate-700 data-focus:outline-2 data-focus:outline-sky-500 dark:text-slate-400 dark:hover:text-slate-200"
            >
              <ChevronUpDownIcon aria-hidden="true" className="size-4" />
            </ComboboxButton>
          </div>
        </div>
        <ComboboxOptions anchor="bottom start" className={clsx(optionsPanelClass, 'w-(--input-width)')}>
          {matches.map((option) => (
            <ComboboxOption
              key={option.value}
              value={option}
              disabled={option.disabled}
              className={optionClass}
            >
              <CheckIcon
                aria-hidden="true"
                className="invisible size-4 shrink-0 text-sky-600 group-data-focus:text-white group-data-selected:visible dark:text-sky-400"
              />
              <span className="truncate group-data-selected:font-semibold">{option.label}</span>
            </ComboboxOption>
          ))}
          {total === 0 && (
            <div role="status" className="px-2 py-1.5 text-slate-500 dark:text-slate-400">
              {t.noResults}
            </div>
          )}
          {total > matches.length && (
            <div
              role="status"
              className="border-t border-slate-100 px-2 py-1.5 text-xs text-slate-500 dark:border-slate-700 dark:text-slate-400"
            >
              {t.truncated(matches.length, total)}
            </div>
          )}
        </ComboboxOptions>
      </Combobox>
      <FieldErrorDescription message={error} />
    </Field>
  );
}
