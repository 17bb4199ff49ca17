import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import {
  BoltSlashIcon,
  ClipboardDocumentCheckIcon,
  DocumentTextIcon,
  UsersIcon,
} from '@heroicons/react/24/outline';
import { graphql } from '../../gql/gql.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { AdministratorToday } from './administrator-today.tsx';
import { DashboardCharts } from './dashboard-charts.tsx';
import { DASHBOARD_REFRESH_MS } from './dashboard-refresh.ts';
import { StatCard } from './stat-card.tsx';

const DashboardQuery = graphql(`
  query DashboardQuery {
    dashboardCounts {
      cuts
      readings
      invoices
      clients
    }
  }
`);

const t = messages.dashboard;

/** The administrator's home: the day and the month first, then the finance counts and charts. */
export function AdministratorHome() {
  // cache-and-network: coming back to the dashboard shows the last counts at once and fetches fresh ones.
  const { data, error } = useQuery(DashboardQuery, {
    fetchPolicy: 'cache-and-network',
    pollInterval: DASHBOARD_REFRESH_MS,
  });
  const counts = data?.dashboardCounts;
  // Without counts and with an error (the toast already said why), show a dash instead of an endless skeleton.
  const value = (count: number | undefined) => count ?? (error ? null : undefined);

  return (
    <div className="space-y-8">
      <PageHeader title={t.title} subtitle={messages.pages.dashboardSubtitle} />
      <AdministratorToday />
      <section className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t.totalCuts}
          value={value(counts?.cuts)}
          icon={BoltSlashIcon}
          tone="bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300"
          testId="dashboard-cuts"
        />
        <StatCard
          label={t.totalReadings}
          value={value(counts?.readings)}
          icon={ClipboardDocumentCheckIcon}
          tone="bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
          testId="dashboard-readings"
        />
        <StatCard
          label={t.totalInvoices}
          value={value(counts?.invoices)}
          icon={DocumentTextIcon}
          tone="bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300"
          testId="dashboard-invoices"
        />
        <StatCard
          label={t.totalClients}
          value={value(counts?.clients)}
          icon={UsersIcon}
          tone="bg-teal-100 text-teal-700 dark:bg-teal-500/15 dark:text-teal-300"
          testId="dashboard-clients"
        />
      </section>
      <DashboardCharts ready={Boolean(counts || error)} />
    </div>
  );
}
