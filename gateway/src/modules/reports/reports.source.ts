import type {
  BillingCollectionRow,
  ConsumptionRow,
  DebtAgingRow,
  NonRevenueMeterRow,
  NonRevenueZoneRow,
  PaymentMethodRow,
  ReadingsProgressRow,
  TopDebtorRow,
} from '@agua/domain/contracts/report';
import type { QueryParams } from '../../rest/client.ts';
import { type Page, RestDataSource } from '../../rest/data-source.ts';

/** What `Query.reports` hands its fields: the period and zone as asked (the api validates them). */
export interface ReportsSelection {
  from?: string | null;
  to?: string | null;
  zoneId?: string | number | null;
}

function query(selection: ReportsSelection): QueryParams {
  return {
    from: selection.from ?? undefined,
    to: selection.to ?? undefined,
    zoneId: selection.zoneId ?? undefined,
  };
}

/** The api's /report routes: one call per report. */
export class ReportsSource extends RestDataSource {
  private list<T>(name: string, selection: ReportsSelection): Promise<T[]> {
    return this.get<T[]>(`/report/${name}`, query(selection));
  }

  private paged<T>(name: string, selection: ReportsSelection, page: number, size: number): Promise<Page<T>> {
    return this.getPage<T>(`/report/${name}`, { ...query(selection), page, size });
  }

  billingCollection = (s: ReportsSelection) => this.list<BillingCollectionRow>('billing-collection', s);
  debtAging = (s: ReportsSelection) => this.list<DebtAgingRow>('debt-aging', s);
  consumption = (s: ReportsSelection) => this.list<ConsumptionRow>('consumption', s);
  nonRevenueZones = (s: ReportsSelection) => this.list<NonRevenueZoneRow>('non-revenue-zones', s);
  paymentMethods = (s: ReportsSelection) => this.list<PaymentMethodRow>('payment-methods', s);
  readingsProgress = (s: ReportsSelection) => this.list<ReadingsProgressRow>('readings-progress', s);
  nonRevenueMeters = (s: ReportsSelection, page: number, size: number) =>
    this.paged<NonRevenueMeterRow>('non-revenue-meters', s, page, size);
  topDebtors = (s: ReportsSelection, page: number, size: number) =>
    this.paged<TopDebtorRow>('top-debtors', s, page, size);
}
