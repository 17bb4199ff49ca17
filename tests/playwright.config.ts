import { defineConfig } from '@playwright/test';
import { e2eEnvironment } from './support/e2e-env.ts';

// The whole product runs for the e2e tests on ports of its own, on a fresh database, through the same
// start script as `pnpm start`: what the tests see is what staff see.
const env = e2eEnvironment();

// One product, one database, two browsers at a time, in two lanes that each run their specs one after another in
// file order. The money path pays, cuts, reads and approves the demo's rows: the unpaid invoices, the pending
// readings, the totals of invoices and receipts that its lists are checked against. Beside it run the specs that
// write only rows of their own (a new client, an API key) or read what the money path may change without counting
// on it (the dashboard's counts are checked within what the database held while the screen loaded, a report's
// download against the table read with it). Setup runs beside, after the reports: a zone it adds shows on every
// report. A new spec joins the money path unless it is added here. The administrator's menu walk
// (language-admin.spec.ts) reads only but is the longest spec: it runs in the money path's lane so the two lanes
// take about as long.
const BESIDE_THE_MONEY_PATH = [
  'api-keys.spec.ts',
  'audit-backups.spec.ts',
  'contracts.spec.ts',
  'dashboard.spec.ts',
  'downloads.spec.ts',
  'homes.spec.ts',
  'language-tecnico.spec.ts',
  'lists.spec.ts',
  'imports.spec.ts',
  'login.spec.ts',
  'meters.spec.ts',
  'offline.spec.ts',
  'reading-loop.spec.ts',
  'reading-route.spec.ts',
  'reports.spec.ts',
  'responsive.spec.ts',
  'screens.spec.ts',
  'setup.spec.ts',
  'tariffs.spec.ts',
  'zone-bills.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'money-path', testIgnore: BESIDE_THE_MONEY_PATH, workers: 1 },
    { name: 'beside', testMatch: BESIDE_THE_MONEY_PATH, workers: 1 },
  ],
  retries: 0,
  // Timeouts catch a hung test; none of them measures speed (the bench does). On a machine busy with other work a
  // screen's first query took more than 10 s and an assertion that would have passed failed, so they are wide.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: env.webUrl,
    locale: 'pt-PT',
    timezoneId: 'Africa/Maputo',
    viewport: { width: 1366, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: env.chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx support/serve-product.ts',
    url: `${env.webUrl}/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: env.serverEnv,
  },
});
