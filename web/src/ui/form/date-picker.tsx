import { formatDate, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { Field, Input, Label, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { CalendarDaysIcon, XMarkIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { type KeyboardEvent, useRef } from 'react';
import { Calendar } from './calendar.tsx';
import { FieldErrorDescription } from './field-error.tsx';
import { controlClass, labelClass } from './field-styles.ts';
import { pickerButtonClass } from './picker-button.ts';

const t = messages.widgets.datePicker;

export type DatePickerProps = {
  label: string;
  /** YYYY-MM-DD, or empty. */
  value: string | null | undefined;
  /** Receives YYYY-MM-DD, or null when cleared. */
  onChange: (value: string | null) => void;
  error?: string | null;
  disabled?: boolean;
  /** Shows the required marker beside the label. */
  required?: boolean;
  /** Also submits the YYYY-MM-DD value in a native form under this name. */
  name?: string;
  className?: string;
  /** Years after this one the calendar offers too (a planned date such as a due date); none by default. */
  yearsAhead?: number;
  /** False for a field that always holds a day (Fecho de Caixa's): no × and no clearing by keyboard. */
  clearable?: boolean;
};

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A read-only field showing dd/mm/aaaa that opens a Portuguese calendar (click, Enter, Space or ↓);
 * typing cannot produce a malformed date. Backspace, Delete or × clears it.
 */
export function DatePicker({
  label,
  value,
  onChange,
  error,
  disabled,
  required,
  name,
  className,
  yearsAhead = 0,
  clearable = true,
}: DatePickerProps) {
  const openButton = useRef<HTMLButtonElement>(null);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (OPEN_KEYS.has(event.key)) {
      event.preventDefault();
      openButton.current?.click();
    } else if ((event.key === 'Backspace' || event.key === 'Delete') && value && clearable) {
      event.preventDefault();
      onChange(null);
    }
  };

  return (
    <Field disabled={disabled} className={className}>
      <Label className={labelClass}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
            *
          </span>
        )}
      </Label>
      <Popover className="relative mt-1">
        <Input
          readOnly
          value={formatDate(value)}
          placeholder={t.placeholder}
          invalid={Boolean(error)}
          aria-required={required || undefined}
          onClick={() => openButton.current?.click()}
          onKeyDown={onInputKeyDown}
          className={clsx(
            controlClass(Boolean(error)),
            clearable ? 'pr-16' : 'pr-10',
            'cursor-pointer pl-3 tabular-nums disabled:cursor-not-allowed',
          )}
        />
        <div className="absolute inset-y-0 right-0 flex items-center pr-1">
          {value && clearable && !disabled && (
            <button
              type="button"
              aria-label={t.clear}
              title={t.clear}
              onClick={() => onChange(null)}
              className={pickerButtonClass}
            >
              <XMarkIcon aria-hidden="true" className="size-4" />
            </button>
          )}
          <PopoverButton
            ref={openButton}
            disabled={disabled}
            aria-label={t.open}
            title={t.open}
            className={pickerButtonClass}
          >
            <CalendarDaysIcon aria-hidden="true" className="size-4" />
          </PopoverButton>
        </div>
        <PopoverPanel
          anchor="bottom start"
          role="dialog"
          aria-label={t.calendar}
          className="z-50 rounded-md border border-slate-200 bg-white shadow-lg [--anchor-gap:4px] dark:border-slate-700 dark:bg-slate-800"
        >
          {({ close }) => (
            <Calendar
              value={value ?? null}
              today={todayInMaputo()}
              yearsAhead={yearsAhead}
              onSelect={(iso) => {
                onChange(iso);
                close();
              }}
            />
          )}
        </PopoverPanel>
      </Popover>
      {name && <input type="hidden" name={name} value={value ?? ''} />}
      <FieldErrorDescription message={error} />
    </Field>
  );
}
