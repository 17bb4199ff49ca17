import { messages } from '@agua/domain/messages';
import { ChevronRightIcon, HomeIcon } from '@heroicons/react/20/solid';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useAreaPath } from '../lib/area.tsx';

export interface Crumb {
  label: string;
  /** Path inside the current area (e.g. 'contracts/list-contracts'); the last crumb has none. */
  to?: string;
}

/** Dashboard first, then the given trail. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const toArea = useAreaPath();
  return (
    <nav aria-label={messages.layout.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-ink-muted">
        <li className="flex items-center">
          <Link
            to={toArea('dashboard')}
            className="inline-flex items-center gap-1.5 rounded font-medium hover:text-accent"
          >
            <HomeIcon aria-hidden="true" className="size-4" />
            {messages.menu.dashboard}
          </Link>
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={item.to ?? item.label}>
              <li aria-hidden="true">
                <ChevronRightIcon className="size-4 text-ink-subtle" />
              </li>
              <li>
                {item.to && !last ? (
                  <Link to={toArea(item.to)} className="rounded font-medium hover:text-accent">
                    {item.label}
                  </Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined} className="font-medium text-ink">
                    {item.label}
                  </span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
