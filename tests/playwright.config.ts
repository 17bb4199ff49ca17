import { defineConfig } from '@playwright/test';
import { e2eEnvironment } from './support/e2e-env.ts';

// The whole product runs for the e2e tests on ports of its own, on a fresh database, through the same
// start script as `pnpm start`: what the tests see is what staff see.
const env = e2eEnvironment();

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
