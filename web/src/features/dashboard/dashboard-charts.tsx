import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { BillingCollectionChart, ChartPlaceholder, DebtAgingChart } from '../../ui/charts/lazy-charts.tsx';

// Under the counts: billed vs collected over the last 12 months and the debt by zone. A query of its own, asked
// only once the counts have arrived, and a chart module fetched on demand, so the counts keep their speed.

const DashboardReportsQuery = graphql(`
  query DashboardReportsQuery {
    reports {
      billingCollection {
        ...BillingCollectionFields
      }
      debtAging {
        ...DebtAgingFields
      }
    }
  }
`);

const t = messages.reports.dashboard;

function Panel({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="min-w-0 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <h2 className="mb-3 text-sm font-medium text-ink-muted">{title}</h2>
      {children}
    </section>
  );
}

export function DashboardCharts({ ready }: { ready: boolean }) {
  const { data } = useQuery(DashboardReportsQuery, { skip: !ready, fetchPolicy: 'cache-and-network' });
  const placeholder = <ChartPlaceholder />;
  return (
    <div className="grid gap-5 xl:grid-cols-2">
      <Panel title={t.billedVsCollected} testId="dashboard-billing-chart">
        {data ? <BillingCollectionChart rows={data.reports.billingCollection} /> : placeholder}
      </Panel>
      <Panel title={t.debtByZone} testId="dashboard-debt-chart">
        {data ? <DebtAgingChart rows={data.reports.debtAging} /> : placeholder}
      </Panel>
    </div>
  );
}
