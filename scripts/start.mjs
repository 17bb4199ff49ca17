// `pnpm start`: builds what is missing, then runs the api (which migrates and seeds its database) and,
// once the api answers, the gateway that serves the web app and /graphql. Ctrl-C stops both cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '8081';
const gatewayPort = process.env.PORT ?? '8080';
const startupTimeoutMs = 180_000;
// `pnpm dev` (--dev): the same services plus Vite's dev server on :5173, which proxies /graphql to the gateway.
const devMode = process.argv.includes('--dev');

function log(message) {
  console.log(`[start] ${message}`);
}

// WEB_DIST (read by the gateway too) lets a test run build and serve its own copy of the web app.
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(root, 'web', 'dist');
const forceBuild = process.argv.includes('--build');
if (!devMode && (forceBuild || !existsSync(join(webDist, 'index.html')))) {
  log(`a construir a aplicação web em ${webDist}...`);
  const build = spawnSync('pnpm', ['--filter', '@agua/web', 'exec', 'vite', 'build', '--outDir', webDist], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = new Map();
let stopping = false;

function run(name, cwd, command = [process.execPath, '--import', 'tsx/esm', 'src/server.ts']) {
  const [program, ...args] = command;
  const child = spawn(program, args, {
    cwd: join(root, cwd),
    env: {
      ...process.env,
      WEB_DIST: webDist,
      API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}/api/v1`,
    },
    stdio: 'inherit',
    // Own process group: Ctrl-C reaches only this script, which then stops the children in order.
    detached: true,
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      log(`${name} terminou inesperadamente (${signal ?? code}); a parar o resto.`);
      stop(1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

async function waitForHealth(name, url) {
  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  log(`${name} não respondeu em ${url} a tempo.`);
  stop(1);
}

// Gateway first, then api: the api owns the embedded database and must close it last.
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  children.get('vite')?.kill('SIGTERM');
  children.get('mpesa-simulator')?.kill('SIGTERM');
  const gateway = children.get('gateway');
  const api = children.get('api');
  if (gateway) {
    gateway.once('exit', () => api?.kill('SIGTERM'));
    gateway.kill('SIGTERM');
  } else {
    api?.kill('SIGTERM');
  }
  if (children.size === 0) process.exit(code);
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code || 1);
  }, 20_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// The local M-Pesa simulator (README "M-Pesa simulator") stands in for the provider unless real credentials are set.
if (!process.env.MPESA_API_KEY) {
  const simulatorPort = process.env.MPESA_SIMULATOR_PORT ?? '8082';
  run('mpesa-simulator', 'api', [
    process.execPath,
    '--import',
    'tsx/esm',
    'src/modules/mpesa/simulator/server.ts',
  ]);
  await waitForHealth('mpesa-simulator', `http://127.0.0.1:${simulatorPort}/health`);
}
run('api', 'api');
await waitForHealth('api', `http://127.0.0.1:${apiPort}/health`);
if (!stopping) {
  run('gateway', 'gateway');
  await waitForHealth('gateway', `http://127.0.0.1:${gatewayPort}/health`);
  if (!stopping) {
    if (devMode) run('vite', 'web', ['pnpm', 'exec', 'vite', '--port', '5173', '--strictPort']);
    log(`web e GraphQL: http://localhost:${gatewayPort}  (GraphQL em /graphql)`);
    if (devMode) log('web em modo de desenvolvimento: http://localhost:5173');
    log(`REST: http://localhost:${apiPort}/api/v1  (OpenAPI em /api/docs)`);
  }
}
