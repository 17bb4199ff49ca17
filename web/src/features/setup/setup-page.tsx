import { messages } from '@agua/domain';
import { useQuery } from '@apollo/client/react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { LockClosedIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { graphql } from '../../gql/gql.ts';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { EmptyPanel } from '../../ui/empty-panel.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ContractTypeTab } from './contract-type-tab.tsx';
import { EnterpriseTab } from './enterprise-tab.tsx';
import { FineConfigurationTab } from './fine-configuration-tab.tsx';
import { InvoiceConfigurationTab } from './invoice-configuration-tab.tsx';
import { RubricTab } from './rubric-tab.tsx';
import { UserTab } from './user-tab.tsx';
import { ZoneTab } from './zone-tab.tsx';

// One query for the whole screen: every tab's records, the zones' enterprises batched by the gateway.
const SetupPageQuery = graphql(`
  query SetupPageQuery {
    enterprises {
      enterpriseId
      name
      email
      nuit
      phoneNumber
      address
    }
    zones {
      zoneId
      designation
      description
      enterpriseId
      enterprise {
        enterpriseId
        name
      }
    }
    invoiceConfigurations {
      invoiceConfigurationId
      description
      minInterval
      maxInterval
      active
    }
    contractTypes {
      contractTypeId
      designation
      minimumConsumptionValue
      pricePerConsumptionUnit
      reconnectionFee
    }
    fineConfigurations {
      fineConfigurationId
      minInterval
      maxInterval
      acruedFinePercentage
      active
    }
    rubrics {
      rubricId
      name
      description
      price
    }
    users {
      userId
      name
      username
      phoneNumber
      address
      role
      active
    }
    roles {
      value
      label
    }
  }
`);

const tabs = messages.setup.tabs;
const TAB_ORDER = ['enterprise', 'zone', 'invoice', 'contractType', 'fine', 'rubric', 'user'] as const;

/** SPEC.md 2.7: Parametrização. Setup is the administrators' (DOMAIN.md "Roles"): a technician who opens the
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

/** The seven tabs, fed by the screen's one query. */
function SetupTabs() {
  const { data, loading, refetch } = useQuery(SetupPageQuery, { fetchPolicy: 'cache-and-network' });
  // After a create or update the lists reload (SPEC.md 4).
  const reload = async () => {
    await refetch();
  };
  const busy = loading && !data;

  return (
    <TabGroup>
      <TabList className="flex gap-1 overflow-x-auto rounded-xl border border-line bg-surface p-1 shadow-sm">
        {TAB_ORDER.map((key) => (
          <Tab
            key={key}
            className={clsx(
              'shrink-0 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-ink-muted outline-none',
              'hover:bg-surface-muted hover:text-ink data-focus:outline-2 data-focus:outline-brand-500',
              'data-selected:bg-brand-700 data-selected:text-white data-selected:shadow-sm',
              'dark:data-selected:bg-brand-600',
            )}
          >
            {tabs[key]}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-6">
        <TabPanel>
          <EnterpriseTab rows={data?.enterprises ?? []} loading={busy} onSaved={reload} />
        </TabPanel>
        <TabPanel>
          <ZoneTab
            rows={data?.zones ?? []}
            enterprises={data?.enterprises ?? []}
            loading={busy}
            onSaved={reload}
          />
        </TabPanel>
        <TabPanel>
          <InvoiceConfigurationTab rows={data?.invoiceConfigurations ?? []} loading={busy} onSaved={reload} />
        </TabPanel>
        <TabPanel>
          <ContractTypeTab rows={data?.contractTypes ?? []} loading={busy} onSaved={reload} />
        </TabPanel>
        <TabPanel>
          <FineConfigurationTab rows={data?.fineConfigurations ?? []} loading={busy} onSaved={reload} />
        </TabPanel>
        <TabPanel>
          <RubricTab rows={data?.rubrics ?? []} loading={busy} onSaved={reload} />
        </TabPanel>
        <TabPanel>
          <UserTab rows={data?.users ?? []} roles={data?.roles ?? []} loading={busy} onSaved={reload} />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
