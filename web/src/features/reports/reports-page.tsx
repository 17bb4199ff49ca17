import { defaultPeriod, reportQuerySchema } from '@agua/domain/contracts/report';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
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
import { ReportFilters, type ReportFilterValues } from './report-filters.tsx';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';
import { countTotal, formatCount, formatDecimal, moneyTotal } from './report-totals.ts';
import { ReportsPageQuery } from './reports-query.ts';

const t = messages.reports;
const money = (value: string) => formatMZN(value);

/** Relatórios: a period and a zone, then each report as a chart with its table and its downloads. */
export function ReportsPage() {
  const [filters, setFilters] = useState<ReportFilterValues>(() => ({ ...defaultPeriod(), zoneId: '' }));
  // The same rule the api applies, so a period it would refuse is said here and never asked for.
  const checked = reportQuerySchema.safeParse({
    from: filters.from,
    to: filters.to,
    zoneId: filters.zoneId || undefined,
  });
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const variables = { from: filters.from, to: filters.to, zoneId: filters.zoneId || null };
  const { data, previousData, loading } = useQuery(ReportsPageQuery, { variables, skip: !checked.success });
  const shown = data ?? previousData;
  const reports = shown?.reports;
  const fileFilter = { from: filters.from, to: filters.to, zoneId: filters.zoneId || undefined };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        breadcrumb={<Breadcrumb items={[{ label: messages.menu.reports }]} />}
      />
      <ReportFilters value={filters} onChange={setFilters} zones={shown?.zones ?? []} error={error} />
      {!reports ? (
        <p className="text-sm text-ink-muted" aria-live="polite">
          {loading ? t.loading : null}
        </p>
      ) : (
        <div className="space-y-6" aria-busy={loading}>
          <ReportSection
            report="billing-collection"
            title={t.billingCollection.title}
            description={t.billingCollection.description}
            filter={fileFilter}
          >
            <BillingCollectionChart rows={reports.billingCollection} />
            <ReportTable
              caption={t.billingCollection.title}
              rows={reports.billingCollection}
              rowKey={(row) => row.month}
              columns={[
                { header: t.billingCollection.columns.month, cell: (row) => row.month },
                {
                  header: t.billingCollection.columns.invoiced,
                  cell: (row) => money(row.invoiced),
                  numeric: true,
                },
                {
                  header: t.billingCollection.columns.collected,
                  cell: (row) => money(row.collected),
                  numeric: true,
                },
                { header: t.billingCollection.columns.fines, cell: (row) => money(row.fines), numeric: true },
                {
                  header: t.billingCollection.columns.collectionRate,
                  cell: (row) => formatDecimal(row.collectionRate),
                  numeric: true,
                },
              ]}
              total={[
                t.total,
                moneyTotal(reports.billingCollection.map((row) => row.invoiced)),
                moneyTotal(reports.billingCollection.map((row) => row.collected)),
                moneyTotal(reports.billingCollection.map((row) => row.fines)),
                '',
              ]}
            />
          </ReportSection>

          <ReportSection
            report="debt-aging"
            title={t.debtAging.title}
            description={t.debtAging.description}
            filter={fileFilter}
          >
            <DebtAgingChart rows={reports.debtAging} />
            <ReportTable
              caption={t.debtAging.title}
              rows={reports.debtAging}
              rowKey={(row) => String(row.zoneId)}
              columns={[
                { header: t.debtAging.columns.zone, cell: (row) => row.zoneName },
                { header: t.debtAging.columns.days0To30, cell: (row) => money(row.days0To30), numeric: true },
                {
                  header: t.debtAging.columns.days31To60,
                  cell: (row) => money(row.days31To60),
                  numeric: true,
                },
                {
                  header: t.debtAging.columns.days61To90,
                  cell: (row) => money(row.days61To90),
                  numeric: true,
                },
                { header: t.debtAging.columns.over90, cell: (row) => money(row.over90), numeric: true },
                { header: t.debtAging.columns.total, cell: (row) => money(row.total), numeric: true },
                {
                  header: t.debtAging.columns.clients,
                  cell: (row) => formatCount(row.clients),
                  numeric: true,
                },
              ]}
              total={[
                t.total,
                moneyTotal(reports.debtAging.map((row) => row.days0To30)),
                moneyTotal(reports.debtAging.map((row) => row.days31To60)),
                moneyTotal(reports.debtAging.map((row) => row.days61To90)),
                moneyTotal(reports.debtAging.map((row) => row.over90)),
                moneyTotal(reports.debtAging.map((row) => row.total)),
                countTotal(reports.debtAging.map((row) => row.clients)),
              ]}
            />
          </ReportSection>

          <ReportSection
            report="top-debtors"
            title={t.topDebtors.title}
            description={t.topDebtors.description}
            filter={fileFilter}
          >
            <TopDebtorsChart rows={reports.topDebtors.items} />
            <ReportTable
              caption={t.topDebtors.title}
              rows={reports.topDebtors.items}
              rowKey={(row) => String(row.clientId)}
              columns={[
                { header: t.topDebtors.columns.client, cell: (row) => row.clientName },
                { header: t.topDebtors.columns.zone, cell: (row) => row.zoneName },
                { header: t.topDebtors.columns.debt, cell: (row) => money(row.debt), numeric: true },
                {
                  header: t.topDebtors.columns.invoices,
                  cell: (row) => formatCount(row.invoices),
                  numeric: true,
                },
                {
                  header: t.topDebtors.columns.daysOverdue,
                  cell: (row) => formatCount(row.daysOverdue),
                  numeric: true,
                },
              ]}
            />
          </ReportSection>

          <ReportSection
            report="payment-methods"
            title={t.paymentMethods.title}
            description={t.paymentMethods.description}
            filter={fileFilter}
          >
            <PaymentMethodsChart rows={reports.paymentMethods} />
            <ReportTable
              caption={t.paymentMethods.title}
              rows={reports.paymentMethods.filter((row) => row.receipts > 0)}
              rowKey={(row) => `${row.month}-${row.paymentMethod}`}
              columns={[
                { header: t.paymentMethods.columns.month, cell: (row) => row.month },
                { header: t.paymentMethods.columns.paymentMethod, cell: (row) => row.paymentMethodLabel },
                {
                  header: t.paymentMethods.columns.receipts,
                  cell: (row) => formatCount(row.receipts),
                  numeric: true,
                },
                { header: t.paymentMethods.columns.amount, cell: (row) => money(row.amount), numeric: true },
              ]}
              total={[
                t.total,
                '',
                countTotal(reports.paymentMethods.map((row) => row.receipts)),
                moneyTotal(reports.paymentMethods.map((row) => row.amount)),
              ]}
            />
          </ReportSection>

          <ReportSection
            report="consumption"
            title={t.consumption.title}
            description={t.consumption.description}
            filter={fileFilter}
          >
            <ConsumptionChart rows={reports.consumption} />
            <ReportTable
              caption={t.consumption.title}
              rows={reports.consumption.filter((row) => row.readings > 0)}
              rowKey={(row) => `${row.zoneId}-${row.month}`}
              columns={[
                { header: t.consumption.columns.zone, cell: (row) => row.zoneName },
                { header: t.consumption.columns.month, cell: (row) => row.month },
                {
                  header: t.consumption.columns.consumption,
                  cell: (row) => formatCount(row.consumption),
                  numeric: true,
                },
                {
                  header: t.consumption.columns.readings,
                  cell: (row) => formatCount(row.readings),
                  numeric: true,
                },
                {
                  header: t.consumption.columns.averagePerMeter,
                  cell: (row) => formatDecimal(row.averagePerMeter),
                  numeric: true,
                },
              ]}
              total={[
                t.total,
                '',
                countTotal(reports.consumption.map((row) => row.consumption)),
                countTotal(reports.consumption.map((row) => row.readings)),
                '',
              ]}
            />
          </ReportSection>

          <ReportSection
            report="non-revenue-zones"
            title={t.nonRevenueZones.title}
            description={t.nonRevenueZones.description}
            filter={fileFilter}
          >
            <NonRevenueZonesChart rows={reports.nonRevenueZones} />
            <ReportTable
              caption={t.nonRevenueZones.title}
              rows={reports.nonRevenueZones}
              rowKey={(row) => String(row.zoneId)}
              columns={[
                { header: t.nonRevenueZones.columns.zone, cell: (row) => row.zoneName },
                {
                  header: t.nonRevenueZones.columns.consumption,
                  cell: (row) => formatCount(row.consumption),
                  numeric: true,
                },
                {
                  header: t.nonRevenueZones.columns.previousYearConsumption,
                  cell: (row) => formatCount(row.previousYearConsumption),
                  numeric: true,
                },
                {
                  header: t.nonRevenueZones.columns.change,
                  cell: (row) => formatDecimal(row.change),
                  numeric: true,
                },
                {
                  header: t.nonRevenueZones.columns.fell,
                  cell: (row) => (row.fell ? t.nonRevenueZones.yes : t.nonRevenueZones.no),
                },
              ]}
            />
          </ReportSection>

          <ReportSection
            report="non-revenue-meters"
            title={t.nonRevenueMeters.title}
            description={t.nonRevenueMeters.description}
            filter={fileFilter}
          >
            <ReportTable
              caption={t.nonRevenueMeters.title}
              rows={reports.nonRevenueMeters.items}
              rowKey={(row) => String(row.meterId)}
              columns={[
                { header: t.nonRevenueMeters.columns.meter, cell: (row) => row.meterId, numeric: true },
                { header: t.nonRevenueMeters.columns.client, cell: (row) => row.clientName },
                { header: t.nonRevenueMeters.columns.zone, cell: (row) => row.zoneName },
                {
                  header: t.nonRevenueMeters.columns.signal,
                  cell: (row) => t.nonRevenueMeters.signals[row.signal] ?? row.signal,
                },
                { header: t.nonRevenueMeters.columns.month, cell: (row) => row.month },
                { header: t.consumption.columns.consumption, cell: (row) => row.consumptions.join(' → ') },
              ]}
            />
          </ReportSection>

          <ReportSection
            report="readings-progress"
            title={t.readingsProgress.title}
            description={t.readingsProgress.description}
            filter={fileFilter}
          >
            <ReadingsProgressChart rows={reports.readingsProgress} />
            <ReportTable
              caption={t.readingsProgress.title}
              rows={reports.readingsProgress}
              rowKey={(row) => String(row.zoneId)}
              columns={[
                { header: t.readingsProgress.columns.zone, cell: (row) => row.zoneName },
                { header: t.readingsProgress.columns.month, cell: (row) => row.month },
                {
                  header: t.readingsProgress.columns.expected,
                  cell: (row) => formatCount(row.expected),
                  numeric: true,
                },
                {
                  header: t.readingsProgress.columns.registered,
                  cell: (row) => formatCount(row.registered),
                  numeric: true,
                },
                {
                  header: t.readingsProgress.columns.approved,
                  cell: (row) => formatCount(row.approved),
                  numeric: true,
                },
              ]}
              total={[
                t.total,
                '',
                countTotal(reports.readingsProgress.map((row) => row.expected)),
                countTotal(reports.readingsProgress.map((row) => row.registered)),
                countTotal(reports.readingsProgress.map((row) => row.approved)),
              ]}
            />
          </ReportSection>
        </div>
      )}
    </div>
  );
}
