import clsx from 'clsx';

// One look for every form control, so a text field, a dropdown and a date picker line up in a form row.

export const labelClass = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

export const hintClass = 'text-xs text-slate-500 dark:text-slate-400';

/** The box of a control (border, surface, focus ring); `invalid` turns it red. */
export function controlClass(invalid = false, rounding = 'rounded-md'): string {
  return clsx(
    rounding,
    'block w-full min-w-0 border bg-white py-1.5 text-sm text-slate-900 shadow-xs',
    'placeholder:text-slate-400 focus:outline-2 focus:-outline-offset-1',
    'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
    'dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-500',
    'dark:disabled:bg-slate-900 dark:disabled:text-slate-400',
    invalid
      ? 'border-red-500 focus:outline-red-500 dark:border-red-400 dark:focus:outline-red-400'
      : 'border-slate-300 focus:border-sky-500 focus:outline-sky-500 dark:border-slate-600',
  );
}
