import { messages } from '@agua/domain/messages';
import { CircleStackIcon } from '@heroicons/react/24/outline';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { EmptyPanel } from '../../ui/empty-panel.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SETTINGS_PATHS } from './settings-paths.ts';

/** Cópias de Segurança, reached from Definições: an empty page with its breadcrumb. */
export function BackupsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title={messages.menu.backups}
        breadcrumb={
          <Breadcrumb
            items={[
              { label: messages.menu.settings, to: SETTINGS_PATHS.settings },
              { label: messages.menu.backups },
            ]}
          />
        }
      />
      <EmptyPanel icon={CircleStackIcon} text={messages.setup.backups.empty} />
    </div>
  );
}
