// Starts the product for the e2e run: creates the run's own database on the test server (when one is
// given), runs `scripts/start.mjs` exactly as `pnpm start` does, and drops the database afterwards.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const databaseUrl = process.env.DATABASE_URL;

async function adminQuery(sql: string): Promise<void> {
  if (!databaseUrl) return;
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const databaseName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : null;
if (databaseName) await adminQuery(`CREATE DATABASE "${databaseName}"`);

// --build: the run serves a fresh build of the current web sources (in its own WEB_DIST), never a stale one.
const product = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), '--build'], {
  cwd: root,
  stdio: 'inherit',
});

let cleaning = false;
async function cleanUp(code: number): Promise<void> {
  if (cleaning) return;
  cleaning = true;
  if (databaseName)
    await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => {});
  for (const folder of [process.env.DATA_DIR, process.env.WEB_DIST]) {
    if (folder?.includes('agua-e2e-')) rmSync(folder, { recursive: true, force: true });
  }
  process.exit(code);
}

product.on('exit', (code) => void cleanUp(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => product.kill('SIGTERM'));
}
