import { messages } from '@agua/domain/messages';
import { ArrowPathIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import type { ComponentType, SVGProps } from 'react';

interface StatCardProps {
  label: string;
  /** undefined while loading (skeleton); null when the count could not be read. */
  value: number | null | undefined;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Tailwind classes for the icon badge, one hue per card so the four read apart at a glance. */
  tone: string;
  /** e2e hook on the number itself (dashboard-cuts, dashboard-readings...). */
  testId: string;
}

const numberFormat = new Intl.NumberFormat('pt-PT');

export function StatCard({ label, value, icon: Icon, tone, testId }: StatCardProps) {
  const loading = value === undefined;
  return (
    <article
      aria-busy={loading}
      className="relative overflow-hidden rounded-2xl border border-line bg-surface p-5 shadow-sm shadow-slate-900/[0.03]"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-ink-muted">{label}</h2>
          {loading ? (
            <div className="mt-3 h-9 w-24 animate-pulse rounded-md bg-surface-muted ring-1 ring-line" />
          ) : value === null ? (
            <p className="mt-2 text-3xl font-semibold text-ink-subtle">—</p>
          ) : (
            <p
              data-testid={testId}
              className="mt-2 text-3xl font-semibold tracking-tight text-ink tabular-nums"
            >
              {numberFormat.format(value)}
            </p>
          )}
        </div>
        <span className={clsx('flex size-11 shrink-0 items-center justify-center rounded-xl', tone)}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
      </div>
      <p className="mt-4 flex items-center gap-1.5 text-xs text-ink-subtle">
        <ArrowPathIcon aria-hidden="true" className="size-3.5" />
        {messages.dashboard.updated}
      </p>
    </article>
  );
}
