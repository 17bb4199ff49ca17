// Starts the whole product for a benchmark run, exactly as the e2e tests do, and stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eEnvironment } from '../support/e2e-env.ts';

const testsRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningProduct {
  webUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

async function waitFor(
  url: string,
  child: ChildProcess,
  timeoutMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 240_000),
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the product exited (${child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${url}`);
}

export async function startProduct(): Promise<RunningProduct> {
  const env = e2eEnvironment();
  const child = spawn(process.execPath, ['--import', 'tsx', 'support/serve-product.ts'], {
    cwd: testsRoot,
    // The M-Pesa bench measures with a PIN wait of 2.5 s, as real phones take seconds (docs/performance.md).
    // The gateway believes the X-Forwarded-For of a reverse proxy on this machine, as behind Caddy (README): the staff
    // load signs its staff in from the addresses of their offices (staff-load.ts).
    env: {
      ...process.env,
      ...env.serverEnv,
      MPESA_SIMULATOR_DELAY_MS: '2500',
      GATEWAY_TRUSTED_PROXY: 'loopback',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${env.webUrl}/health`, child);
  return {
    webUrl: env.webUrl,
    apiUrl: env.apiUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
