import { messages } from '@agua/domain/messages';
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { CheckIcon, ChevronUpDownIcon, XMarkIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useState } from 'react';
import { useDebouncedCallback } from '../table/use-debounced-callback.ts';
import { FieldErrorDescription } from './field-error.tsx';
import { controlClass, hintClass, labelClass } from './field-styles.ts';
import type { Option } from './option.ts';

const t = messages.widgets.combobox;

/** Typing pauses this long before the server is asked, so a name costs one search, not one per key. */
export const COMBOBOX_DEBOUNCE_MS = 300;

export interface ServerComboboxProps<Value extends string | number> {
  label: string;
  /** The chosen option, or null. */
  value: Option<Value> | null;
  onChange: (option: Option<Value> | null) => void;
  /** The options the server answered for the last search. */
  options: readonly Option<Value>[];
  /** Called with the typed text once typing pauses; the caller asks the server and passes the answer as options. */
  onSearch: (text: string) => void;
  /** The server has not answered the last search yet. */
  searching?: boolean;
  hint?: string;
  error?: string | null;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * An autocomplete whose options come from the server (tens of thousands of clients never reach the browser):
 * Headless UI's Combobox, so arrow keys, Enter, Escape and the ARIA combobox roles work; the typed text is
 * debounced into `onSearch`; a clear button empties the choice.
 */
export function ServerCombobox<Value extends string | number>({
  label,
  value,
  onChange,
  options,
  onSearch,
  searching = false,
  hint,
  error,
  placeholder,
  disabled,
  className,
}: ServerComboboxProps<Value>) {
  const [text, setText] = useState('');
  const search = useDebouncedCallback(onSearch, COMBOBOX_DEBOUNCE_MS);

  return (
    <Field className={className} disabled={disabled}>
      <Label className={labelClass}>{label}</Label>
      <Combobox
        value={value}
        by={(a, b) => a?.value === b?.value}
        onChange={(option) => onChange(option ?? null)}
        onClose={() => setText('')}
        immediate
      >
        <div className="relative mt-1">
          <ComboboxInput<Option<Value> | null>
            className={clsx(controlClass(Boolean(error)), 'pr-16 pl-3')}
            displayValue={(option) => option?.label ?? ''}
            placeholder={placeholder}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setText(event.target.value);
              search(event.target.value);
            }}
          />
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">
            {value && !disabled && (
              <button
                type="button"
                aria-label={t.clear}
                title={t.clear}
                onClick={() => onChange(null)}
                className="rounded p-1 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-slate-400 dark:hover:text-slate-100"
              >
                <XMarkIcon aria-hidden="true" className="size-4" />
              </button>
            )}
            <ComboboxButton
              aria-label={t.open}
              className="rounded p-1 text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
            >
              <ChevronUpDownIcon aria-hidden="true" className="size-4" />
            </ComboboxButton>
          </div>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className={clsx(
            'z-50 w-(--input-width) max-h-72 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] empty:invisible',
            'dark:border-slate-700 dark:bg-slate-800',
          )}
        >
          {options.map((option) => (
            <ComboboxOption
              key={option.value}
              value={option}
              disabled={option.disabled}
              className="group flex cursor-default items-center gap-2 px-3 py-1.5 text-slate-900 select-none data-disabled:opacity-50 data-focus:bg-sky-100 dark:text-slate-100 dark:data-focus:bg-sky-900/60"
            >
              <CheckIcon
                aria-hidden="true"
                className="invisible size-4 shrink-0 group-data-selected:visible"
              />
              <span className="truncate">{option.label}</span>
            </ComboboxOption>
          ))}
          {options.length === 0 && text.trim() !== '' && (
            <div role="status" className="px-3 py-1.5 text-slate-500 dark:text-slate-400">
              {searching ? t.searching : t.noResults}
            </div>
          )}
        </ComboboxOptions>
      </Combobox>
      {hint && !error && <Description className={clsx(hintClass, 'mt-1')}>{hint}</Description>}
      <FieldErrorDescription message={error} />
    </Field>
  );
}
