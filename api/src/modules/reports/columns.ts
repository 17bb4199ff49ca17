import type { ReportName } from '@agua/domain/contracts/report';
import { messages } from '@agua/domain/messages';
import type { ReportRow } from './service.ts';

// The columns of each report's download, headers from the catalogue. `money` columns are MZN written as numbers
// with 2 decimals; `sum` columns add up into the file's last row (Total), in centavos for money.

const t = messages.reports;

export interface Column<R> {
  header: string;
  width: number;
  value: (row: R) => string | number | null;
  kind?: 'money' | 'count' | 'text';
  sum?: boolean;
}

type Columns = { [N in ReportName]: Column<ReportRow<N>>[] };

const money = <R>(header: string, value: (row: R) => number, sum = true): Column<R> => ({
  header,
  width: 18,
  value,
  kind: 'money',
  sum,
});
const count = <R>(header: string, value: (row: R) => number | null, sum = true): Column<R> => ({
  header,
  width: 14,
  value,
  kind: 'count',
  sum,
});
const text = <R>(header: string, value: (row: R) => string, width = 24): Column<R> => ({
  header,
  width,
  value,
  kind: 'text',
});

const bc = t.billingCollection.columns;
const da = t.debtAging.columns;
const co = t.consumption.columns;
const nm = t.nonRevenueMeters.columns;
const nz = t.nonRevenueZones.columns;
const td = t.topDebtors.columns;
const pm = t.paymentMethods.columns;
const rp = t.readingsProgress.columns;

export const REPORT_COLUMNS: Columns = {
  'billing-collection': [
    text(bc.month, (r) => r.month, 10),
    money(bc.invoiced, (r) => r.invoiced),
    money(bc.collected, (r) => r.collected),
    money(bc.fines, (r) => r.fines),
    count(bc.collectionRate, (r) => r.collectionRate, false),
  ],
  'debt-aging': [
    text(da.zone, (r) => r.zoneName),
    money(da.days0To30, (r) => r.days0To30),
    money(da.days31To60, (r) => r.days31To60),
    money(da.days61To90, (r) => r.days61To90),
    money(da.over90, (r) => r.over90),
    money(da.total, (r) => r.total),
    count(da.clients0To30, (r) => r.clients0To30),
    count(da.clients31To60, (r) => r.clients31To60),
    count(da.clients61To90, (r) => r.clients61To90),
    count(da.clientsOver90, (r) => r.clientsOver90),
    count(da.clients, (r) => r.clients),
  ],
  consumption: [
    text(co.zone, (r) => r.zoneName),
    text(co.month, (r) => r.month, 10),
    count(co.consumption, (r) => r.consumption),
    count(co.readings, (r) => r.readings),
    count(co.averagePerMeter, (r) => r.averagePerMeter, false),
  ],
  'non-revenue-meters': [
    count(nm.meter, (r) => r.meterId, false),
    text(nm.client, (r) => r.clientName, 32),
    text(nm.zone, (r) => r.zoneName),
    text(nm.signal, (r) => t.nonRevenueMeters.signals[r.signal] ?? r.signal, 18),
    text(nm.month, (r) => r.month, 10),
    count(nm.consumption1, (r) => r.consumptions[0] ?? null, false),
    count(nm.consumption2, (r) => r.consumptions[1] ?? null, false),
    count(nm.consumption3, (r) => r.consumptions[2] ?? null, false),
  ],
  'non-revenue-zones': [
    text(nz.zone, (r) => r.zoneName),
    count(nz.consumption, (r) => r.consumption),
    count(nz.previousYearConsumption, (r) => r.previousYearConsumption),
    count(nz.change, (r) => r.change, false),
    text(nz.fell, (r) => (r.fell ? t.nonRevenueZones.yes : t.nonRevenueZones.no), 8),
  ],
  'top-debtors': [
    count(td.clientId, (r) => r.clientId, false),
    text(td.client, (r) => r.clientName, 32),
    text(td.zone, (r) => r.zoneName),
    money(td.debt, (r) => r.debt),
    count(td.invoices, (r) => r.invoices),
    text(td.oldestLimitDate, (r) => r.oldestLimitDate, 14),
    count(td.daysOverdue, (r) => r.daysOverdue, false),
  ],
  'payment-methods': [
    text(pm.month, (r) => r.month, 10),
    text(pm.paymentMethod, (r) => r.paymentMethodLabel, 24),
    count(pm.receipts, (r) => r.receipts),
    money(pm.amount, (r) => r.amount),
  ],
  'readings-progress': [
    text(rp.zone, (r) => r.zoneName),
    text(rp.month, (r) => r.month, 10),
    count(rp.expected, (r) => r.expected),
    count(rp.registered, (r) => r.registered),
    count(rp.approved, (r) => r.approved),
  ],
};

/** The title of a report (sheet name and file name). */
export const REPORT_TITLES: Record<ReportName, string> = {
  'billing-collection': t.billingCollection.title,
  'debt-aging': t.debtAging.title,
  consumption: t.consumption.title,
  'non-revenue-meters': t.nonRevenueMeters.title,
  'non-revenue-zones': t.nonRevenueZones.title,
  'top-debtors': t.topDebtors.title,
  'payment-methods': t.paymentMethods.title,
  'readings-progress': t.readingsProgress.title,
};
