import { messages } from '@agua/domain/messages';
import clsx from 'clsx';
import { useId } from 'react';

/** The water drop of the favicon, with the product name beside it unless `compact`. */
export function Logo({
  className,
  compact = false,
  inverted = false,
}: {
  className?: string;
  compact?: boolean;
  inverted?: boolean;
}) {
  const gradient = useId();
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9 shrink-0">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#38bdf8" />
            <stop offset="1" stopColor="#0e6e8c" />
          </linearGradient>
        </defs>
        <path
          d="M16 2.5c-.4 0-.8.2-1 .5C11.4 8 6.5 14.6 6.5 19.6a9.5 9.5 0 0 0 19 0C25.5 14.6 20.6 8 17 3c-.2-.3-.6-.5-1-.5z"
          fill={`url(#${gradient})`}
        />
        <path
          d="M11.5 20.5a4.6 4.6 0 0 0 4.2 4.4"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          opacity=".85"
        />
      </svg>
      {!compact && (
        <span className="flex flex-col leading-none">
          <span className={clsx('text-lg font-bold tracking-tight', inverted ? 'text-white' : 'text-ink')}>
            {messages.app.name}
          </span>
          <span
            className={clsx(
              'mt-1 text-[0.7rem] font-medium tracking-wide uppercase',
              inverted ? 'text-brand-100' : 'text-ink-subtle',
            )}
          >
            {messages.app.tagline}
          </span>
        </span>
      )}
    </span>
  );
}
