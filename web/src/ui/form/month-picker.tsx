import { currentPeriod, formatMonth } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { Field, Input, Label, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { CalendarIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { type KeyboardEvent, useRef } from 'react';
import { parseYearMonth, yearMonthText } from './calendar-month.ts';
import { FieldErrorDescription } from './field-error.tsx';
import { controlClass, labelClass } from './field-styles.ts';
import { MonthGrid } from './month-grid.tsx';
import { pickerButtonClass } from './picker-button.ts';

const t = messages.widgets.monthPicker;

export type MonthPickerProps = {
  label: string;
  /** YYYY-MM. */
  value: string;
  /** Receives YYYY-MM. */
  onChange: (value: string) => void;
  error?: string | null;
  /** Red without a message of its own (a message shared by several fields is shown once, by their form). */
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
};

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A read-only field showing the month as pt-PT writes it ("Mai 2026") that opens the year's twelve months (click,
 * Enter, Space or ↓; Esc closes). The browser's own month input would speak the browser's language.
 */
export function MonthPicker({
  label,
  value,
  onChange,
  error,
  invalid = false,
  disabled,
  className,
}: MonthPickerProps) {
  const red = invalid || Boolean(error);
  const openButton = useRef<HTMLButtonElement>(null);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    openButton.current?.click();
  };

  return (
    <Field disabled={disabled} className={className}>
      <Label className={labelClass}>{label}</Label>
      <Popover className="relative mt-1">
        <Input
          readOnly
          value={formatMonth(value)}
          placeholder={t.placeholder}
          invalid={red}
          onClick={() => openButton.current?.click()}
          onKeyDown={onInputKeyDown}
          className={clsx(controlClass(red), 'cursor-pointer pr-10 pl-3 disabled:cursor-not-allowed')}
        />
        <div className="absolute inset-y-0 right-0 flex items-center pr-1">
          <PopoverButton
            ref={openButton}
            disabled={disabled}
            aria-label={t.open}
            title={t.open}
            className={pickerButtonClass}
          >
            <CalendarIcon aria-hidden="true" className="size-4" />
          </PopoverButton>
        </div>
        {/* Anchored to the calendar button at the field's right end: the months open under the field, not beside it. */}
        <PopoverPanel
          anchor="bottom end"
          role="dialog"
          aria-label={t.months}
          className="z-50 rounded-md border border-slate-200 bg-white shadow-lg [--anchor-gap:4px] dark:border-slate-700 dark:bg-slate-800"
        >
          {({ close }) => (
            <MonthGrid
              value={parseYearMonth(value)}
              current={currentPeriod()}
              onSelect={(month) => {
                onChange(yearMonthText(month));
                close();
              }}
            />
          )}
        </PopoverPanel>
      </Popover>
      <FieldErrorDescription message={error} />
    </Field>
  );
}
