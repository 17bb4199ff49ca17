import { messages } from '@agua/domain/messages';
import { WrenchScrewdriverIcon } from '@heroicons/react/24/outline';
import { Breadcrumb, type Crumb } from './breadcrumb.tsx';
import { PageHeader } from './page-header.tsx';

interface ComingSoonProps {
  title: string;
  /** The trail after Dashboard; defaults to the title alone. */
  crumbs?: Crumb[];
}

/** Stands in for a screen a later release fills: the route, breadcrumb and title exist already. */
export function ComingSoon({ title, crumbs }: ComingSoonProps) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} breadcrumb={<Breadcrumb items={crumbs ?? [{ label: title }]} />} />
      <section className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent">
          <WrenchScrewdriverIcon aria-hidden="true" className="size-6" />
        </span>
        <p className="max-w-md text-sm text-ink-muted">{messages.placeholder.comingSoon}</p>
      </section>
    </div>
  );
}
