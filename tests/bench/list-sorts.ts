// Every sort a list screen offers, at 600,000 invoices (the cut candidates' dataset): the first page of 25 of each
// sort, in each direction, planned and run by PostgreSQL (EXPLAIN ANALYZE), beside the same page sorted by id in
// the same run, so the ratio means the same on a busy machine. The invoice list is the api's own statement (its
// query builder, from its module); the other lists are their statements' shape (one table, or readings with their
// client). Migration 0016 gives each sort an index whose order is the page's (sort column, then id).
import pg from 'pg';
import { connectDatabase, type Database } from '../../api/src/db/client.ts';
import { listClauses, listRows } from '../../api/src/http/list-query.ts';
import { INVOICE_SORT_COLUMNS, selectInvoiceRows } from '../../api/src/modules/invoices/queries.ts';
import { invoices } from '../../api/src/modules/invoices/tables.ts';
import { productDatabaseUrl } from '../support/database.ts';
import { addClients } from './customers.ts';
import { addInvoices } from './cut-candidates.ts';

interface Statement {
  text: string;
  values: unknown[];
}

/** Runs the statement under EXPLAIN ANALYZE: the execution time in ms, and whether the plan sorted every row. */
async function explain(client: pg.Client, statement: Statement) {
  const { rows } = await client.query(`explain (analyze, format json) ${statement.text}`, statement.values);
  const plan = rows[0]['QUERY PLAN'][0];
  const text = JSON.stringify(plan.Plan);
  // A full sort reads every row before the first is answered; an index (or an incremental sort over one) does not.
  const fullSort = /"Node Type":"Sort"/.test(text);
  return { ms: plan['Execution Time'] as number, fullSort };
}

function invoicePage(db: Database, field: string, direction: 'asc' | 'desc'): Statement {
  const clauses = listClauses(
    { page: 1, size: 25, sort: { field: field as keyof typeof INVOICE_SORT_COLUMNS, direction } },
    { idColumn: invoices.id, searchColumns: [], sortColumns: INVOICE_SORT_COLUMNS },
  );
  const query = listRows(selectInvoiceRows(db).$dynamic(), clauses).toSQL();
  return { text: query.sql, values: query.params };
}

/** The other lists: their FROM, id column and sort expressions, as their services write them. */
const LISTS: { name: string; from: string; id: string; sorts: Record<string, string> }[] = [
  {
    name: 'Recibos',
    from: 'receipts r',
    id: 'r.id',
    sorts: {
      paymentDate: 'r.payment_date',
      amount: 'r.amount',
      clientId: 'r.client_id',
      contractId: 'r.contract_id',
      paymentMethod: 'r.payment_method',
      createdAt: 'r.created_at',
    },
  },
  {
    name: 'Leituras',
    from: 'readings r join client_meters cm on cm.id = r.meter_id join clients cl on cl.id = cm.client_id',
    id: 'r.id',
    sorts: {
      meterId: 'r.meter_id',
      readingYear: 'r.reading_year',
      readingMonth: 'r.reading_month',
      period: 'r.reading_year * 100 + r.reading_month',
      currentReading: 'r.current_reading',
      previousReading: 'r.previous_reading',
      consumption: 'r.consumption',
      state: 'r.state',
      createdAt: 'r.created_at',
      clientName: 'cl.name',
    },
  },
  {
    name: 'Clientes',
    from: 'clients c',
    id: 'c.id',
    sorts: {
      name: 'lower(c.name)',
      phoneNumber: 'c.phone_number',
      address: 'lower(c.address)',
      nuit: 'c.nuit',
      zoneId: 'c.zone_id',
      createdAt: 'c.created_at',
    },
  },
];

export async function benchListSorts(): Promise<{ worst: number }> {
  await addClients(50_000);
  const client = new pg.Client({ connectionString: productDatabaseUrl() });
  await client.connect();
  // Only to write the api's statements (toSQL); they run on `client`.
  const builder = connectDatabase(productDatabaseUrl(), () => {}, 1);
  let worst = 0;
  try {
    await addInvoices(client);
    const counts = (
      await client.query<{ invoices: string; readings: string; receipts: string; clients: string }>(
        `select (select count(*) from invoices) as invoices, (select count(*) from readings) as readings,
                (select count(*) from receipts) as receipts, (select count(*) from clients) as clients`,
      )
    ).rows[0];
    console.log(
      `\nList sorts, first page of 25 (EXPLAIN ANALYZE, best of 3): ${counts?.invoices} invoices, ${counts?.readings} readings, ${counts?.receipts} receipts, ${counts?.clients} clients`,
    );
    const best = async (statement: Statement) => {
      let result = await explain(client, statement);
      for (let i = 0; i < 2; i++) {
        const again = await explain(client, statement);
        if (again.ms < result.ms) result = again;
      }
      return result;
    };
    const row = async (list: string, field: string, page: (direction: 'asc' | 'desc') => Statement) => {
      for (const direction of ['asc', 'desc'] as const) {
        const result = await best(page(direction));
        worst = Math.max(worst, result.ms);
        console.log(
          `  ${`${list}: ${field} ${direction}`.padEnd(40)} ${result.ms.toFixed(1).padStart(9)} ms${result.fullSort ? '   (sorts every row)' : ''}`,
        );
      }
    };
    const byId = await best(invoicePage(builder.db, 'invoiceId', 'asc'));
    console.log(
      `  ${'Facturas: invoiceId asc (the baseline)'.padEnd(40)} ${byId.ms.toFixed(1).padStart(9)} ms`,
    );
    for (const field of Object.keys(INVOICE_SORT_COLUMNS).filter((name) => name !== 'invoiceId'))
      await row('Facturas', field, (direction) => invoicePage(builder.db, field, direction));
    for (const list of LISTS) {
      for (const [field, expression] of Object.entries(list.sorts)) {
        await row(list.name, field, (direction) => ({
          text: `select * from ${list.from} order by ${expression} ${direction}, ${list.id} ${direction} limit 25`,
          values: [],
        }));
      }
    }
    console.log(`  slowest first page: ${worst.toFixed(1)} ms`);
  } finally {
    await client.end();
    await builder.pool.end();
  }
  return { worst };
}
