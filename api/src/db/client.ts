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
  });
  // An idle client losing its server (restart, shutdown) emits here; unhandled, it would crash the process.
  pool.on('error', onError);
  return { pool, db: drizzle({ client: pool }) };
}
