import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title.ts';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  breadcrumb?: ReactNode;
  /** Buttons on the right of the title (export, add...). */
  actions?: ReactNode;
}

/** Every screen's top: breadcrumb, then the one h1 of the page. */
export function PageHeader({ title, subtitle, breadcrumb, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <header className="space-y-3">
      {breadcrumb}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-ink-muted">{subtitle}</p>}
        </div>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
