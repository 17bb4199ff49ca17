import { ExclamationCircleIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import type { ReactNode } from 'react';

/** An inline error block (role="alert" so it is read out as soon as it appears). */
export function ErrorAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={clsx(
        'flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800',
        'dark:border-red-900/60 dark:bg-red-950/60 dark:text-red-200',
        className,
      )}
    >
      <ExclamationCircleIcon
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-red-500 dark:text-red-400"
      />
      <div className="flex-1">{children}</div>
    </div>
  );
}
