import { digitsOnly as stripNonDigits } from '@agua/domain/contracts/common';
import clsx from 'clsx';
import { type ComponentPropsWithRef, useId } from 'react';
import { FieldError } from './field-error.tsx';
import { controlClass, hintClass, labelClass } from './field-styles.ts';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'prefix'> & {
  label: string;
  /** Validation message; marks the input invalid and is read with it. */
  error?: string | null;
  /** Help text under the input. */
  hint?: string;
  /** Fixed text before the value, e.g. '+258'. */
  prefix?: string;
  /** Strips every non-digit as the user types or pastes (NUIT, phone numbers). */
  digitsOnly?: boolean;
};

/**
 * A labelled text input. Spread react-hook-form's `register('field')` into it: the ref (a plain prop in
 * React 19), name, onChange and onBlur all reach the <input>.
 */
export function TextField({
  label,
  error,
  hint,
  prefix,
  digitsOnly = false,
  id,
  className,
  onChange,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const prefixId = `${inputId}-prefix`;
  const describedBy =
    clsx(prefix && prefixId, error && errorId, hint && hintId, inputProps['aria-describedby']) || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
        {inputProps.required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
            *
          </span>
        )}
      </label>
      <div className="mt-1 flex">
        {prefix && (
          <span
            id={prefixId}
            className="inline-flex shrink-0 items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-400"
          >
            {prefix}
          </span>
        )}
        <input
          type="text"
          inputMode={digitsOnly ? 'numeric' : undefined}
          {...inputProps}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            if (digitsOnly) {
              const clean = stripNonDigits(event.target.value);
              if (clean !== event.target.value) event.target.value = clean;
            }
            onChange?.(event);
          }}
          className={clsx(controlClass(Boolean(error), prefix ? 'rounded-r-md' : 'rounded-md'), 'px-3')}
        />
      </div>
      {hint && !error && (
        <p id={hintId} className={clsx(hintClass, 'mt-1')}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
