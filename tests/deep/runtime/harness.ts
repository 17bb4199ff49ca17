// The product as an office server runs it: `node scripts/start.mjs` in a process of its own, on the e2e ports and a
// data folder of its own, watched from outside through its output, its processes (/proc) and its ports.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const root = join(import.meta.dirname, '..', '..', '..');

export const PORTS = {
  gateway: Number(process.env.E2E_PORT ?? 8590),
  api: Number(process.env.E2E_API_PORT ?? 8591),
  simulator: Number(process.env.E2E_MPESA_PORT ?? 8592),
  // The SMS simulator beside the M-Pesa one, as in the e2e runs (support/e2e-env.ts).
  smsSimulator: Number(process.env.E2E_SMS_PORT ?? Number(process.env.E2E_MPESA_PORT ?? 8592) + 1000),
  postgres: Number(process.env.E2E_PG_PORT ?? 5939),
};
export const API = `http://127.0.0.1:${PORTS.api}/api/v1`;

/** A data folder of the test's own, removed at the end. */
export function dataFolder(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'agua-deep-runtime-'));
  // mkdtemp makes it private; as root, the embedded PostgreSQL runs as the postgres user, who must enter it.
  chmodSync(path, 0o755);
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface Product {
  process: ChildProcess;
  /** Everything the launcher printed so far (its own lines and its children's). */
  output(): string;
  /** The launcher's own Portuguese lines. */
  said(): string[];
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the launcher as an operator would (`pnpm start` runs exactly this). */
export function startProduct(
  dataDir: string,
  env: Record<string, string> = {},
  args: string[] = [],
): Product {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), ...args], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORTS.gateway),
      API_PORT: String(PORTS.api),
      MPESA_SIMULATOR_PORT: String(PORTS.simulator),
      SMS_SIMULATOR_PORT: String(PORTS.smsSimulator),
      EMBEDDED_PG_PORT: String(PORTS.postgres),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    text += String(chunk);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    process: child,
    output: () => text,
    said: () =>
      text
        .split('\n')
        .filter((line) => line.startsWith('[start] '))
        .map((line) => line.slice(8)),
    async waitFor(pattern, timeoutMs = 240_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const match = pattern.exec(text);
        if (match) return match[0];
        if (child.exitCode !== null || child.signalCode !== null) break;
        await sleep(100);
      }
      throw new Error(`no ${pattern} in the launcher's output:\n${text.slice(-4000)}`);
    },
    exited,
  };
}

/** Every live process descended from pid (children in sessions of their own included), read from /proc. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z') parents.set(Number(name), Number(fields[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ofParent] of parents) {
      if (ofParent === parent && !found.includes(child)) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** True when nothing listens on the port any more (it can be bound again). */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function allPortsFree(ports: number[] = Object.values(PORTS)): Promise<boolean> {
  for (const port of ports) if (!(await portFree(port))) return false;
  return true;
}

/** Polls until check() holds; answers how long it took, or throws after timeoutMs. */
export async function within(timeoutMs: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check()) return performance.now() - started;
    await sleep(50);
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

/** The launcher's record of itself (scripts/lib/run-state.mjs). */
export function runRecord(dataDir: string): { pid: number; children: Record<string, number> } {
  return JSON.parse(readFileSync(join(dataDir, 'run.json'), 'utf8'));
}

/** The embedded PostgreSQL's postmaster pid. */
export function postgresPid(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** A connection string to the embedded database of a data folder. */
export function embeddedUrl(dataDir: string): string {
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${PORTS.postgres}/agua`;
}

export async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function login(username = 'admin', password = 'admin123'): Promise<string> {
  const response = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export const randomKey = () => randomBytes(8).toString('hex');
