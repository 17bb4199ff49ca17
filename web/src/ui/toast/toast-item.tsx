import { messages } from '@agua/domain/messages';
import {
  CheckCircleIcon,
  ExclamationTriangleIcon,
  InformationCircleIcon,
  XCircleIcon,
  XMarkIcon,
} from '@heroicons/react/24/outline';
import clsx from 'clsx';
import type { ComponentType, SVGProps } from 'react';
import type { ToastType } from '../../lib/notifications.ts';

const STYLES: Record<ToastType, { box: string; icon: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> =
  {
    error: {
      box: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900/70 dark:bg-red-950 dark:text-red-100',
      icon: 'text-red-600 dark:text-red-400',
      Icon: XCircleIcon,
    },
    success: {
      box: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900/70 dark:bg-emerald-950 dark:text-emerald-100',
      icon: 'text-emerald-600 dark:text-emerald-400',
      Icon: CheckCircleIcon,
    },
    info: {
      box: 'border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100',
      icon: 'text-brand-600 dark:text-brand-300',
      Icon: InformationCircleIcon,
    },
    warning: {
      box: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900/70 dark:bg-amber-950 dark:text-amber-100',
      icon: 'text-amber-600 dark:text-amber-400',
      Icon: ExclamationTriangleIcon,
    },
  };

interface ToastItemProps {
  message: string;
  type: ToastType;
  action?: { label: string; run: () => void } | undefined;
  onDismiss(): void;
}

export function ToastItem({ message, type, action, onDismiss }: ToastItemProps) {
  const style = STYLES[type];
  // Errors and warnings interrupt a screen reader; successes and notes wait their turn.
  const role = type === 'error' || type === 'warning' ? 'alert' : 'status';
  return (
    <div
      role={role}
      data-type={type}
      className={clsx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg shadow-slate-900/10',
        style.box,
      )}
    >
      <style.Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', style.icon)} />
      <p className="flex-1 leading-relaxed">
        {message}
        {action && (
          <>
            {' '}
            <button
              type="button"
              onClick={() => {
                action.run();
                onDismiss();
              }}
              className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-sky-500"
            >
              {action.label}
            </button>
          </>
        )}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={messages.dialog.close}
        className="-m-1 rounded-md p-1 opacity-70 transition hover:opacity-100"
      >
        <XMarkIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
