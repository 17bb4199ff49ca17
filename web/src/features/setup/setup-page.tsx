import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { LockClosedIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import type { FieldValues } from 'react-hook-form';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { EmptyPanel } from '../../ui/empty-panel.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ApiKeySection } from './api-key-section.tsx';
import { contractTypeResource } from './contract-type-resource.ts';
import { enterpriseResource } from './enterprise-resource.ts';
import { fineConfigurationResource } from './fine-configuration-resource.tsx';
import { invoiceConfigurationResource } from './invoice-configuration-resource.tsx';
import { ReadingThresholdsPanel } from './reading-thresholds-panel.tsx';
import { rubricResource } from './rubric-resource.ts';
import { SetupPageQuery } from './setup-query.ts';
import type { SetupData, SetupResource } from './setup-resource.ts';
import { SetupResourceSection, type SetupTabProps } from './setup-resource-section.tsx';
import { setupTexts } from './setup-texts.ts';
import { TariffPanel } from './tariff-panel.tsx';
import { userResource } from './user-resource.tsx';
import { zoneResource } from './zone-resource.ts';

/**
 * The tabs in the product's order, each the one setup section given its resource's description; then Chaves de
 * API, which is created and revoked rather than edited, and loads its own list when opened.
 */
const tab = <Row, Values extends FieldValues, Output>(resource: SetupResource<Row, Values, Output>) => ({
  label: setupTexts(resource.key).tab,
  render: (props: SetupTabProps) => <SetupResourceSection resource={resource} {...props} />,
});
const TABS = [
  tab(enterpriseResource),
  tab(zoneResource),
  tab(invoiceConfigurationResource),
  {
    // Contracto: the types, then the tariff versions of each (tariff-panel.tsx) and its consumption limits.
    label: setupTexts(contractTypeResource.key).tab,
    render: (props: SetupTabProps) => (
      <>
        <SetupResourceSection resource={contractTypeResource} {...props} />
        <TariffPanel contractTypes={props.data.contractTypes} />
        <ReadingThresholdsPanel contractTypes={props.data.contractTypes} />
      </>
    ),
  },
  tab(fineConfigurationResource),
  tab(rubricResource),
  tab(userResource),
  { label: messages.apiKeys.tab, render: () => <ApiKeySection /> },
];

/** What the tabs show before the first answer: no rows, no options. */
const NO_DATA: SetupData = {
  enterprises: [],
  zones: [],
  invoiceConfigurations: [],
  contractTypes: [],
  fineConfigurations: [],
  rubrics: [],
  users: [],
  roles: [],
};

/** Parametrização. Setup is the administrators' (docs/domain.md, "Roles and access"): a technician who opens the
 * address directly is told so, rather than shown forms the api would refuse. */
export function SetupPage() {
  const user = useSessionUser();
  return (
    <div className="space-y-6">
      <PageHeader
        title={messages.pages.setup}
        breadcrumb={<Breadcrumb items={[{ label: messages.pages.setup }]} />}
      />
      {user.role === 'ADMIN' ? (
        <SetupTabs />
      ) : (
        <EmptyPanel icon={LockClosedIcon} text={messages.setup.adminOnly} />
      )}
    </div>
  );
}

/** The tabs, fed by the screen's one query. */
function SetupTabs() {
  const { data, loading, refetch } = useQuery(SetupPageQuery, { fetchPolicy: 'cache-and-network' });
  // After a create or update the lists reload.
  const reload = async () => {
    await refetch();
  };
  const busy = loading && !data;

  return (
    <TabGroup>
      <TabList className="flex gap-1 overflow-x-auto rounded-xl border border-line bg-surface p-1 shadow-sm">
        {TABS.map(({ label }) => (
          <Tab
            key={label}
            className={clsx(
              'shrink-0 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-ink-muted outline-none',
              'hover:bg-surface-muted hover:text-ink data-focus:outline-2 data-focus:outline-brand-500',
              'data-selected:bg-brand-700 data-selected:text-white data-selected:shadow-sm',
              'dark:data-selected:bg-brand-600',
            )}
          >
            {label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-6">
        {TABS.map(({ label, render }) => (
          <TabPanel key={label}>{render({ data: data ?? NO_DATA, loading: busy, onSaved: reload })}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
