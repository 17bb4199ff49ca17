// The production shape on one machine (README "Várias instâncias"): HAProxy → 2 gateways → HAProxy → 2 apis →
// PgBouncer (transaction mode) → PostgreSQL, every process from the production build, on ports 9000-9099 (TOPOLOGY_PORT_BASE moves them). PostgreSQL
// is TEST_DATABASE_URL's server (a fresh database) or an embedded one. Each process can be killed with -9 and started
// again; each writes its output to a file of the run's folder, shown when a check fails.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startWireInspector, type WireInspector } from './wire-inspector.ts';

export const root = join(import.meta.dirname, '..', '..');

/** The first of the hundred ports the topology takes (TOPOLOGY_PORT_BASE, 9000 by default): two runs on one machine
 * each take a hundred of their own. */
const BASE = Number(process.env.TOPOLOGY_PORT_BASE ?? 9000);

export const PORTS = {
  proxy: BASE,
  proxyApi: BASE + 1,
  pgbouncer: BASE + 10,
  inspector: BASE + 11,
  replicaInspector: BASE + 12,
  apis: [BASE + 20, BASE + 21],
  apiMetrics: [BASE + 24, BASE + 25],
  gateways: [BASE + 30, BASE + 31],
  gatewayMetrics: [BASE + 34, BASE + 35],
  simulator: BASE + 40,
  embeddedPostgres: BASE + 50,
  // tracing.test.ts: an OTLP receiver, one api and one gateway.
  collector: BASE + 60,
  tracedApi: BASE + 61,
  tracedGateway: BASE + 62,
} as const;

export const PROXY = `http://127.0.0.1:${PORTS.proxy}`;

/** Debian puts both in /usr/sbin, outside a normal user's PATH. */
const binary = (name: string) => `/usr/sbin/${name}`;

interface Managed {
  name: string;
  child: ChildProcess;
  log: string;
}

export interface Database {
  /** The server's address (user, password, host, port), without a database name. */
  host: string;
  port: number;
  user: string;
  password: string;
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database: on TEST_DATABASE_URL's server, or on an embedded PostgreSQL started for the run. */
export async function freshDatabase(folder: string): Promise<Database> {
  const name = `agua_topology_${randomBytes(4).toString('hex')}`;
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!serverUrl) {
    // The api's own embedded PostgreSQL (api/src/db/embedded.ts), loaded by URL: the tests package does not depend
    // on the api's packages, and the run loads TypeScript through tsx.
    const embeddedModule = new URL('../../api/src/db/embedded.ts', import.meta.url).href;
    const { startEmbeddedPostgres } = (await import(embeddedModule)) as {
      startEmbeddedPostgres(options: { dataDir: string; port: number; database: string }): Promise<{
        url: string;
        stop(): Promise<void>;
      }>;
    };
    const dataDir = join(folder, 'pg');
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: PORTS.embeddedPostgres,
      database: 'postgres',
    });
    serverUrl = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  const server = new URL(serverUrl);
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    host: server.hostname,
    port: Number(server.port || 5432),
    user: decodeURIComponent(server.username || 'postgres'),
    password: decodeURIComponent(server.password),
    name,
    url: url.toString(),
    async drop() {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
      await stopEmbedded?.();
    },
  };
}

function pgbouncerConfig(folder: string, database: Database): string {
  const target = `host=${database.host} port=${database.port} dbname=${database.name} user=${database.user}${
    database.password ? ` password=${database.password}` : ''
  }`;
  const file = join(folder, 'pgbouncer.ini');
  writeFileSync(
    file,
    [
      '[databases]',
      `agua = ${target}`,
      // The "replica": the same database under another name, reached only through the replica inspector.
      `agua_replica = ${target}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${PORTS.pgbouncer}`,
      'unix_socket_dir =',
      // Clients are not asked for a password; PgBouncer logs in as the [databases] user.
      'auth_type = any',
      'pool_mode = transaction',
      'max_client_conn = 500',
      // Fewer server connections than the apis' pools hold: consecutive transactions of one client land on
      // different server connections, which is what a named statement would not survive.
      'default_pool_size = 12',
      'reserve_pool_size = 4',
      'ignore_startup_parameters = extra_float_digits,options',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  chmodSync(file, 0o644);
  return file;
}

function haproxyConfig(folder: string): string {
  const servers = (name: string, ports: readonly number[]) =>
    ports.map((port, index) => `  server ${name}${index + 1} 127.0.0.1:${port} check`).join('\n');
  const file = join(folder, 'haproxy.cfg');
  // deploy/haproxy.cfg with fixed addresses instead of Docker's DNS, and quicker health checks.
  writeFileSync(
    file,
    `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  retries 2
  option redispatch
  default-server inter 400ms fall 2 rise 2

frontend web
  bind 127.0.0.1:${PORTS.proxy}
  http-request set-header X-Forwarded-For %[src]
  use_backend apis if { path_beg /api/ }
  default_backend gateways

frontend api-internal
  bind 127.0.0.1:${PORTS.proxyApi}
  default_backend apis

backend gateways
  balance roundrobin
  option httpchk GET /health/ready
  http-check expect status 200
${servers('gateway', PORTS.gateways)}

backend apis
  balance roundrobin
  option httpchk GET /health/ready
  http-check expect status 200
${servers('api', PORTS.apis)}
`,
  );
  return file;
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  log?: () => string,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} not ready within ${timeoutMs} ms${log ? `:\n${log().slice(-3000)}` : ''}`);
}

export const ready = (url: string) => async () => (await fetch(url)).status === 200;

export interface Cluster {
  database: Database;
  jwtSecret: string;
  /** Counts what the apis send through PgBouncer, and what reaches the replica address. */
  wire: WireInspector;
  replicaWire: WireInspector;
  /** kill -9 of one process ('api1', 'gateway2', 'pgbouncer'…). */
  kill(name: string): void;
  /** Starts a killed process again and waits until it is ready. */
  restart(name: string): Promise<void>;
  pid(name: string): number | undefined;
  /** The last lines a process wrote. */
  log(name: string): string;
  stop(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const folder = mkdtempSync(join(tmpdir(), 'agua-topology-'));
  // As root the embedded PostgreSQL runs as postgres, and PgBouncer as nobody: both must enter the folder.
  chmodSync(folder, 0o755);
  const database = await freshDatabase(folder);
  const jwtSecret = randomBytes(32).toString('hex');
  const processes = new Map<string, Managed>();
  const starters = new Map<string, () => ChildProcess>();

  const launch = (name: string, command: string, args: string[], env: Record<string, string> = {}) => {
    const log = join(folder, `${name}.log`);
    const start = () => {
      const out = openSync(log, 'a');
      const child = spawn(command, args, {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', out, out],
      });
      processes.set(name, { name, child, log });
      return child;
    };
    starters.set(name, start);
    return start();
  };
  const logOf = (name: string) => {
    const managed = processes.get(name);
    try {
      return managed ? readFileSync(managed.log, 'utf8') : '';
    } catch {
      return '';
    }
  };

  const bouncer = `postgres://${database.user}@127.0.0.1`;

  const node = (bundle: string) => ['--enable-source-maps', join(root, bundle)];

  const apiEnv = (index: number): Record<string, string> => ({
    API_PORT: String(PORTS.apis[index]),
    HOST: '127.0.0.1',
    DATA_DIR: join(folder, `api${index + 1}`),
    DATABASE_URL: `${bouncer}:${PORTS.inspector}/agua`,
    // The first api migrates and seeds on a direct connection; the second goes through PgBouncer for that too
    // (db/startup-lock.ts): both ways take the same start-up lock.
    ...(index === 0 ? { DATABASE_DIRECT_URL: database.url } : {}),
    DATABASE_REPLICA_URL: `${bouncer}:${PORTS.replicaInspector}/agua_replica`,
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'true',
    METRICS_PORT: String(PORTS.apiMetrics[index]),
    MPESA_SIMULATOR_PORT: String(PORTS.simulator),
    MPESA_WORKERS: '4',
    MPESA_STATUS_BACKOFF_MS: '300',
    // A job whose api was killed is retried once it expires: this timeout + 60 s (modules/mpesa).
    MPESA_TIMEOUT_MS: '2000',
  });

  const gatewayEnv = (index: number): Record<string, string> => ({
    PORT: String(PORTS.gateways[index]),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${PORTS.proxyApi}/api/v1`,
    WEB_DIST: join(folder, 'no-web-app'),
    GATEWAY_TRUSTED_PROXY: 'loopback',
    METRICS_PORT: String(PORTS.gatewayMetrics[index]),
  });

  const readyUrl = (name: string) => {
    const index = Number(name.slice(-1)) - 1;
    const port = name.startsWith('api') ? PORTS.apis[index] : PORTS.gateways[index];
    return `http://127.0.0.1:${port}/health/ready`;
  };

  const bouncerReady = () =>
    waitFor(
      'PgBouncer',
      async () => {
        await onServer(`${bouncer}:${PORTS.pgbouncer}/agua`, 'select 1');
        return true;
      },
      10_000,
      () => logOf('pgbouncer'),
    );

  let wire: WireInspector | undefined;
  let replicaWire: WireInspector | undefined;
  const stop = async () => {
    // The proxy first and PostgreSQL's side last, as an operator would stop them.
    for (const managed of [...processes.values()].reverse()) {
      if (managed.child.exitCode === null && managed.child.signalCode === null) {
        managed.child.kill('SIGTERM');
        await Promise.race([
          new Promise((resolve) => managed.child.once('exit', resolve)),
          sleep(5_000).then(() => managed.child.kill('SIGKILL')),
        ]);
      }
    }
    await wire?.close();
    await replicaWire?.close();
    await database.drop();
    if (!process.env.KEEP_TOPOLOGY_LOGS) rmSync(folder, { recursive: true, force: true });
  };
  try {
    const asRoot = process.getuid?.() === 0;
    // PgBouncer refuses to run as root: it is told to become nobody.
    launch('pgbouncer', binary('pgbouncer'), [
      ...(asRoot ? ['-u', 'nobody'] : []),
      pgbouncerConfig(folder, database),
    ]);
    await bouncerReady();
    wire = await startWireInspector(PORTS.inspector, { host: '127.0.0.1', port: PORTS.pgbouncer });
    replicaWire = await startWireInspector(PORTS.replicaInspector, {
      host: '127.0.0.1',
      port: PORTS.pgbouncer,
    });

    launch('simulator', process.execPath, node('api/dist/mpesa-simulator.js'), {
      MPESA_SIMULATOR_PORT: String(PORTS.simulator),
      MPESA_SIMULATOR_DELAY_MS: '300',
    });

    await waitFor('simulator', ready(`http://127.0.0.1:${PORTS.simulator}/health`), 20_000, () =>
      logOf('simulator'),
    );
    // Both apis start at once on the empty database: one migrates and seeds, the other waits its turn.
    for (const index of [0, 1])
      launch(`api${index + 1}`, process.execPath, node('api/dist/server.js'), apiEnv(index));
    for (const name of ['api1', 'api2'])
      await waitFor(name, ready(readyUrl(name)), 120_000, () => logOf(name));
    // The gateways find the apis through HAProxy, which must be up first.
    launch('haproxy', binary('haproxy'), ['-db', '-f', haproxyConfig(folder)]);
    await waitFor('HAProxy', ready(`http://127.0.0.1:${PORTS.proxyApi}/health/ready`), 10_000, () =>
      logOf('haproxy'),
    );
    for (const index of [0, 1])
      launch(`gateway${index + 1}`, process.execPath, node('gateway/dist/server.js'), gatewayEnv(index));
    for (const name of ['gateway1', 'gateway2'])
      await waitFor(name, ready(readyUrl(name)), 30_000, () => logOf(name));
    await waitFor('HAProxy', ready(`${PROXY}/health/ready`), 10_000, () => logOf('haproxy'));
  } catch (error) {
    await stop();
    throw error;
  }

  const cluster: Cluster = {
    database,
    jwtSecret,
    wire: wire as WireInspector,
    replicaWire: replicaWire as WireInspector,
    kill(name) {
      processes.get(name)?.child.kill('SIGKILL');
    },
    async restart(name) {
      const start = starters.get(name);
      if (!start) throw new Error(`no process ${name}`);
      start();
      if (name === 'pgbouncer') {
        await bouncerReady();
      } else {
        await waitFor(name, ready(readyUrl(name)), 60_000, () => logOf(name));
      }
    },
    pid: (name) => processes.get(name)?.child.pid,
    log: logOf,
    stop,
  };
  return cluster;
}
