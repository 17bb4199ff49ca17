// `pnpm start`: builds what is missing or out of date, then runs the M-Pesa and SMS simulators, the api (which starts the
// embedded PostgreSQL, migrates and seeds it) and, once the api is ready, the gateway that serves the web app and
// /graphql — compiled JavaScript from api/dist and gateway/dist (`pnpm dev`: the TypeScript sources through tsx, and
// Vite). The children end with this launcher however it ends: SIGINT, SIGTERM and SIGHUP stop them in order, and if
// the launcher is killed outright each child notices its IPC channel close and stops itself (lib/exit-with-parent.mjs).
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatDateTime } from '../domain/src/dates.ts';
import { operator } from '../domain/src/messages/operator.ts';
import { buildServers, buildWeb, root, serversStale, webStale } from './lib/build.mjs';
import { describeOwner, portFree, portOwner } from './lib/ports.mjs';
import {
  abandonClaim,
  claimDataDirectory,
  dataDirectory,
  releaseDataDirectory,
  updateRun,
} from './lib/run-state.mjs';

const say = operator.start;
const devMode = process.argv.includes('--dev');
// --build: rebuild the web app even if it looks current (the e2e run builds its own copy); --no-build: never build
// (the systemd unit: the service's user may not write the checkout; `pnpm build` is part of an upgrade).
const forceBuild = process.argv.includes('--build');
const mayBuild = !process.argv.includes('--no-build');
const underSystemd = Boolean(process.env.INVOCATION_ID);

const apiPort = Number(process.env.API_PORT ?? 8081);
const gatewayPort = Number(process.env.PORT ?? 8080);
const simulatorPort = Number(process.env.MPESA_SIMULATOR_PORT ?? 8082);
const embeddedPgPort = Number(process.env.EMBEDDED_PG_PORT ?? 5433);
const useSimulator = !process.env.MPESA_API_KEY;
const smsSimulatorPort = Number(process.env.SMS_SIMULATOR_PORT ?? 8083);
const useSmsSimulator = !process.env.SMS_API_URL;
const useEmbedded = !process.env.DATABASE_URL;
const startupTimeoutMs = 180_000;
const webUrl = `http://localhost:${gatewayPort}`;

// Terminal output never stops the product: after SIGHUP (a closed terminal) writes fail, and are dropped.
let terminalGone = false;
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', () => {
    terminalGone = true;
  });
}
function write(stream, text) {
  if (terminalGone) return;
  try {
    stream.write(text);
  } catch {
    terminalGone = true;
  }
}
const log = (message) => write(process.stdout, `[start] ${message}\n`);

const dataDir = dataDirectory();
// Outside systemd (whose journal keeps stdout) the services also write rotated JSON files here.
const logDir = underSystemd ? null : (process.env.LOG_DIR ?? join(dataDir, 'logs'));

// 1. One launcher per data folder, and ports that are free.
const record = {
  pid: process.pid,
  startedAt: new Date().toISOString(),
  url: webUrl,
  apiUrl: `http://localhost:${apiPort}/api/v1`,
  ports: {
    gateway: gatewayPort,
    api: apiPort,
    ...(useSimulator ? { simulator: simulatorPort } : {}),
    ...(useSmsSimulator ? { smsSimulator: smsSimulatorPort } : {}),
  },
  embeddedDatabase: useEmbedded ? { port: embeddedPgPort, dir: join(dataDir, 'pg') } : null,
  supervisor: underSystemd ? 'systemd' : 'terminal',
  logDir,
  children: {},
};
const claim = claimDataDirectory(dataDir, record);
if (claim.running) {
  const since = claim.running.startedAt ? formatDateTime(claim.running.startedAt) : '?';
  log(say.alreadyRunning(claim.running.pid, since, claim.running.url ?? webUrl));
  process.exit(1);
}
if (claim.stale) log(say.staleLock(claim.stale.pid));

function refuse(message) {
  log(message);
  abandonClaim(dataDir);
  process.exit(1);
}

const wanted = [
  { port: gatewayPort, what: 'web e GraphQL', variable: 'PORT' },
  { port: apiPort, what: 'REST api', variable: 'API_PORT' },
  ...(useSimulator
    ? [{ port: simulatorPort, what: 'simulador M-Pesa', variable: 'MPESA_SIMULATOR_PORT' }]
    : []),
  ...(useSmsSimulator
    ? [{ port: smsSimulatorPort, what: 'simulador SMS', variable: 'SMS_SIMULATOR_PORT' }]
    : []),
  ...(useEmbedded
    ? [{ port: embeddedPgPort, what: 'PostgreSQL embutido', variable: 'EMBEDDED_PG_PORT' }]
    : []),
  ...(devMode ? [{ port: 5173, what: 'Vite', variable: '—' }] : []),
];
// A PostgreSQL on this data folder whose api was killed outright: the api stops it before starting its own
// (api/src/db/embedded.ts), so its port is not in the way.
const ourOrphan = (owner) => owner?.command.includes(` -D ${join(dataDir, 'pg')} `) ?? false;
for (const { port, what, variable } of wanted) {
  if (await portFree(port)) continue;
  const owner = portOwner(port);
  if (port === embeddedPgPort && useEmbedded && ourOrphan(owner)) continue;
  refuse(say.portBusy(port, what, describeOwner(owner), variable));
}

// 2. Build what is missing or older than its sources.
// WEB_DIST (read by the gateway too) lets a test run build and serve its own copy of the web app.
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(root, 'web', 'dist');
if (!devMode && (forceBuild || webStale(webDist))) {
  if (!mayBuild) refuse(say.buildMissing);
  log(say.buildingWeb(webDist));
  log(say.built(buildWeb(webDist)));
}
if (!devMode && serversStale()) {
  if (!mayBuild) refuse(say.buildMissing);
  log(say.buildingServers);
  log(say.built(await buildServers()));
}

// 3. The services.
const preload = pathToFileURL(join(root, 'scripts', 'lib', 'exit-with-parent.mjs')).href;
const node = (devEntry, builtEntry) =>
  devMode
    ? [process.execPath, '--import', 'tsx/esm', '--import', preload, devEntry]
    : [process.execPath, '--enable-source-maps', '--import', preload, builtEntry];

const children = new Map();
let stopping = false;
let refusal = null;

function run(name, cwd, command) {
  const [program, ...args] = command;
  const child = spawn(program, args, {
    cwd: join(root, cwd),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}/api/v1`,
      ...(logDir ? { LOG_DIR: logDir } : {}),
      ...(devMode ? {} : { NODE_ENV: process.env.NODE_ENV ?? 'production' }),
    },
    // Output through the launcher (a closed terminal then cannot break a child), plus the IPC channel whose
    // closing tells a child its launcher is gone.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // Own session and process group: Ctrl-C and a closing terminal reach only the launcher, which stops the
    // children in order.
    detached: true,
  });
  child.stdout.on('data', (chunk) => write(process.stdout, chunk));
  child.stderr.on('data', (chunk) => write(process.stderr, chunk));
  child.on('message', onMessage);
  children.set(name, child);
  record.children[name] = child.pid;
  updateRun(dataDir, record);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      if (!refusal) log(say.childDied(name, String(signal ?? code)));
      void stop(refusal ? 'refused' : 'child', 1);
    }
  });
  return child;
}

/** What the api reports over IPC (api/src/supervisor.ts), said in Portuguese. */
function onMessage(event) {
  if (event?.type === 'migrated') log(say.migrated(event.tags));
  if (event?.type === 'recovered') {
    log(say.recovered(event.lastReceiptAt ? formatDateTime(event.lastReceiptAt) : null));
  }
  if (event?.type === 'orphan-stopped') log(operator.database.orphanStopped(event.pid));
  if (event?.type === 'refused') {
    refusal = event.message;
    log(event.message);
  }
}

async function waitForHealth(name, url) {
  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  log(say.notAnswering(name, url));
  void stop('timeout', 1);
  return false;
}

/** Sends SIGTERM and waits; past `boundMs`, kills the child's whole process group. */
function stopChild(name, boundMs) {
  const child = children.get(name);
  if (!child) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => {
      log(say.forced);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, boundMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Gateway first (no new requests), then the api (in-flight requests and M-Pesa jobs finish, then it stops the
 * embedded database), then the simulators the api's jobs were talking to.
 */
async function stop(why, code = 0) {
  if (stopping) return;
  stopping = true;
  const began = performance.now();
  if (why !== 'refused') log(say.stopping(say.reasons[why] ?? why));
  await stopChild('vite', 5_000);
  await stopChild('gateway', 15_000);
  await stopChild('api', 35_000);
  await stopChild('mpesa-simulator', 5_000);
  await stopChild('sms-simulator', 5_000);
  releaseDataDirectory(dataDir, { clean: code === 0 || why === 'refused', at: new Date().toISOString() });
  if (why !== 'refused') log(say.stopped(performance.now() - began));
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(signal, 0));

const servicesFrom = performance.now();
if (useSimulator) {
  run('mpesa-simulator', 'api', node('src/modules/mpesa/simulator/server.ts', 'dist/mpesa-simulator.js'));
  await waitForHealth('mpesa-simulator', `http://127.0.0.1:${simulatorPort}/health`);
}
// The SMS simulator when no SMS provider is configured (README "SMS").
if (useSmsSimulator && !stopping) {
  run('sms-simulator', 'api', node('src/modules/sms/simulator/server.ts', 'dist/sms-simulator.js'));
  await waitForHealth('sms-simulator', `http://127.0.0.1:${smsSimulatorPort}/health`);
}
if (!stopping) {
  run('api', 'api', node('src/server.ts', 'dist/server.js'));
  await waitForHealth('api', `http://127.0.0.1:${apiPort}/health/ready`);
}
if (!stopping) {
  run('gateway', 'gateway', node('src/server.ts', 'dist/server.js'));
  await waitForHealth('gateway', `http://127.0.0.1:${gatewayPort}/health/ready`);
}
if (!stopping && devMode) {
  const vite = join(root, 'web', 'node_modules', 'vite', 'bin', 'vite.js');
  run('vite', 'web', [process.execPath, '--import', preload, vite, '--port', '5173', '--strictPort']);
}
if (!stopping) {
  record.readyAt = new Date().toISOString();
  updateRun(dataDir, record);
  log(say.ready(performance.now() - servicesFrom));
  log(say.web(webUrl));
  if (devMode) log(say.devWeb);
  log(say.rest(record.apiUrl));
  if (logDir) log(say.logs(logDir));
}
