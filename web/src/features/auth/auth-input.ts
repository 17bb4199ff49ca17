import clsx from 'clsx';

/** The sign-in frame's inputs: larger than the back office's, the focus ring in the brand colour. */
export const authInputClass = (invalid: boolean) =>
  clsx(
    'block w-full rounded-lg border bg-surface px-3.5 py-2.5 text-sm text-ink shadow-xs transition',
    'placeholder:text-ink-subtle focus:ring-4 focus:outline-none',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-500/15 dark:border-red-500/70'
      : 'border-line-strong focus:border-brand-500 focus:ring-brand-500/15',
  );
