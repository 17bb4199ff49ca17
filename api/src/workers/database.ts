import { connectDatabase, type Database, type DatabaseHandle } from '../db/client.ts';

// A worker thread's own connections, for the tasks that read and write many rows (a field sheet's export and
// upload): the rows then never cross into the main thread, whose event loop answers staff. One small pool per
// database the api uses (tests build apps on databases of their own), made at a task's first need; the connections
// close when the pool of threads stops the thread (an idle minute, or the api's close).

const CONNECTIONS_PER_THREAD = 2;
/** How the database's own views (pg_stat_activity) name these connections. */
export const WORKER_APPLICATION_NAME = 'agua worker';
const handles = new Map<string, DatabaseHandle>();

/** Errors that say a connection has lost its server (a restart, pg_terminate_backend), not that a query failed. */
function lostConnection(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && /^(57P0[123]|08\d{3}|ECONNRESET|EPIPE)$/.test(code)) ||
    (typeof message === 'string' && /^Connection terminated/.test(message))
  );
}

/**
 * The thread's connections to `databaseUrl`, each known to be alive. Between tasks the thread sleeps (piscina waits
 * on Atomics), so it cannot hear a connection close: after a database restart, or a connection ended by the server,
 * the next task would take a dead one and fail ("Connection terminated unexpectedly"). So a task first lets the
 * events that arrived meanwhile run (the pool drops every connection it hears closing), then asks one connection
 * after another for `select 1` until one answers: a dead one is dropped on the way and a new one is opened.
 */
export async function workerDatabase(databaseUrl: string): Promise<Database> {
  let handle = handles.get(databaseUrl);
  if (!handle) {
    // An idle connection losing its server must not end the thread: the pool drops it and opens another when needed.
    handle = connectDatabase(databaseUrl, () => undefined, CONNECTIONS_PER_THREAD, WORKER_APPLICATION_NAME);
    handles.set(databaseUrl, handle);
  }
  await new Promise((resolve) => setImmediate(resolve));
  for (let tried = 0; ; tried += 1) {
    try {
      await handle.pool.query('select 1');
      return handle.db;
    } catch (error) {
      if (!lostConnection(error) || tried >= CONNECTIONS_PER_THREAD) throw error;
    }
  }
}
