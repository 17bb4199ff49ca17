import { messages } from '../messages.ts';
import type {
  BillingCollectionRow,
  ConsumptionRow,
  DebtAgingRow,
  NonRevenueMeterRow,
  NonRevenueZoneRow,
  PaymentMethodRow,
  ReadingsProgressRow,
  ReportName,
  TopDebtorRow,
} from './report.ts';

// The columns of the eight reports, declared once: the api writes its .xlsx/.csv downloads with them
// (api/src/modules/reports/columns.ts) and the web draws the table under each chart with them
// (web/src/features/reports/). Headers come from the catalogue; `money` is MZN (a number on the api's rows, a
// decimal string in GraphQL), `sum` columns add up into the Total line (money through centavos).

export type ReportColumnKind = 'money' | 'count' | 'text';

export interface ReportColumn<Row> {
  /** The row's field the column shows (the api's and GraphQL's rows name their fields alike). */
  key: keyof Row & string;
  header: string;
  kind: ReportColumnKind;
  /** Adds up into the Total line. */
  sum: boolean;
  /** The spreadsheet column's width, in characters. */
  width: number;
  /** One element of an array field (the three consumptions of a meter each get a column in a file). */
  index?: number;
  /** An array field shown as one text, its elements joined by this. */
  join?: string;
  /** The text shown for each value (a signal's name, Sim/Não). */
  labels?: Readonly<Record<string, string>>;
  /** A count shown with this many decimals on screen (a rate, an average); a missing one is a dash. */
  decimals?: number;
  /** A number shown as it is, without grouping (an id). */
  plain?: boolean;
  /** A YYYY-MM month: "Mai 2026" on screen; the files keep YYYY-MM, which a spreadsheet sorts and filters. */
  yearMonth?: boolean;
  /** Only in the downloaded file, or only in the screen's table; both when absent. */
  only?: 'file' | 'screen';
}

/** The rows each report answers, by its name. */
export interface ReportRows {
  'billing-collection': BillingCollectionRow;
  'debt-aging': DebtAgingRow;
  consumption: ConsumptionRow;
  'non-revenue-meters': NonRevenueMeterRow;
  'non-revenue-zones': NonRevenueZoneRow;
  'top-debtors': TopDebtorRow;
  'payment-methods': PaymentMethodRow;
  'readings-progress': ReadingsProgressRow;
}

export type ReportColumns = { [N in ReportName]: readonly ReportColumn<ReportRows[N]>[] };

type Options = Partial<Omit<ReportColumn<unknown>, 'key' | 'header' | 'kind'>>;

const money = <R>(key: keyof R & string, header: string, options: Options = {}): ReportColumn<R> => ({
  key,
  header,
  kind: 'money',
  sum: true,
  width: 18,
  ...options,
});
const count = <R>(key: keyof R & string, header: string, options: Options = {}): ReportColumn<R> => ({
  key,
  header,
  kind: 'count',
  sum: true,
  width: 14,
  ...options,
});
const text = <R>(key: keyof R & string, header: string, options: Options = {}): ReportColumn<R> => ({
  key,
  header,
  kind: 'text',
  sum: false,
  width: 24,
  ...options,
});

const t = messages.reports;
const bc = t.billingCollection.columns;
const da = t.debtAging.columns;
const co = t.consumption.columns;
const nm = t.nonRevenueMeters.columns;
const nz = t.nonRevenueZones.columns;
const td = t.topDebtors.columns;
const pm = t.paymentMethods.columns;
const rp = t.readingsProgress.columns;

/** A rate or an average: 2 decimals on screen, never added up. */
const ratio = { sum: false, decimals: 2 } as const;
const month = { width: 10, yearMonth: true } as const;

export const REPORT_COLUMNS: ReportColumns = {
  'billing-collection': [
    text('month', bc.month, month),
    money('invoiced', bc.invoiced),
    money('collected', bc.collected),
    money('fines', bc.fines),
    count('collectionRate', bc.collectionRate, ratio),
  ],
  'debt-aging': [
    text('zoneName', da.zone),
    money('days0To30', da.days0To30),
    money('days31To60', da.days31To60),
    money('days61To90', da.days61To90),
    money('over90', da.over90),
    money('total', da.total),
    count('clients0To30', da.clients0To30, { only: 'file' }),
    count('clients31To60', da.clients31To60, { only: 'file' }),
    count('clients61To90', da.clients61To90, { only: 'file' }),
    count('clientsOver90', da.clientsOver90, { only: 'file' }),
    count('clients', da.clients),
  ],
  consumption: [
    text('zoneName', co.zone),
    text('month', co.month, month),
    count('consumption', co.consumption),
    count('readings', co.readings),
    count('averagePerMeter', co.averagePerMeter, ratio),
  ],
  'non-revenue-meters': [
    count('meterId', nm.meter, { sum: false, plain: true }),
    text('clientName', nm.client, { width: 32 }),
    text('zoneName', nm.zone),
    text('signal', nm.signal, { width: 18, labels: t.nonRevenueMeters.signals }),
    text('month', nm.month, month),
    count('consumptions', nm.consumption1, { sum: false, index: 0, only: 'file' }),
    count('consumptions', nm.consumption2, { sum: false, index: 1, only: 'file' }),
    count('consumptions', nm.consumption3, { sum: false, index: 2, only: 'file' }),
    text('consumptions', co.consumption, { join: ' → ', only: 'screen' }),
  ],
  'non-revenue-zones': [
    text('zoneName', nz.zone),
    count('consumption', nz.consumption),
    count('previousYearConsumption', nz.previousYearConsumption),
    count('change', nz.change, ratio),
    text('fell', nz.fell, {
      width: 8,
      labels: { true: t.nonRevenueZones.yes, false: t.nonRevenueZones.no },
    }),
  ],
  'top-debtors': [
    count('clientId', td.clientId, { sum: false, plain: true, only: 'file' }),
    text('clientName', td.client, { width: 32 }),
    text('zoneName', td.zone),
    money('debt', td.debt),
    count('invoices', td.invoices),
    text('oldestLimitDate', td.oldestLimitDate, { width: 14, only: 'file' }),
    count('daysOverdue', td.daysOverdue, { sum: false }),
  ],
  'payment-methods': [
    text('month', pm.month, month),
    text('paymentMethodLabel', pm.paymentMethod),
    count('receipts', pm.receipts),
    money('amount', pm.amount),
  ],
  'readings-progress': [
    text('zoneName', rp.zone),
    text('month', rp.month, month),
    count('expected', rp.expected),
    count('registered', rp.registered),
    count('approved', rp.approved),
  ],
};

/** The columns of a report in one place: its downloaded file, or the screen's table. */
export function reportColumns<N extends ReportName>(
  name: N,
  where: 'file' | 'screen',
): readonly ReportColumn<ReportRows[N]>[] {
  return (REPORT_COLUMNS[name] as readonly ReportColumn<ReportRows[N]>[]).filter(
    (column) => column.only === undefined || column.only === where,
  );
}

/**
 * A column's value in a row, before any formatting: the field, or one element of it, or its elements joined; a
 * labelled value as its label. A missing element is null (an empty cell).
 */
export function reportCellValue<Row>(column: ReportColumn<Row>, row: Row): string | number | null {
  const field = row[column.key] as unknown;
  const value =
    column.index !== undefined
      ? ((field as readonly unknown[])[column.index] ?? null)
      : column.join !== undefined
        ? (field as readonly unknown[]).join(column.join)
        : field;
  if (column.labels) return column.labels[String(value)] ?? String(value);
  return value as string | number | null;
}

/** The title of a report (the screen's heading, the sheet's and the file's name). */
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
