import { messages } from '@agua/domain/messages';
import { Cog6ToothIcon } from '@heroicons/react/24/outline';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { EmptyPanel } from '../../ui/empty-panel.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

/** Settings, an empty page with a breadcrumb. */
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title={messages.menu.settings}
        breadcrumb={<Breadcrumb items={[{ label: messages.menu.settings }]} />}
      />
      <EmptyPanel icon={Cog6ToothIcon} text={messages.setup.settings.empty} />
    </div>
  );
}
