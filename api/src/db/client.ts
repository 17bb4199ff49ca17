import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// Queries name their tables, imported from the area that owns each (modules/<area>/tables.ts): the connection
// needs no schema (the relational query API is not used).
export type Database = NodePgDatabase;
/** A transaction handle: repositories accept either, so callers decide the transaction boundaries. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
}

/**
 * A pg client whose statements are all unnamed. pg prepares a named statement once per connection and afterwards
 * only executes it by name; behind PgBouncer in transaction mode (Debian's 1.18 does not carry prepared statements
 * across server connections) the next transaction may run on a server connection that never saw it, and fails with
 * "prepared statement … does not exist". pg names a statement only when a query config carries `name` (drizzle
 * passes the name of `.prepare(name)`; pg-boss never names one): dropping it here keeps a future `.prepare()` safe.
 * An unnamed statement is parsed again each time, which PostgreSQL does anyway for the unnamed statement.
 */
class UnnamedStatementsClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this forwards whichever was used.
  override query(config: any, values?: any, callback?: any): any {
    if (config !== null && typeof config === 'object' && typeof config.submit !== 'function' && config.name) {
      const { name: _unnamed, ...unnamed } = config;
      return super.query(unnamed, values, callback);
    }
    return super.query(config, values, callback);
  }
}

export function connectDatabase(
  databaseUrl: string,
  onError: (error: Error) => void,
  connections = 10,
  applicationName?: string,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: connections,
    application_name: applicationName,
    Client: UnnamedStatementsClient,
  });
  // An idle client losing its server (restart, shutdown) emits here; unhandled, it would crash the process.
  pool.on('error', onError);
  // So does a checked-out client between two of its queries (a transaction waiting on the app, a start-up lock held):
  // the pool listens only to idle ones, and the process would crash when PgBouncer or the server goes away. The
  // holder's next query then fails (Client was closed), which the error handler answers as an outage (503).
  pool.on('connect', (client) => client.on('error', onError));
  return { pool, db: drizzle({ client: pool }) };
}
