import type { ReactNode } from 'react';
import { Logo } from '../../ui/logo.tsx';

/** The card of the sign-in frame that a step's page (its own password, the second factor) is laid out in. */
export function StepFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div>
      <Logo className="mb-8 lg:hidden" />
      <div className="rounded-2xl border border-line bg-surface p-8 shadow-xl shadow-slate-900/5 dark:shadow-black/30">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
        <p className="mt-1.5 text-sm text-ink-muted">{intro}</p>
        <div className="mt-7">{children}</div>
      </div>
    </div>
  );
}
