import clsx from 'clsx';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit when a nearby text already says what is loading. */
  label?: string;
}

/** A ring that inherits the text colour, sized by the caller (size-4 in buttons, size-8 in panels). */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      className={clsx('animate-spin', className ?? 'size-5')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
