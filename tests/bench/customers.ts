// The customers screen at scale: its one GraphQL query (a page of clients with zone, meters, contract, type and
// balance) must cost the same with the demo's 50 clients as with 50,000, because the api pages on the server and the
// gateway batches every nested field. Each phase is measured against `{ ping }` (a constant-cost round trip through
// the same gateway), so the ratio means the same on a busy machine as on an idle one.
import pg from 'pg';
import { e2eEnvironment } from '../support/e2e-env.ts';
import { compare } from './harness.ts';

export const CUSTOMERS_PAGE = `query Customers($search: String) {
  clientsPage(page: 1, size: 25, search: $search, sort: "name,asc") {
    total
    items {
      clientId name phoneNumber
      zone { designation }
      meters { meterId }
      balance
      contract { contractId contractStatus contractType { designation } }
    }
  }
}`;

/** Adds clients (each with a meter and an active contract) straight into the benchmark's own database. */
async function addClients(total: number): Promise<void> {
  const client = new pg.Client({ connectionString: e2eEnvironment().databaseUrl ?? undefined });
  await client.connect();
  try {
    const [{ n }] = (await client.query<{ n: string }>('select count(*) as n from clients')).rows as [
      { n: string },
    ];
    const missing = total - Number(n);
    if (missing <= 0) return;
    await client.query(
      `with c as (
         insert into clients (name, phone_number, address, zone_id)
         select 'Cliente de Carga ' || g, '84' || lpad(g::text, 7, '0'), 'Rua ' || g,
                (select id from zones order by id offset (g % (select count(*) from zones)) limit 1)
         from generate_series(1, $1::int) g returning id),
       m as (insert into client_meters (client_id) select id from c returning id, client_id)
       insert into contracts (client_id, meter_id, contract_type_id, start_date)
       select client_id, id, (select min(id) from contract_types), current_date from m`,
      [missing],
    );
    await client.query('analyze clients; analyze client_meters; analyze contracts');
  } finally {
    await client.end();
  }
}

export async function benchCustomers(
  graphql: (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>,
  iterations: number,
): Promise<void> {
  const ping = { label: 'GraphQL: { ping } (reference)', run: () => graphql('{ ping }') };
  const page = (search?: string) => () => graphql(CUSTOMERS_PAGE, search ? { search } : {});

  await compare({
    name: 'Customers page, 25 rows, demo database (50 clients)',
    baseline: ping,
    candidate: { label: 'GraphQL: clientsPage with nested fields', run: page() },
    iterations,
  });

  await addClients(50_000);
  // A benchmark of an error answer would measure nothing: check the big page is real first.
  const body = (await page()()) as {
    data?: { clientsPage?: { total: number; items: unknown[] } };
    errors?: unknown;
  };
  if (
    body.errors ||
    (body.data?.clientsPage?.total ?? 0) < 50_000 ||
    body.data?.clientsPage?.items.length !== 25
  )
    throw new Error(`customers page at scale: unexpected answer ${JSON.stringify(body).slice(0, 300)}`);
  await compare({
    name: 'Customers page, 25 rows, 50,000 clients',
    baseline: ping,
    candidate: { label: 'GraphQL: clientsPage with nested fields', run: page() },
    iterations,
  });
  await compare({
    name: 'Customers page searched on the server ("carga 4999"), 50,000 clients',
    baseline: ping,
    candidate: { label: 'GraphQL: clientsPage search', run: page('carga 4999') },
    iterations,
  });
}
