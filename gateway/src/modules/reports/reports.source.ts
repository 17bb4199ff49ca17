import type { QueryReportsArgs } from '../../generated/resolvers.ts';
import { RestDataSource } from '../../rest/data-source.ts';

/** What `Query.reports` hands its fields: the period and zone as asked (the api validates them). */
type ReportsSelection = QueryReportsArgs;

/** The period and zone as every report route takes them (the api checks them and answers 400 in Portuguese). */
function query({ from, to, zoneId }: ReportsSelection) {
  return { from, to, zoneId };
}

/** The api's /report routes: one call per report. */
export class ReportsSource extends RestDataSource {
  billingCollection = (s: ReportsSelection) => this.get('/report/billing-collection', { query: query(s) });
  debtAging = (s: ReportsSelection) => this.get('/report/debt-aging', { query: query(s) });
  consumption = (s: ReportsSelection) => this.get('/report/consumption', { query: query(s) });
  nonRevenueZones = (s: ReportsSelection) => this.get('/report/non-revenue-zones', { query: query(s) });
  paymentMethods = (s: ReportsSelection) => this.get('/report/payment-methods', { query: query(s) });
  readingsProgress = (s: ReportsSelection) => this.get('/report/readings-progress', { query: query(s) });
  nonRevenueMeters = (s: ReportsSelection, page: number, size: number) =>
    this.getPage('/report/non-revenue-meters', { query: { ...query(s), page, size } });
  topDebtors = (s: ReportsSelection, page: number, size: number) =>
    this.getPage('/report/top-debtors', { query: { ...query(s), page, size } });
}
