import { messages } from '@agua/domain/messages';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { ChartBarIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { EmptyPanel } from '../../ui/empty-panel.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

const tabs = messages.setup.tabs;
const REPORT_TABS = [tabs.enterprise, tabs.zone, tabs.invoice, tabs.contractType];

/** The reports page, titled Parametrização, with the tabs Empresa, Zona, Factura, Contracto, all empty. */
export function ReportsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title={messages.pages.reports}
        breadcrumb={<Breadcrumb items={[{ label: messages.menu.reports }]} />}
      />
      <TabGroup>
        <TabList className="flex gap-1 overflow-x-auto rounded-xl border border-line bg-surface p-1 shadow-sm">
          {REPORT_TABS.map((label) => (
            <Tab
              key={label}
              className={clsx(
                'shrink-0 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-ink-muted outline-none',
                'hover:bg-surface-muted hover:text-ink data-focus:outline-2 data-focus:outline-brand-500',
                'data-selected:bg-brand-700 data-selected:text-white dark:data-selected:bg-brand-600',
              )}
            >
              {label}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-6">
          {REPORT_TABS.map((label) => (
            <TabPanel key={label}>
              <EmptyPanel icon={ChartBarIcon} text={messages.setup.reports.empty} />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}
