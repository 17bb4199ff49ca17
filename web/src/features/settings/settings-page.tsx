import { messages } from '@agua/domain/messages';
import { ChevronRightIcon } from '@heroicons/react/20/solid';
import { CircleStackIcon, Cog6ToothIcon } from '@heroicons/react/24/outline';
import { Link } from 'react-router';
import { useAreaPath } from '../../lib/area.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { EmptyPanel } from '../../ui/empty-panel.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SETTINGS_PATHS } from './settings-paths.ts';

/** Definições (from the profile menu): the way to Cópias de Segurança, and no settings of its own yet. */
export function SettingsPage() {
  const toArea = useAreaPath();
  return (
    <div className="space-y-6">
      <PageHeader
        title={messages.menu.settings}
        breadcrumb={<Breadcrumb items={[{ label: messages.menu.settings }]} />}
      />
      <nav aria-label={messages.menu.settings}>
        <Link
          to={toArea(SETTINGS_PATHS.backups)}
          className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-5 py-4 text-sm font-medium text-ink shadow-xs transition hover:border-brand-300 hover:bg-surface-muted"
        >
          <CircleStackIcon aria-hidden="true" className="size-6 text-accent" />
          <span className="flex-1">{messages.menu.backups}</span>
          <ChevronRightIcon aria-hidden="true" className="size-5 text-ink-subtle" />
        </Link>
      </nav>
      <EmptyPanel icon={Cog6ToothIcon} text={messages.setup.settings.empty} />
    </div>
  );
}
