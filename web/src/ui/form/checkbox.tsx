import { Description, Field, Checkbox as HeadlessCheckbox, Label } from '@headlessui/react';
import { CheckIcon, MinusIcon } from '@heroicons/react/16/solid';
import clsx from 'clsx';
import { hintClass } from './field-styles.ts';

export type CheckboxProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A second line under the label. */
  description?: string;
  indeterminate?: boolean;
  disabled?: boolean;
  /** Also submits 'on' in a native form under this name when checked. */
  name?: string;
  className?: string;
};

/** A labelled checkbox (Headless UI), Space toggles it. */
export function Checkbox({
  label,
  checked,
  onChange,
  description,
  indeterminate = false,
  disabled,
  name,
  className,
}: CheckboxProps) {
  return (
    <Field disabled={disabled} className={clsx('flex items-start gap-2.5', className)}>
      <HeadlessCheckbox
        checked={checked}
        indeterminate={indeterminate}
        onChange={onChange}
        name={name}
        className={clsx(
          'group mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border border-slate-300 bg-white',
          'data-checked:border-sky-600 data-checked:bg-sky-600 data-indeterminate:border-sky-600 data-indeterminate:bg-sky-600',
          'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-sky-500',
          'data-disabled:cursor-not-allowed data-disabled:opacity-50',
          'dark:border-slate-500 dark:bg-slate-800 dark:data-checked:border-sky-500 dark:data-checked:bg-sky-500',
          'dark:data-indeterminate:border-sky-500 dark:data-indeterminate:bg-sky-500',
        )}
      >
        <CheckIcon
          aria-hidden="true"
          className="hidden size-3.5 text-white group-data-checked:block group-data-indeterminate:hidden"
        />
        <MinusIcon aria-hidden="true" className="hidden size-3.5 text-white group-data-indeterminate:block" />
      </HeadlessCheckbox>
      <div className="text-sm leading-5">
        <Label className="font-medium text-slate-800 data-disabled:opacity-50 dark:text-slate-100">
          {label}
        </Label>
        {description && <Description className={hintClass}>{description}</Description>}
      </div>
    </Field>
  );
}
