// Pagar Factura at scale: its one GraphQL query (the client, its balance, unpaid invoices and latest receipts, the
// payment methods) must cost the same number of REST calls for a client with 5 unpaid invoices as for one with
// 500, because the gateway batches each nested field into one list call. The calls are counted by a second
// gateway, started for this measurement, whose api traffic passes through a counting proxy in this process (the
// product's own gateway stays untouched, so the other measurements keep their meaning).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { productDatabaseUrl } from '../support/database.ts';

const gatewayRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'gateway');

export const PAYMENT_SCREEN = `query Payment($clientId: ID!) {
  client(id: $clientId) {
    clientId name balance
    unpaidInvoices { invoiceId description limitDate amount fineAmount totalAmount }
    receipts(limit: 5) { receiptId paymentDate paymentMethodLabel amount reversed }
  }
  paymentMethods { value label }
}`;

/** A new client with a meter, an active contract and `count` unpaid overdue invoices, in the bench's database. */
async function clientWithUnpaidInvoices(count: number): Promise<string> {
  const client = new pg.Client({ connectionString: productDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ client_id: number }>(
      `with c as (
         insert into clients (name, phone_number, address, zone_id)
         values ('Devedor de Carga ' || $1::int, '86' || lpad($1::text, 7, '0'), 'Rua da Carga',
                 (select min(id) from zones)) returning id),
       m as (insert into client_meters (client_id) select id from c returning id, client_id),
       k as (
         insert into contracts (client_id, meter_id, contract_type_id, start_date)
         select client_id, id, (select min(id) from contract_types), '2000-01-01' from m returning id, meter_id),
       r as (
         insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
         select k.meter_id, 1 + (g - 1) % 12, 2000 + (g - 1) / 12, 0, 10, 'APPROVED'
         from k, generate_series(1, $1::int) g returning id)
       insert into invoices (reading_id, contract_id, description, limit_date, amount)
       select r.id, k.id, 'Factura de carga ' || r.id, '2020-01-01', 150 from r, k
       returning (select client_id from m) as client_id`,
      [count],
    );
    return String(rows[0]?.client_id);
  } finally {
    await client.end();
  }
}

interface CountingGateway {
  graphql(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** REST calls the gateway has made so far. */
  calls(): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startCountingGateway(apiUrl: string, token: string): Promise<CountingGateway> {
  const api = new URL(apiUrl);
  let calls = 0;
  const proxy = createServer((incoming, outgoing) => {
    calls += 1;
    const forwarded = httpRequest(
      {
        host: api.hostname,
        port: api.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;
  const port = await freePort();
  const gateway: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: gatewayRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${proxyPort}${api.pathname}`,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not yet listening
    }
    if (tries > 240 || gateway.exitCode !== null) throw new Error('the counting gateway did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    async graphql(query, variables) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as Record<string, unknown>;
    },
    calls: () => calls,
    stop: async () => {
      await new Promise<void>((resolve) => {
        gateway.once('exit', () => resolve());
        gateway.kill('SIGTERM');
      });
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

export async function benchTreasury(apiUrl: string, token: string): Promise<void> {
  const gateway = await startCountingGateway(apiUrl, token);
  try {
    const rows: string[] = [];
    for (const invoices of [5, 500]) {
      const clientId = await clientWithUnpaidInvoices(invoices);
      const before = gateway.calls();
      const started = performance.now();
      const body = (await gateway.graphql(PAYMENT_SCREEN, { clientId })) as {
        data?: { client?: { unpaidInvoices: unknown[] } };
        errors?: unknown;
      };
      const elapsed = performance.now() - started;
      // A measurement of an error answer would measure nothing.
      if (body.errors || body.data?.client?.unpaidInvoices.length !== invoices)
        throw new Error(`payment screen: unexpected answer ${JSON.stringify(body).slice(0, 300)}`);
      rows.push(
        `  ${String(invoices).padStart(3)} unpaid invoices: ${gateway.calls() - before} REST calls (${elapsed.toFixed(0)} ms, first call)`,
      );
    }
    console.log(
      "\nPagar Factura's query (client, balance, unpaid invoices, latest receipts, payment methods)",
    );
    for (const row of rows) console.log(row);
  } finally {
    await gateway.stop();
  }
}
