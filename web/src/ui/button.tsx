import clsx from 'clsx';
import type { ComponentPropsWithRef, ComponentType, SVGProps } from 'react';
import { Spinner } from './spinner.tsx';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /** primary: the one action a form or panel exists for; secondary: back, cancel, clear. */
  variant?: 'primary' | 'secondary';
  /** An icon before the label. */
  icon?: Icon;
  /** Shows a spinner in place of the icon and marks the button busy; the label stays, so the width does not jump. */
  busy?: boolean;
  /** Full width and a little taller: the login form's one button. */
  block?: boolean;
};

const base = clsx(
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 text-sm shadow-xs transition',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  'disabled:cursor-not-allowed disabled:opacity-50',
);

const variants = {
  primary: clsx(
    'bg-brand-700 font-semibold text-white hover:bg-brand-800',
    'dark:bg-brand-600 dark:hover:bg-brand-500',
  ),
  secondary: 'border border-line-strong bg-surface font-medium text-ink hover:bg-surface-muted',
};

/** The one button of every form and panel. `type` defaults to "button", so only a real submit submits. */
export function Button({
  variant = 'primary',
  icon: Icon,
  busy = false,
  block = false,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      aria-busy={busy || undefined}
      className={clsx(base, variants[variant], block ? 'w-full py-2.5' : 'py-2', className)}
      {...props}
    >
      {busy ? <Spinner className="size-4" /> : Icon && <Icon aria-hidden="true" className="size-4" />}
      {children}
    </button>
  );
}
