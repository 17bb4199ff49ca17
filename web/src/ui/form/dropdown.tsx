import { messages } from '@agua/domain/messages';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { type ComponentPropsWithRef, useId } from 'react';
import { FieldError } from './field-error.tsx';
import { controlClass, labelClass } from './field-styles.ts';
import type { Option } from './option.ts';

export type DropdownProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> & {
  label: string;
  options: readonly Option<string | number>[];
  /** The empty first choice; defaults to 'Seleccione ...'. Pass null to offer none. */
  placeholder?: string | null;
  error?: string | null;
};

/**
 * A native <select> in the house style: cheap, fully keyboard and mobile friendly, and it takes
 * react-hook-form's `register('field')` directly. Values come back as strings, as from any <select>.
 */
export function Dropdown({
  label,
  options,
  placeholder = messages.widgets.select.placeholder,
  error,
  id,
  className,
  ...selectProps
}: DropdownProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;

  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClass}>
        {label}
        {selectProps.required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
            *
          </span>
        )}
      </label>
      <div className="relative mt-1">
        <select
          {...selectProps}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(error && errorId, selectProps['aria-describedby']) || undefined}
          className={clsx(controlClass(Boolean(error)), 'appearance-none pr-8 pl-3')}
        >
          {placeholder !== null && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
