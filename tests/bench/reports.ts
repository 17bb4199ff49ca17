// The reports at scale: 50,000 clients with 12 monthly invoices each (600,000 invoices, year 2001), built as the cut
// candidates bench builds them. Each report's statement (the api's own, from its module) is timed against a plain
// `select sum(amount) from invoices` scan in the same run, side by side, so the ratio means the same on a busy
// machine as on an idle one (goal: ≤ 3×); then one report through the api, the REST call against that same scan.
import type { ReportFilter } from '@agua/domain/contracts/report';
import { todayInMaputo } from '@agua/domain/dates';
import pg from 'pg';
import { request } from 'undici';
import {
  billingCollectionQuery,
  consumptionQuery,
  debtAgingQuery,
  nonRevenueMetersQuery,
  nonRevenueZonesQuery,
  paymentMethodsQuery,
  readingsProgressQuery,
  topDebtorsQuery,
} from '../../api/src/modules/reports/queries.ts';
import { productDatabaseUrl } from '../support/database.ts';
import { addClients } from './customers.ts';
import { addInvoices } from './cut-candidates.ts';
import { compare } from './harness.ts';

const CLIENTS = 50_000;
/** The bench's months (cut-candidates.ts writes its readings and invoices in 2001). */
const PERIOD: ReportFilter = { from: '2001-01', to: '2001-12', zoneId: undefined };

export async function benchReports(apiUrl: string, login: () => Promise<string>, iterations: number) {
  await addClients(CLIENTS);
  const client = new pg.Client({ connectionString: productDatabaseUrl() });
  await client.connect();
  try {
    const started = Date.now();
    await addInvoices(client);
    const counts = (
      await client.query<{ invoices: string; clients: string }>(
        'select (select count(*) from invoices) as invoices, (select count(*) from clients) as clients',
      )
    ).rows[0];
    console.log(
      `\nReports dataset: ${counts?.clients} clients, ${counts?.invoices} invoices, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const today = todayInMaputo();
    const zone = (await client.query<{ id: number }>('select min(id) as id from zones')).rows[0]?.id;
    const statements = [
      ['billing vs collection', billingCollectionQuery(PERIOD)],
      ['billing vs collection, one zone', billingCollectionQuery({ ...PERIOD, zoneId: zone })],
      ['debt aging', debtAgingQuery(PERIOD, today)],
      ['consumption', consumptionQuery(PERIOD)],
      ['non-revenue meters, page of 50', nonRevenueMetersQuery(PERIOD, { limit: 50, offset: 0 })],
      ['non-revenue zones', nonRevenueZonesQuery(PERIOD)],
      ['top debtors, page of 25', topDebtorsQuery(PERIOD, today, { limit: 25, offset: 0 })],
      ['payment methods', paymentMethodsQuery(PERIOD)],
      ['readings progress', readingsProgressQuery(PERIOD)],
    ] as const;
    // A benchmark of an empty answer would measure nothing.
    const billed = await client.query<{ invoiced: string }>(statements[0][1].text, statements[0][1].values);
    if (billed.rows.length !== 12 || Number(billed.rows[0]?.invoiced) <= 0)
      throw new Error('reports at scale: billing vs collection found no invoices');

    const scan = {
      label: 'SQL: select sum(amount) from invoices',
      run: () => client.query('select sum(amount) from invoices'),
    };
    const runs = Math.min(iterations, Number(process.env.BENCH_REPORT_ITERATIONS ?? 15));
    for (const [name, statement] of statements) {
      await compare({
        name: `Report ${name}, 12 months, 600,000 invoices`,
        baseline: scan,
        candidate: { label: `SQL: ${name}`, run: () => client.query(statement.text, statement.values) },
        iterations: runs,
      });
    }
    const token = await login();
    await compare({
      name: 'Report through the api (GET /report/debt-aging, 12 months)',
      baseline: scan,
      candidate: {
        label: 'REST: GET /report/debt-aging',
        run: async () => {
          const response = await request(`${apiUrl}/report/debt-aging?from=${PERIOD.from}&to=${PERIOD.to}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          if (response.statusCode !== 200) throw new Error(`debt aging: ${response.statusCode}`);
          await response.body.json();
        },
      },
      iterations: runs,
    });
  } finally {
    await client.end();
  }
}
