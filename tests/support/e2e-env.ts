import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Playwright evaluates its config in the runner and again in each worker; the first evaluation fixes the
// run's identity in process.env, which the workers inherit, so all of them agree on one database.
process.env.E2E_RUN_ID ??= `${Date.now()}_${randomBytes(3).toString('hex')}`;
const runId = process.env.E2E_RUN_ID;

const gatewayPort = Number(process.env.E2E_PORT ?? 8090);
const apiPort = Number(process.env.E2E_API_PORT ?? 8091);
const mpesaPort = Number(process.env.E2E_MPESA_PORT ?? 8092);
/** The SMS simulator: its own variable, else beside the M-Pesa one (each run's ports differ, so these do too). */
const smsPort = Number(process.env.E2E_SMS_PORT ?? mpesaPort + 1000);

/** One PIN wait of the M-Pesa simulator in the e2e run. */
export const E2E_MPESA_DELAY_MS = 500;

export interface E2eEnvironment {
  webUrl: string;
  apiUrl: string;
  chromiumPath: string;
  /**
   * The run's own database on TEST_DATABASE_URL's server; null when the product starts its embedded PostgreSQL
   * (`productDatabaseUrl()` in support/database.ts finds that one).
   */
  databaseUrl: string | null;
  serverEnv: Record<string, string>;
}

export function e2eEnvironment(): E2eEnvironment {
  const server = process.env.TEST_DATABASE_URL;
  const databaseUrl = server ? withDatabase(server, `agua_e2e_${runId}`) : null;
  const dataDir = join(tmpdir(), `agua-e2e-${runId}`);
  const serverEnv: Record<string, string> = {
    PORT: String(gatewayPort),
    API_PORT: String(apiPort),
    API_URL: `http://127.0.0.1:${apiPort}/api/v1`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    WEB_DIST: join(tmpdir(), `agua-e2e-web-${runId}`),
    EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 5439)),
    // The local M-Pesa simulator (README "M-Pesa simulator") with a short PIN wait, so a request ends soon after it
    // is sent. A spec that shows the screen waiting uses a slow PIN, a number ending in 7: five waits, 2.5 s.
    MPESA_SIMULATOR_PORT: String(mpesaPort),
    MPESA_SIMULATOR_DELAY_MS: String(E2E_MPESA_DELAY_MS),
    MPESA_STATUS_BACKOFF_MS: '500',
    // The local SMS simulator (README "SMS"), sending at any hour so a run in the evening sees its messages go, and
    // asking for deliveries soon after sending.
    SMS_SIMULATOR_PORT: String(smsPort),
    SMS_SENDING_HOURS: '0-24',
    SMS_STATUS_DELAY_MS: '500',
    SMS_RETRY_BACKOFF_MS: '500',
  };
  if (databaseUrl) serverEnv.DATABASE_URL = databaseUrl;
  return {
    webUrl: `http://127.0.0.1:${gatewayPort}`,
    apiUrl: `http://127.0.0.1:${apiPort}/api/v1`,
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    databaseUrl,
    serverEnv,
  };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
