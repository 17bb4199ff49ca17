import { z } from 'zod';
import { currentPeriod } from '../dates.ts';
import { messages } from '../messages.ts';
import { PAYMENT_METHODS } from './invoice.ts';

// Reports (docs/domain.md "Reports"): read-only answers computed in SQL over a period of whole months (from/to,
// YYYY-MM, Maputo) and an optional zone. Money in MZN numbers with at most 2 decimals on the wire, as everywhere.

const r = messages.reports;

/** The longest period a report accepts, so a typo ("0026-01") cannot ask for centuries of months. */
export const MAX_REPORT_MONTHS = 60;
/** Months shown when no period is given: the last 12 up to the current month (Maputo). */
export const DEFAULT_REPORT_MONTHS = 12;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month as a number of months since year 0, so periods are compared and counted with plain arithmetic. */
export function monthIndex(month: string): number {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Mês inválido: ${month}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

/** The YYYY-MM of a month index. */
export function monthOfIndex(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month `count` months after (or before, when negative) a YYYY-MM month. */
export function addMonths(month: string, count: number): string {
  return monthOfIndex(monthIndex(month) + count);
}

/** Every month of a period, in order. */
export function monthsOf(period: ReportPeriod): string[] {
  const months: string[] = [];
  for (let i = monthIndex(period.from); i <= monthIndex(period.to); i++) months.push(monthOfIndex(i));
  return months;
}

/** The current month in Maputo, YYYY-MM. */
export function currentMonth(now: Date = new Date()): string {
  const { year, month } = currentPeriod(now);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The period when none is given: the last DEFAULT_REPORT_MONTHS months up to the current one. */
export function defaultPeriod(now: Date = new Date()): ReportPeriod {
  const to = currentMonth(now);
  return { from: addMonths(to, 1 - DEFAULT_REPORT_MONTHS), to };
}

const monthParam = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => MONTH.test(value) && Number(value.slice(0, 4)) >= 2000, r.api.invalidMonth(label))
    .optional()
    .describe('YYYY-MM (Maputo)');

/**
 * The query string every report takes: from/to (YYYY-MM, both ends included; absent: the last 12 months up to the
 * current one, or 12 months around the one given) and an optional zone. From after to, or more than 60 months → 400.
 */
export const reportQuerySchema = z
  .object({
    from: monthParam(r.fields.from),
    to: monthParam(r.fields.to),
    zoneId: z.coerce
      .number({ error: r.api.invalidZone })
      .int(r.api.invalidZone)
      .positive(r.api.invalidZone)
      .max(2_147_483_647, r.api.invalidZone)
      .optional()
      .describe('Only this zone (its id); absent: every zone'),
  })
  .transform((query, ctx) => {
    const fallback = defaultPeriod();
    const to = query.to ?? (query.from ? addMonths(query.from, DEFAULT_REPORT_MONTHS - 1) : fallback.to);
    const from = query.from ?? (query.to ? addMonths(query.to, 1 - DEFAULT_REPORT_MONTHS) : fallback.from);
    const span = monthIndex(to) - monthIndex(from) + 1;
    if (span < 1) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: r.api.fromAfterTo });
      return z.NEVER;
    }
    if (span > MAX_REPORT_MONTHS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: r.api.periodTooLong(MAX_REPORT_MONTHS) });
      return z.NEVER;
    }
    return { from, to, zoneId: query.zoneId };
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;
export type ReportFilter = z.output<typeof reportQuerySchema>;
export interface ReportPeriod {
  from: string;
  to: string;
}

const money = (what: string) => z.number().describe(`MZN: ${what}`);
const monthField = z.string().describe('YYYY-MM');

export const billingCollectionRowSchema = z
  .object({
    month: monthField,
    invoiced: money(
      'Σ amount of the invoices billed for this month (reading period), cancelled ones excluded',
    ),
    collected: money('Σ amount of the invoices paid during this month (payment date), fines apart'),
    fines: money('Σ fines paid during this month (frozen at payment)'),
    collectionRate: z
      .number()
      .nullable()
      .describe('collected / invoiced × 100, 2 decimals; null when nothing was invoiced'),
  })
  .meta({ id: 'BillingCollectionRow' });
export type BillingCollectionRow = z.output<typeof billingCollectionRowSchema>;

const zoneFields = { zoneId: z.number().int(), zoneName: z.string() };

export const debtAgingRowSchema = z
  .object({
    ...zoneFields,
    days0To30: money('unpaid, 0–30 days past the limit date (not yet due included)'),
    days31To60: money('unpaid, 31–60 days overdue'),
    days61To90: money('unpaid, 61–90 days overdue'),
    over90: money('unpaid, more than 90 days overdue'),
    total: money('every unpaid invoice of the zone in the period'),
    clients0To30: z.number().int(),
    clients31To60: z.number().int(),
    clients61To90: z.number().int(),
    clientsOver90: z.number().int(),
    clients: z.number().int().describe('Clients with at least one unpaid invoice'),
  })
  .meta({ id: 'DebtAgingRow' });
export type DebtAgingRow = z.output<typeof debtAgingRowSchema>;

export const consumptionRowSchema = z
  .object({
    ...zoneFields,
    month: monthField,
    consumption: z.number().int().describe('m³ of the non-cancelled readings'),
    readings: z.number().int(),
    averagePerMeter: z.number().describe('m³ per meter read, 2 decimals; 0 without readings'),
  })
  .meta({ id: 'ConsumptionRow' });
export type ConsumptionRow = z.output<typeof consumptionRowSchema>;

export const NON_REVENUE_SIGNALS = ['ZERO', 'FALLING'] as const;
export type NonRevenueSignal = (typeof NON_REVENUE_SIGNALS)[number];

export const nonRevenueMeterRowSchema = z
  .object({
    meterId: z.number().int(),
    clientId: z.number().int(),
    clientName: z.string(),
    ...zoneFields,
    signal: z
      .enum(NON_REVENUE_SIGNALS)
      .describe('ZERO: three readings at 0 m³; FALLING: each below the one before'),
    month: monthField.describe('YYYY-MM of the latest of the three readings'),
    consumptions: z.array(z.number().int()).describe('The three consumptions (m³), oldest first'),
  })
  .meta({ id: 'NonRevenueMeterRow' });
export type NonRevenueMeterRow = z.output<typeof nonRevenueMeterRowSchema>;

export const nonRevenueZoneRowSchema = z
  .object({
    ...zoneFields,
    consumption: z.number().int().describe('m³ in the period'),
    previousYearConsumption: z.number().int().describe('m³ in the same months one year earlier'),
    change: z.number().nullable().describe('% change, 2 decimals; null when last year had none'),
    fell: z.boolean().describe('Consumption below the same months last year'),
  })
  .meta({ id: 'NonRevenueZoneRow' });
export type NonRevenueZoneRow = z.output<typeof nonRevenueZoneRowSchema>;

export const topDebtorRowSchema = z
  .object({
    clientId: z.number().int(),
    clientName: z.string(),
    ...zoneFields,
    debt: money("Σ of the client's unpaid invoices billed in the period (fines apart)"),
    invoices: z.number().int(),
    oldestLimitDate: z.string().describe('YYYY-MM-DD'),
    daysOverdue: z.number().int().describe('Days past the oldest limit date (Maputo), 0 when not yet due'),
  })
  .meta({ id: 'TopDebtorRow' });
export type TopDebtorRow = z.output<typeof topDebtorRowSchema>;

export const paymentMethodRowSchema = z
  .object({
    month: monthField,
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentMethodLabel: z.string(),
    receipts: z.number().int().describe('Live (not reversed) receipts paid this month with this method'),
    amount: money('Σ of their amounts received'),
  })
  .meta({ id: 'PaymentMethodRow' });
export type PaymentMethodRow = z.output<typeof paymentMethodRowSchema>;

export const readingsProgressRowSchema = z
  .object({
    ...zoneFields,
    month: monthField.describe('The period’s last month'),
    expected: z.number().int().describe('Meters with an active contract, neither cut nor suspended'),
    registered: z.number().int().describe('Their non-cancelled readings of the month'),
    approved: z.number().int().describe('Those readings already approved'),
  })
  .meta({ id: 'ReadingsProgressRow' });
export type ReadingsProgressRow = z.output<typeof readingsProgressRowSchema>;

/** The reports a file can be downloaded of, by their path name. */
export const REPORT_NAMES = [
  'billing-collection',
  'debt-aging',
  'consumption',
  'non-revenue-meters',
  'non-revenue-zones',
  'top-debtors',
  'payment-methods',
  'readings-progress',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
/**
 * xlsx; csv as a pt-PT spreadsheet opens it (";" between fields, "1222,50"); csv-intl with "," and "1222.50", for
 * tools that expect the international form.
 */
export const REPORT_FORMATS = ['xlsx', 'csv', 'csv-intl'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
