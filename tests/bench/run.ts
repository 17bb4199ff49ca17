// `pnpm bench`: starts the product on a fresh demo database and prints side-by-side ratios.
import { request } from 'undici';
import { benchCustomers } from './customers.ts';
import { benchCutCandidates } from './cut-candidates.ts';
import { compare } from './harness.ts';
import { benchLoad } from './load.ts';
import { benchMpesa } from './mpesa.ts';
import { startProduct } from './product.ts';
import { benchTreasury } from './treasury.ts';
import { benchWebLoad } from './web-load.ts';
import { benchZoneWaterBills } from './zone-water-bills.ts';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);
// BENCH_ONLY=mpesa (comma-separated section names) runs only those sections.
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const runs = (section: string) => !only || only.includes(section);

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
  const signIn = async () =>
    String(
      (
        await json(`${product.apiUrl}/auth/login`, {
          method: 'POST',
          body: JSON.stringify({ username: 'admin', password: 'admin123' }),
        })
      ).token,
    );
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

  if (runs('treasury')) await benchTreasury(product.apiUrl, token);
  const rest = (path: string) => json(`${product.apiUrl}${path}`, { token });
  if (runs('customers')) await benchCustomers(graphql, rest, iterations);
  if (runs('zone-water-bills')) await benchZoneWaterBills(product.apiUrl, token);
  if (runs('cut-candidates')) await benchCutCandidates(product.apiUrl, signIn, iterations);
  if (runs('load')) await benchLoad(product.apiUrl, token, Number(process.env.BENCH_LOAD_ROUNDS ?? 3));
  if (runs('mpesa')) await benchMpesa(product.apiUrl, token);
  if (runs('web-load')) await benchWebLoad();
} finally {
  await product.stop();
}
