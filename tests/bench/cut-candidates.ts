// The cut candidates at scale: 50,000 clients with 12 monthly invoices each (600,000 invoices, about 100,000 of
// them unpaid), built in SQL like customers.ts builds the clients. The candidates statement (the api's own, from
// its module) is timed against a plain scan of the unpaid invoices in the same run, side by side, so the ratio
// means the same on a busy machine as on an idle one; then the REST call against that same scan.
import pg from 'pg';
import { request } from 'undici';
import { candidatesQuery } from '../../api/src/modules/cuts/candidate-queries.ts';
import { productDatabaseUrl } from '../support/database.ts';
import { skipAudit } from './bench-database.ts';
import { addClients } from './customers.ts';
import { compare } from './harness.ts';

const MONTHS = 12;

/**
 * Every active contract of the load clients (customers.ts) without readings gets 12 readings (year 2001, so no demo month is touched) and their
 * invoices: limit dates a month apart, the latest due in 5 days. Four clients in five owe only that latest month
 * (not overdue yet); the fifth owes the last 1–11 months, so about 9,000 clients are candidates. Each client's paid invoices point at one receipt.
 */
export async function addInvoices(client: pg.Client): Promise<void> {
  // Built once per database: the load clients' months are those of year 2001 (other sections' clients may have
  // readings of that year too, so only the load clients' count).
  const { rows } = await client.query<{ built: boolean }>(
    `select exists (select 1 from readings r join client_meters cm on cm.id = r.meter_id
                    join clients cl on cl.id = cm.client_id
                    where r.reading_year = 2001 and cl.name like 'Cliente de Carga %') as built`,
  );
  if (rows[0]?.built) return;
  await client.query('begin');
  await client.query(`
    create temporary table bench_contracts on commit drop as
    select c.id as contract_id, c.meter_id, c.client_id,
           case when c.id % 5 = 0 then (c.id % 11) + 1 else 1 end as months_owed
    from contracts c join clients cl on cl.id = c.client_id
    where cl.name like 'Cliente de Carga %' and c.contract_status = 1
      and not exists (select 1 from readings r where r.meter_id = c.meter_id)`);
  await client.query(`
    insert into receipts (client_id, contract_id, payment_method, payment_date, amount)
    select client_id, contract_id, 'MPESA', now() - interval '40 days', 0 from bench_contracts`);
  await client.query(`
    insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
    select b.meter_id, m, 2001, (m - 1) * 10, m * 10 + (b.contract_id % 7), 'APPROVED'
    from bench_contracts b, generate_series(1, ${MONTHS}) m`);
  await client.query(`
    insert into invoices (reading_id, contract_id, limit_date, amount, payment_status, payment_date, receipt_id)
    select r.id, b.contract_id,
           current_date - ((${MONTHS} - r.reading_month) * 30 - 5),
           150 + (r.id % 9000) / 100.0,
           case when r.reading_month > ${MONTHS} - b.months_owed then null else 'PAID' end,
           case when r.reading_month > ${MONTHS} - b.months_owed then null else current_date - 40 end,
           case when r.reading_month > ${MONTHS} - b.months_owed then null else rc.id end
    from bench_contracts b
    join readings r on r.meter_id = b.meter_id and r.reading_year = 2001
    join (select contract_id, max(id) as id from receipts group by contract_id) rc on rc.contract_id = b.contract_id`);
  await client.query('commit');
  await client.query('vacuum analyze receipts, readings, invoices, contracts, clients');
}

export async function benchCutCandidates(
  apiUrl: string,
  login: () => Promise<string>,
  iterations: number,
): Promise<void> {
  // The 50,000 load clients (the customers section may have made them already), with their invoices: built on those
  // clients alone, so what earlier sections added (a zone's clients with readings, debtors) changes nothing here.
  await addClients(50_000);
  const client = new pg.Client({ connectionString: productDatabaseUrl() });
  await client.connect();
  await skipAudit(client);
  try {
    const started = Date.now();
    await addInvoices(client);
    const counts = (
      await client.query<{ invoices: string; unpaid: string; clients: string }>(
        `select (select count(*) from invoices) as invoices,
                (select count(*) from invoices where payment_status is null) as unpaid,
                (select count(*) from clients) as clients`,
      )
    ).rows[0];
    console.log(
      `\nCut candidates dataset: ${counts?.clients} clients, ${counts?.invoices} invoices (${counts?.unpaid} unpaid), built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const page = candidatesQuery({ kind: 'overdue' }, { limit: 25, offset: 0 });
    const check = await client.query<{ total: string }>(page.text, page.values);
    // A benchmark of an empty answer would measure nothing.
    if (check.rows.length !== 25 || Number(check.rows[0]?.total) < 9_000)
      throw new Error(`cut candidates at scale: unexpected answer (${check.rows.length} rows)`);
    console.log(`  candidates (default threshold): ${check.rows[0]?.total}`);

    const scan = {
      label: 'SQL: count and sum of the unpaid invoices',
      run: () =>
        client.query('select count(*), sum(total_amount) from invoices where payment_status is null'),
    };
    await compare({
      name: 'Cut candidates, first page of 25 by debt, 600,000 invoices',
      baseline: scan,
      candidate: {
        label: 'SQL: the cut candidates statement',
        run: () => client.query(page.text, page.values),
      },
      iterations,
    });
    const zone = (await client.query<{ id: number }>('select min(id) as id from zones')).rows[0]?.id;
    const zonePage = candidatesQuery({ kind: 'overdue', zoneId: zone }, { limit: 25, offset: 0 });
    await compare({
      name: 'Cut candidates of one zone (a fifth of the clients), first page of 25',
      baseline: scan,
      candidate: {
        label: 'SQL: the statement with zoneId',
        run: () => client.query(zonePage.text, zonePage.values),
      },
      iterations,
    });
    // A fresh session: the earlier benchmarks may have outlived the first token.
    const token = await login();
    await compare({
      name: 'Cut candidates through the api (GET /cut/candidates?page=1&size=25)',
      baseline: scan,
      candidate: {
        label: 'REST: GET /cut/candidates',
        run: async () => {
          const response = await request(`${apiUrl}/cut/candidates?page=1&size=25`, {
            headers: { authorization: `Bearer ${token}` },
          });
          if (response.statusCode !== 200) throw new Error(`candidates: ${response.statusCode}`);
          await response.body.json();
        },
      },
      iterations,
    });
  } finally {
    await client.end();
  }
}
