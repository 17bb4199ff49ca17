import type { ReportFilter, ReportName } from '@agua/domain/contracts/report';
import { todayInMaputo } from '@agua/domain/dates';
import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { cursorBatches } from '../../db/cursor.ts';
import type { Page } from '../../http/list-query.ts';
import {
  billingCollectionQuery,
  consumptionQuery,
  debtAgingQuery,
  nonRevenueMetersQuery,
  nonRevenueZonesQuery,
  type Paging,
  paymentMethodsQuery,
  readingsProgressQuery,
  type SqlQuery,
  topDebtorsQuery,
} from './queries.ts';
import {
  toBillingCollectionRow,
  toConsumptionRow,
  toDebtAgingRow,
  toNonRevenueMeterRow,
  toNonRevenueZoneRow,
  toPaymentMethodRow,
  toReadingsProgressRow,
  toTopDebtorRow,
} from './responses.ts';

type Raw = Record<string, unknown>;

/** A report: its statement (paged or whole) and how a row of it becomes the REST answer. */
interface ReportDefinition<T> {
  query: (filter: ReportFilter, paging?: Paging) => SqlQuery;
  toRow: (row: Raw) => T;
}

function definitions(filter: ReportFilter, today: string) {
  return {
    'billing-collection': { query: billingCollectionQuery, toRow: toBillingCollectionRow },
    'debt-aging': { query: (f: ReportFilter) => debtAgingQuery(f, today), toRow: toDebtAgingRow },
    consumption: { query: consumptionQuery, toRow: toConsumptionRow },
    'non-revenue-meters': { query: nonRevenueMetersQuery, toRow: toNonRevenueMeterRow },
    'non-revenue-zones': { query: nonRevenueZonesQuery, toRow: toNonRevenueZoneRow },
    'top-debtors': {
      query: (f: ReportFilter, paging?: Paging) => topDebtorsQuery(f, today, paging),
      toRow: toTopDebtorRow,
    },
    'payment-methods': { query: paymentMethodsQuery, toRow: toPaymentMethodRow },
    'readings-progress': { query: readingsProgressQuery, toRow: toReadingsProgressRow(filter.to) },
  } satisfies Record<ReportName, ReportDefinition<unknown>>;
}
type Definitions = ReturnType<typeof definitions>;
export type ReportRow<N extends ReportName> = ReturnType<Definitions[N]['toRow']>;

export function createReportService(pool: Pool) {
  /** Every row of a report (one statement). */
  async function all<N extends ReportName>(name: N, filter: ReportFilter): Promise<ReportRow<N>[]> {
    const report = definitions(filter, todayInMaputo())[name] as ReportDefinition<ReportRow<N>>;
    const { text, values } = report.query(filter);
    return (await pool.query<Raw>(text, values)).rows.map(report.toRow);
  }

  /** One page of a long report, with the total from the statement's window count. */
  async function page<N extends 'top-debtors' | 'non-revenue-meters'>(
    name: N,
    filter: ReportFilter,
    paging: Paging,
  ): Promise<Page<ReportRow<N>>> {
    const report = definitions(filter, todayInMaputo())[name] as ReportDefinition<ReportRow<N>>;
    const { text, values } = report.query(filter, paging);
    const result = await pool.query<Raw>(text, values);
    let total = Number(result.rows[0]?.total ?? 0);
    // A page past the end has no row to carry the total: count the whole report.
    if (result.rows.length === 0 && paging.offset > 0) {
      const whole = report.query(filter);
      total =
        (await pool.query<{ n: number }>(`select count(*)::int as n from (${whole.text}) t`, whole.values))
          .rows[0]?.n ?? 0;
    }
    return { rows: result.rows.map(report.toRow), total };
  }

  /** Every row of a report for a download, a batch at a time (`cursorBatches`). */
  async function* batches<N extends ReportName>(
    name: N,
    filter: ReportFilter,
    batchSize = 500,
  ): AsyncGenerator<ReportRow<N>[]> {
    const report = definitions(filter, todayInMaputo())[name] as ReportDefinition<ReportRow<N>>;
    for await (const rows of cursorBatches<Raw>(pool, report.query(filter), batchSize))
      yield rows.map(report.toRow);
  }

  return { all, page, batches };
}

export type ReportService = ReturnType<typeof createReportService>;

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportService;
  }
}

export default fp(
  async (app) => {
    app.decorate('reports', createReportService(app.replicaPool));
  },
  { name: 'reports-service', dependencies: ['db'] },
);
