import { connectDatabase, type Database, type DatabaseHandle } from '../db/client.ts';

// A worker thread's own connections, for the tasks that read and write many rows (a field sheet's export and
// upload): the rows then never cross into the main thread, whose event loop answers staff. One small pool per
// database the api uses (tests build apps on databases of their own), made at a task's first need; the connections
// close when the pool of threads stops the thread (an idle minute, or the api's close).

const CONNECTIONS_PER_THREAD = 2;
const handles = new Map<string, DatabaseHandle>();

export function workerDatabase(databaseUrl: string): Database {
  let handle = handles.get(databaseUrl);
  if (!handle) {
    // An idle connection losing its server (a restart, the api stopping) must not end the thread: the next task
    // gets a fresh connection from the pool.
    handle = connectDatabase(databaseUrl, () => undefined, CONNECTIONS_PER_THREAD);
    handles.set(databaseUrl, handle);
  }
  return handle.db;
}
