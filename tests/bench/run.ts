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

const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
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

// Each section's wall time, printed as it ends and summed at the end: the whole run has a 20-minute budget
// (docs/performance.md "The whole bench in one run"), and this says which section spends it.
const benchStarted = Date.now();
const sectionTimes: [string, number][] = [];
async function section(
  name: (typeof SECTIONS)[number],
  run: () => Promise<unknown> | unknown,
): Promise<void> {
  if (!runs(name)) return;
  const started = Date.now();
  await run();
  const seconds = (Date.now() - started) / 1000;
  sectionTimes.push([name, seconds]);
  console.log(
    `\n[section ${name}: ${seconds.toFixed(1)} s; ${((Date.now() - benchStarted) / 60_000).toFixed(1)} min into the run]`,
  );
}

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

  const rest = (path: string) => json(`${product.apiUrl}${path}`, { token });
  await section('gateway', async () => {
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
    await benchCustomersSmall(graphql, rest, iterations);
  });

  await section('treasury', () => benchTreasury(product.apiUrl, token));
  await section('customers', () => benchCustomers(graphql, rest, iterations));
  await section('client-page', () => benchClientPage(graphql, iterations));
  await section('zone-pdf', () => benchZoneWaterBills(product.apiUrl, token));
  await section('candidates', () => benchCutCandidates(product.apiUrl, signIn, iterations));
  await section('sorts', async () => {
    const { worst } = await benchListSorts();
    // A sort without its index reads every row: seconds at this size, where an indexed page takes milliseconds.
    if (worst > 500)
      throw new Error(`list sorts: a first page took ${worst.toFixed(0)} ms (an index is missing)`);
  });
  await section('reports', () => benchReports(product.apiUrl, signIn, iterations));
  await section('tariffs', () =>
    benchTariffs(product.apiUrl, signIn, Number(process.env.BENCH_TARIFF_ROUNDS ?? 2), iterations),
  );
  // Each section from here signs in afresh: the run's first session expires before them on a busy machine.
  await section('sms', async () => benchSms(product.apiUrl, await signIn()));
  await section('load', async () =>
    benchLoad(product.apiUrl, await signIn(), Number(process.env.BENCH_LOAD_ROUNDS ?? 2)),
  );
  await section('mpesa', async () => benchMpesa(product.apiUrl, await signIn()));
  await section('web', () => benchWebLoad());
  await section('field-checks', () => benchFieldChecks());
  await section('staff', async () => {
    const { errors } = await benchStaffLoad(product.webUrl);
    if (errors > 0) throw new Error(`staff load: ${errors} operations failed`);
  });
  await section('imports', async () =>
    benchImports(product.apiUrl, await signIn(), Number(process.env.BENCH_IMPORT_ROUNDS ?? 1)),
  );
  await section('reading-sync', () => benchReadingSync(product.apiUrl));
  const total = (Date.now() - benchStarted) / 1000;
  console.log(`\nWhole bench: ${(total / 60).toFixed(1)} min (goal <= 20 min)`);
  for (const [name, seconds] of sectionTimes)
    console.log(
      `  ${name.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s  ${((100 * seconds) / total).toFixed(0).padStart(3)} %`,
    );
} finally {
  await product.stop();
}
