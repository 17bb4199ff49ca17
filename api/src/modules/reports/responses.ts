import { type PaymentMethod, paymentMethodLabel } from '@agua/domain/contracts/receipt';
import type {
  BillingCollectionRow,
  ConsumptionRow,
  DebtAgingRow,
  NonRevenueMeterRow,
  NonRevenueSignal,
  NonRevenueZoneRow,
  PaymentMethodRow,
  ReadingsProgressRow,
  TopDebtorRow,
} from '@agua/domain/contracts/report';
import { toCentavos, toMeticais } from '@agua/domain/money';

// Rows as node-postgres hands them over (money and rates as numeric text) → the REST answers: money through
// centavos, so "1234.50" is 1234.5 exactly and never a float sum.

type Raw = Record<string, unknown>;

const money = (value: unknown) => toMeticais(toCentavos(String(value)));
const decimal = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const int = (value: unknown) => Number(value);
const text = (value: unknown) => String(value);

export const toBillingCollectionRow = (row: Raw): BillingCollectionRow => ({
  month: text(row.month),
  invoiced: money(row.invoiced),
  collected: money(row.collected),
  fines: money(row.fines),
  collectionRate: decimal(row.collection_rate),
});

export const toDebtAgingRow = (row: Raw): DebtAgingRow => ({
  zoneId: int(row.zone_id),
  zoneName: text(row.zone_name),
  days0To30: money(row.d30),
  days31To60: money(row.d60),
  days61To90: money(row.d90),
  over90: money(row.d91),
  total: money(row.total),
  clients0To30: int(row.c30),
  clients31To60: int(row.c60),
  clients61To90: int(row.c90),
  clientsOver90: int(row.c91),
  clients: int(row.clients),
});

export const toConsumptionRow = (row: Raw): ConsumptionRow => ({
  zoneId: int(row.zone_id),
  zoneName: text(row.zone_name),
  month: text(row.month),
  consumption: int(row.consumption),
  readings: int(row.readings),
  averagePerMeter: Number(row.average),
});

export const toNonRevenueMeterRow = (row: Raw): NonRevenueMeterRow => ({
  meterId: int(row.meter_id),
  clientId: int(row.client_id),
  clientName: text(row.client_name),
  zoneId: int(row.zone_id),
  zoneName: text(row.zone_name),
  signal: text(row.signal) as NonRevenueSignal,
  month: text(row.month),
  consumptions: [int(row.c2), int(row.c1), int(row.c0)],
});

export const toNonRevenueZoneRow = (row: Raw): NonRevenueZoneRow => ({
  zoneId: int(row.zone_id),
  zoneName: text(row.zone_name),
  consumption: int(row.consumption),
  previousYearConsumption: int(row.previous),
  change: decimal(row.change),
  fell: Boolean(row.fell),
});

export const toTopDebtorRow = (row: Raw): TopDebtorRow => ({
  clientId: int(row.client_id),
  clientName: text(row.client_name),
  zoneId: int(row.zone_id),
  zoneName: text(row.zone_name),
  debt: money(row.debt),
  invoices: int(row.invoices),
  oldestLimitDate: text(row.oldest),
  daysOverdue: int(row.days_overdue),
});

export const toPaymentMethodRow = (row: Raw): PaymentMethodRow => ({
  month: text(row.month),
  paymentMethod: text(row.payment_method) as PaymentMethod,
  paymentMethodLabel: paymentMethodLabel(text(row.payment_method)),
  receipts: int(row.receipts),
  amount: money(row.amount),
});

export const toReadingsProgressRow =
  (month: string) =>
  (row: Raw): ReadingsProgressRow => ({
    zoneId: int(row.zone_id),
    zoneName: text(row.zone_name),
    month,
    expected: int(row.expected),
    registered: int(row.registered),
    approved: int(row.approved),
  });
