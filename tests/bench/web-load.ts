// The web app as a new member of staff gets it on a slow link: the bytes of JS and CSS each route loads on a first
// visit, and the time to the loading shell, the login form and the dashboard under a throttled network (Chromium's
// own emulation), first visit and second (service worker and HTTP cache warm).
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { e2eEnvironment } from '../support/e2e-env.ts';
import { demoUsers } from '../support/session.ts';

// Mozambican staff on mobile data: 400 kbit/s each way, 400 ms round trip.
const SLOW_LINK = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};

// Goals for the slow link (ms).
const GOALS = { shell: 1_500, loginFirst: 6_000, loginSecond: 1_000 } as const;

const ROUTES = [
  ['Painel', 'dashboard', 'dashboard-clients'],
  ['Clientes', 'clients/list', null],
  ['Leituras Pendentes', 'readings/pending', null],
  ['Criar Contrato (wizard)', 'contracts/create-contract', null],
] as const;

const admin = demoUsers.admin;

/**
 * Every JS and CSS file a page fetches, with its body's gzip size (what the gateway sends a gzip-only browser).
 * Reading a body is asynchronous: `settled` waits for every one, since a busy machine may still be reading when
 * the page is already idle (the count would silently miss files).
 */
function recordAssets(page: Page): { assets: Map<string, number>; settled: () => Promise<unknown> } {
  const assets = new Map<string, number>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!/\.(?:js|css)(?:\?|$)/.test(url)) return;
    reading.push(
      response.body().then(
        (body) => void assets.set(url, gzipSync(body, { level: 9 }).length),
        // a response without a body (a redirect): nothing to count
        () => {},
      ),
    );
  });
  return { assets, settled: () => Promise.all(reading) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (assets: Map<string, number>) => [...assets.values()].reduce((sum, size) => sum + size, 0);

async function signIn(page: Page) {
  await page.getByLabel('Utilizador').fill(admin.username);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/manager\/dashboard$/);
}

async function bytesPerRoute(browser: Browser, webUrl: string) {
  // No service worker: it would precache every chunk, and the point is what each route needs.
  const fresh = () => browser.newContext({ baseURL: webUrl, serviceWorkers: 'block' });
  const rows: [string, string][] = [];

  const loginContext = await fresh();
  const loginPage = await loginContext.newPage();
  const login = recordAssets(loginPage);
  await loginPage.goto('/auth/login', { waitUntil: 'networkidle' });
  await login.settled();
  const loginAssets = login.assets;
  rows.push(['Login (first visit)', `${kb(total(loginAssets))} in ${loginAssets.size} files`]);
  await loginContext.close();

  for (const [name, path] of ROUTES) {
    const context = await fresh();
    const page = await context.newPage();
    await page.goto('/auth/login', { waitUntil: 'networkidle' });
    await signIn(page);
    await page.waitForLoadState('networkidle');
    const before = new Set(loginAssets.keys());
    const recorded = recordAssets(page);
    await page.goto(`/manager/${path}`);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await recorded.settled();
    const assets = recorded.assets;
    const own = [...assets.entries()].filter(([url]) => !before.has(url));
    const added = own.reduce((sum, [, size]) => sum + size, 0);
    rows.push([
      `${name} (opened directly, signed in)`,
      `${kb(total(assets))} in ${assets.size} files (${kb(added)} beyond the login's)`,
    ]);
    await context.close();
  }
  return rows;
}

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
}

/** Milliseconds since the navigation started, read in the page. */
const sinceNavigation = (page: Page) => page.evaluate(() => performance.now());
/** When the first content (the loading shell) was painted, in ms since the navigation started. */
const firstPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );

async function visit(page: Page) {
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.locator('.boot, #login-username').first().waitFor();
  const shell = await firstPaint(page);
  await page.locator('#login-username').waitFor();
  const form = await sinceNavigation(page);
  // What reached the network before the form: bytes over the wire for the page and everything it loaded (a
  // response from the service worker's cache transfers none).
  const network = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => entry.responseEnd <= performance.now() && entry.transferSize > 0)
      .map((entry) => new URL(entry.name).pathname),
  );
  return { shell, form, network };
}

async function throttledTimings(browser: Browser, webUrl: string) {
  const context = await browser.newContext({ baseURL: webUrl });
  const page = await context.newPage();
  await throttle(context, page);

  const first = await visit(page);
  const start = await sinceNavigation(page);
  await signIn(page);
  await page.getByTestId('dashboard-clients').filter({ hasText: /\d/ }).waitFor();
  const dashboard = (await sinceNavigation(page)) - start;
  // The worker finishes caching the app in the background; the second visit is a new tab in the same browser.
  // The session is forgotten (a colleague's turn on the same phone); the caches stay.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    localStorage.clear();
    indexedDB.deleteDatabase('agua');
  });
  await page.close();

  // Five returning visits, each a new tab; the median and the spread, since one visit is at the mercy of a busy
  // machine.
  const returns: { shell: number; form: number; network: string[] }[] = [];
  for (let i = 0; i < 5; i++) {
    const again = await context.newPage();
    await throttle(context, again);
    returns.push(await visit(again));
    await again.close();
  }
  await context.close();
  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const forms = returns.map((r) => r.form).sort((a, b) => a - b);
  const second = {
    shell: median(returns.map((r) => r.shell)),
    form: median(forms),
    formRange: [forms[0] ?? Number.NaN, forms.at(-1) ?? Number.NaN] as const,
    network: [...new Set(returns.flatMap((r) => r.network))],
  };
  return { first, dashboard, second };
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const goal = (value: number, limit: number) =>
  `${ms(value)} (goal < ${limit} ms: ${value < limit ? 'met' : 'MISSED'})`;

export async function benchWebLoad(): Promise<void> {
  const env = e2eEnvironment();
  const browser = await chromium.launch({
    executablePath: env.chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    console.log('\n## Web first load: gzip bytes of JS and CSS per route');
    for (const [route, bytes] of await bytesPerRoute(browser, env.webUrl))
      console.log(`  ${route.padEnd(50)} ${bytes}`);

    const { first, dashboard, second } = await throttledTimings(browser, env.webUrl);
    console.log('\n## Web on a slow link (400 kbit/s, 400 ms latency)');
    console.log(
      `  first visit:  shell ${goal(first.shell, GOALS.shell)}, login form ${goal(first.form, GOALS.loginFirst)}`,
    );
    console.log(`  sign-in → dashboard with its counts: ${ms(dashboard)}`);
    console.log(
      `  second visit (median of 5): shell ${ms(second.shell)}, login form ${goal(second.form, GOALS.loginSecond)}; login form ${ms(second.formRange[0])}–${ms(second.formRange[1])} over the 5`,
    );
    console.log(
      `  second visit, fetched over the network before the form: ${second.network.length === 0 ? 'nothing (all from the service worker cache)' : second.network.join(', ')}`,
    );
  } finally {
    await browser.close();
  }
}
