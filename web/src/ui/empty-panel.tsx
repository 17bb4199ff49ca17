import type { ComponentType, SVGProps } from 'react';

/** The body of a page or tab that has nothing to show yet, with its reason. */
export function EmptyPanel({
  icon: Icon,
  text,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  text: string;
}) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="max-w-md text-sm text-ink-muted">{text}</p>
    </section>
  );
}
