// `pnpm bench`: starts the product on a fresh demo database and prints side-by-side ratios.
import { request } from 'undici';
import { restToken } from '../support/rest-client.ts';
import { benchClientPage } from './client-page.ts';
import { startCountsProxy } from './counts-proxy.ts';
import { benchCustomers, benchCustomersSmall } from './customers.ts';
import { benchCutCandidates } from './cut-candidates.ts';
import { benchFieldChecks } from './field-checks.ts';
import { compare } from './harness.ts';
import { benchImports } from './imports.ts';
import { benchListSorts } from './list-sorts.ts';
import { benchLoad } from './load.ts';
import { benchMpesa } from './mpesa.ts';
import { startProduct } from './product.ts';
import { benchReadingSync } from './reading-sync.ts';
import { benchReports } from './reports.ts';
import { benchSms } from './sms.ts';
import { benchStaffLoad } from './staff-load.ts';
import { benchTariffs } from './tariffs.ts';
import { benchTreasury } from './treasury.ts';
import { benchWebLoad } from './web-load.ts';
import { benchZoneWaterBills } from './zone-water-bills.ts';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);
// BENCH_ONLY=gateway,candidates runs those sections only (all when unset): a section's ratios are measured side by
// side within it, so one can be re-run by itself several times to see its spread.
const SECTIONS = [
  'gateway',
  'treasury',
  'customers',
  'client-page',
  'zone-pdf',
  'candidates',
  'sorts',
  'reports',
  'load',
  'mpesa',
  'sms',
  'web',
  'tariffs',
  'field-checks',
  'staff',
  'imports',
  'reading-sync',
] as const;
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !(SECTIONS as readonly string[]).includes(name)) ?? [];
if (unknown.length)
  throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
const runs = (section: (typeof SECTIONS)[number]) => !only || only.includes(section);

async function json(url: string, init: { method?: 'GET' | 'POST'; body?: string; token?: string } = {}) {
  const response = await request(url, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = await response.body.json();
  if (response.statusCode >= 400) throw new Error(`${url}: ${response.statusCode} ${JSON.stringify(body)}`);
  return body as Record<string, unknown>;
}

const product = await startProduct();
try {
  // Sessions through the typed client (support/rest-client.ts); the measured REST calls keep undici's request, the
  // client the gateway's data sources use, so the ratios compare like with like.
  const signIn = () => restToken(product.apiUrl, { username: 'admin', password: 'admin123' });
  const token = await signIn();
  const graphql = (query: string, variables?: Record<string, unknown>) =>
    json(`${product.webUrl}/graphql`, { method: 'POST', body: JSON.stringify({ query, variables }), token });

  if (runs('gateway'))
    await compare({
      name: 'Dashboard counts: what the gateway adds over calling the api directly',
      baseline: {
        label: 'REST: 4 count calls in parallel',
        run: () =>
          Promise.all(
            ['cut', 'reading', 'invoice', 'client'].map((r) =>
              json(`${product.apiUrl}/${r}/count`, { token }),
            ),
          ),
      },
      candidate: {
        label: 'GraphQL: dashboardCounts through the gateway',
        run: () => graphql('{ dashboardCounts { cuts readings invoices clients } }'),
      },
      iterations,
    });

  if (runs('gateway')) {
    const proxy = await startCountsProxy(product.apiUrl);
    try {
      await compare({
        name: 'Dashboard counts: the gateway against a bare node:http proxy making the same four calls (goal ≤ 1.1×)',
        baseline: {
          label: 'bare proxy: 4 count calls in parallel',
          run: () => json(`${proxy.url}/graphql`, { method: 'POST', body: '{}', token }),
        },
        candidate: {
          label: 'GraphQL: dashboardCounts through the gateway',
          run: () => graphql('{ dashboardCounts { cuts readings invoices clients } }'),
        },
        iterations,
      });
    } finally {
      await proxy.close();
    }
  }

  if (runs('treasury')) await benchTreasury(product.apiUrl, token);
  const rest = (path: string) => json(`${product.apiUrl}${path}`, { token });
  if (runs('gateway')) await benchCustomersSmall(graphql, rest, iterations);
  if (runs('customers')) await benchCustomers(graphql, rest, iterations);
  if (runs('client-page')) await benchClientPage(graphql, iterations);
  if (runs('zone-pdf')) await benchZoneWaterBills(product.apiUrl, token);
  if (runs('candidates')) await benchCutCandidates(product.apiUrl, signIn, iterations);
  if (runs('sorts')) {
    const { worst } = await benchListSorts();
    // A sort without its index reads every row: seconds at this size, where an indexed page takes milliseconds.
    if (worst > 500)
      throw new Error(`list sorts: a first page took ${worst.toFixed(0)} ms (an index is missing)`);
  }
  if (runs('reports')) await benchReports(product.apiUrl, signIn, iterations);
  if (runs('tariffs'))
    await benchTariffs(product.apiUrl, signIn, Number(process.env.BENCH_TARIFF_ROUNDS ?? 3), iterations);
  // Before the load section, whose 50,000-row upload queues 50,000 notices of its own.
  if (runs('sms')) await benchSms(product.apiUrl, await signIn());
  // Fresh sessions: the run's first one expires before the later sections, 20 minutes in on a busy machine.
  if (runs('load'))
    await benchLoad(product.apiUrl, await signIn(), Number(process.env.BENCH_LOAD_ROUNDS ?? 3));
  if (runs('mpesa')) await benchMpesa(product.apiUrl, await signIn());
  if (runs('web')) await benchWebLoad();
  if (runs('field-checks')) benchFieldChecks();
  if (runs('staff')) {
    const { errors } = await benchStaffLoad(product.webUrl);
    if (errors > 0) throw new Error(`staff load: ${errors} operations failed`);
  }
  if (runs('imports'))
    await benchImports(product.apiUrl, await signIn(), Number(process.env.BENCH_IMPORT_ROUNDS ?? 2));
  if (runs('reading-sync')) await benchReadingSync(product.apiUrl);
} finally {
  await product.stop();
}
