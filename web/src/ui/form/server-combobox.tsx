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
import { ChevronUpDownIcon, XMarkIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useDebouncedCallback } from '../table/use-debounced-callback.ts';
import { SEARCH_DEBOUNCE_MS } from '../table/use-server-table.ts';
import { FieldErrorDescription } from './field-error.tsx';
import { controlClass, labelClass } from './field-styles.ts';
import type { Option } from './option.ts';

const t = messages.operationsScreens.combobox;

export type ServerComboboxProps = {
  label: string;
  /** The chosen option, or null. */
  value: Option<string> | null;
  onChange: (value: Option<string> | null) => void;
  /** The options the server answered for the last search. */
  options: readonly Option<string>[];
  /** Called with the typed text once typing pauses; the owner asks the server and passes the answer as options. */
  onSearch: (query: string) => void;
  loading?: boolean;
  placeholder?: string;
  error?: string | null;
  disabled?: boolean;
  className?: string;
};

/**
 * An autocomplete whose options come from the server (tens of thousands of clients never reach the browser):
 * typing asks again after a pause, arrows and Enter choose, × clears. Built on Headless UI's Combobox, so focus,
 * the listbox and aria-activedescendant follow the ARIA combobox pattern.
 */
export function ServerCombobox({
  label,
  value,
  onChange,
  options,
  onSearch,
  loading = false,
  placeholder = t.placeholder,
  error,
  disabled,
  className,
}: ServerComboboxProps) {
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);

  return (
    <Field disabled={disabled} className={className}>
      <Label className={labelClass}>{label}</Label>
      <Combobox
        value={value}
        onChange={onChange}
        by={(a, b) => a?.value === b?.value}
        onClose={() => search('')}
        immediate
      >
        <div className="relative mt-1">
          <ComboboxInput
            displayValue={(option: Option<string> | null) => option?.label ?? ''}
            onChange={(event) => search(event.target.value)}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            className={clsx(controlClass(Boolean(error)), 'pr-14 pl-3')}
          />
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">
            {value && !disabled && (
              <button
                type="button"
                aria-label={t.clear}
                title={t.clear}
                onClick={() => onChange(null)}
                className="rounded p-0.5 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-slate-500 dark:hover:text-slate-200"
              >
                <XMarkIcon aria-hidden="true" className="size-4" />
              </button>
            )}
            <ComboboxButton
              aria-label={t.open}
              title={t.open}
              className="rounded p-0.5 text-slate-500 data-focus:outline-2 data-focus:outline-sky-500 dark:text-slate-400"
            >
              <ChevronUpDownIcon aria-hidden="true" className="size-4" />
            </ComboboxButton>
          </div>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 max-h-64 w-(--input-width) overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] empty:invisible dark:border-slate-700 dark:bg-slate-800"
        >
          {options.length === 0 ? (
            <div className="px-3 py-2 text-slate-500 dark:text-slate-400">
              {loading ? t.searching : t.noResults}
            </div>
          ) : (
            options.map((option) => (
              <ComboboxOption
                key={option.value}
                value={option}
                className="cursor-pointer px-3 py-1.5 text-slate-800 select-none data-focus:bg-sky-100 data-selected:font-semibold dark:text-slate-100 dark:data-focus:bg-sky-900/60"
              >
                {option.label}
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      <FieldErrorDescription message={error} />
    </Field>
  );
}
