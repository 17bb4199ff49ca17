import type { ReactNode } from 'react';

/** One block of a home: a title and what it holds, on the dashboard's card surface. */
export function HomePanel({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="min-w-0 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <h2 className="mb-3 text-sm font-medium text-ink-muted">{title}</h2>
      {children}
    </section>
  );
}

/** A home's headline number. */
export function HomeFigure({ value, testId }: { value: string; testId: string }) {
  return (
    <p data-testid={testId} className="text-3xl font-semibold tracking-tight text-ink tabular-nums">
      {value}
    </p>
  );
}
