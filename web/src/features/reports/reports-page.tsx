import { messages } from '@agua/domain/messages';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import {
  BillingCollectionChart,
  ConsumptionChart,
  DebtAgingChart,
  NonRevenueZonesChart,
  PaymentMethodsChart,
  ReadingsProgressChart,
  TopDebtorsChart,
} from '../../ui/charts/lazy-charts.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ReadingsProgressLinks } from './readings-progress-links.tsx';
import { ReportFilters } from './report-filters.tsx';
import { ReportSection } from './report-section.tsx';
import { useReports } from './use-reports.ts';

const t = messages.reports;

/** Relatórios: a period and a zone, then each report as a chart with its table and its downloads. */
export function ReportsPage() {
  const { filters, setFilters, error, loading, reports, zones, fileFilter } = useReports();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        breadcrumb={<Breadcrumb items={[{ label: messages.menu.reports }]} />}
      />
      <ReportFilters value={filters} onChange={setFilters} zones={zones} error={error} />
      {!reports ? (
        <p className="text-sm text-ink-muted" aria-live="polite">
          {loading ? t.loading : null}
        </p>
      ) : (
        <div className="space-y-6" aria-busy={loading}>
          <ReportSection
            report="billing-collection"
            filter={fileFilter}
            chart={<BillingCollectionChart rows={reports.billingCollection} />}
            rows={reports.billingCollection}
            rowKey={(row) => row.month}
          />
          <ReportSection
            report="debt-aging"
            filter={fileFilter}
            chart={<DebtAgingChart rows={reports.debtAging} />}
            rows={reports.debtAging}
            rowKey={(row) => String(row.zoneId)}
          />
          <ReportSection
            report="top-debtors"
            filter={fileFilter}
            chart={<TopDebtorsChart rows={reports.topDebtors.items} />}
            rows={reports.topDebtors.items}
            rowKey={(row) => String(row.clientId)}
            partial
          />
          <ReportSection
            report="payment-methods"
            filter={fileFilter}
            chart={<PaymentMethodsChart rows={reports.paymentMethods} />}
            rows={reports.paymentMethods.filter((row) => row.receipts > 0)}
            rowKey={(row) => `${row.month}-${row.paymentMethod}`}
          />
          <ReportSection
            report="consumption"
            filter={fileFilter}
            chart={<ConsumptionChart rows={reports.consumption} />}
            rows={reports.consumption.filter((row) => row.readings > 0)}
            rowKey={(row) => `${row.zoneId}-${row.month}`}
          />
          <ReportSection
            report="non-revenue-zones"
            filter={fileFilter}
            chart={<NonRevenueZonesChart rows={reports.nonRevenueZones} />}
            rows={reports.nonRevenueZones}
            rowKey={(row) => String(row.zoneId)}
          />
          <ReportSection
            report="non-revenue-meters"
            filter={fileFilter}
            rows={reports.nonRevenueMeters.items}
            rowKey={(row) => String(row.meterId)}
            partial
          />
          <ReportSection
            report="readings-progress"
            filter={fileFilter}
            chart={<ReadingsProgressChart rows={reports.readingsProgress} />}
            rows={reports.readingsProgress}
            rowKey={(row) => String(row.zoneId)}
            footer={<ReadingsProgressLinks rows={reports.readingsProgress} />}
          />
        </div>
      )}
    </div>
  );
}
