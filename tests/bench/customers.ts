// The customers screen at scale: its one GraphQL query (a page of clients with zone, meters, contract, type and
// balance) must cost the same with the demo's 50 clients as with 50,000, because the api pages on the server and the
// gateway batches every nested field. Each phase is measured against the REST calls the gateway itself makes for
// that page (the page, then its rows' zones, meters and contracts together, then the contracts' types), so the
// ratio is what the gateway adds, and means the same on a busy machine as on an idle one.
import pg from 'pg';
import { productDatabaseUrl } from '../support/database.ts';
import { skipAudit } from './bench-database.ts';
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

/** Makes `total` load clients (each with a meter and an active contract) in the benchmark's own database. */
export async function addClients(total: number): Promise<void> {
  const client = new pg.Client({ connectionString: productDatabaseUrl() });
  await client.connect();
  await skipAudit(client);
  try {
    // Counted by their own name: other sections add clients of their own (a zone's, a debtor's), which must not
    // stand in for these (the cut candidates build their invoices on these clients only).
    const [{ n }] = (
      await client.query<{ n: string }>(
        `select count(*) as n from clients where name like 'Cliente de Carga %'`,
      )
    ).rows as [{ n: string }];
    if (Number(n) >= total) return;
    await client.query(
      `with c as (
         insert into clients (name, phone_number, address, zone_id)
         select 'Cliente de Carga ' || g, '84' || lpad(g::text, 7, '0'), 'Rua ' || g,
                (select id from zones order by id offset (g % (select count(*) from zones)) limit 1)
         from generate_series($2::int + 1, $1::int) g returning id),
       m as (insert into client_meters (client_id) select id from c returning id, client_id)
       insert into contracts (client_id, meter_id, contract_type_id, start_date)
       select client_id, id, (select min(id) from contract_types), current_date from m`,
      [total, Number(n)],
    );
    await client.query('analyze clients; analyze client_meters; analyze contracts');
  } finally {
    await client.end();
  }
}

type Rest = (path: string) => Promise<unknown>;

interface ClientRow {
  clientId: number;
  zoneId: number;
}
interface ContractRow {
  contractId: number;
  clientId: number;
  contractStatus: number;
  contractTypeId: number;
}

const distinct = <T>(values: T[]): T[] => [...new Set(values)];
const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return `?${search}`;
};

/**
 * The same page over REST, call for call as the gateway fetches it (http/rest data sources): the page of clients,
 * then the zones, meters and contracts of its rows in parallel, then the types of their current contracts.
 */
function customersPageOverRest(rest: Rest, search?: string) {
  return async () => {
    const clients = (await rest(
      `/client${query({ page: 1, size: 25, q: search, sort: 'name,asc' })}`,
    )) as ClientRow[];
    const clientIds = clients.map((row) => row.clientId).join(',');
    const [, , contracts] = (await Promise.all([
      rest(`/zone${query({ ids: distinct(clients.map((row) => row.zoneId)).join(',') })}`),
      rest(`/client-meter${query({ clientIds })}`),
      rest(`/contract${query({ clientIds })}`),
    ])) as [unknown, unknown, ContractRow[]];
    const current = new Map<number, ContractRow>();
    for (const contract of [...contracts].sort((a, b) => b.contractId - a.contractId)) {
      const chosen = current.get(contract.clientId);
      if (!chosen || (chosen.contractStatus !== 1 && contract.contractStatus === 1))
        current.set(contract.clientId, contract);
    }
    const typeIds = distinct([...current.values()].map((contract) => contract.contractTypeId));
    if (typeIds.length) await rest(`/contract-type${query({ ids: typeIds.join(',') })}`);
  };
}

/**
 * The gateway's own cost on the customers page, before the 50,000 clients are added: the page through GraphQL
 * against the REST calls the gateway makes for it (part of the gateway section).
 */
export async function benchCustomersSmall(
  graphql: (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>,
  rest: Rest,
  iterations: number,
): Promise<void> {
  await compare({
    name: 'Customers page, 25 rows, demo database (50 clients)',
    baseline: { label: 'REST: the same calls, made directly', run: customersPageOverRest(rest) },
    candidate: {
      label: 'GraphQL: clientsPage with nested fields',
      run: () => graphql(CUSTOMERS_PAGE, {}),
    },
    iterations,
  });
}

export async function benchCustomers(
  graphql: (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>,
  rest: Rest,
  iterations: number,
): Promise<void> {
  const overRest = (search?: string) => ({
    label: 'REST: the same calls, made directly',
    run: customersPageOverRest(rest, search),
  });
  const page = (search?: string) => () => graphql(CUSTOMERS_PAGE, search ? { search } : {});

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
    baseline: overRest(),
    candidate: { label: 'GraphQL: clientsPage with nested fields', run: page() },
    iterations,
  });
  await compare({
    name: 'Customers page searched on the server ("carga 4999"), 50,000 clients',
    baseline: overRest('carga 4999'),
    candidate: { label: 'GraphQL: clientsPage search', run: page('carga 4999') },
    iterations,
  });
}
