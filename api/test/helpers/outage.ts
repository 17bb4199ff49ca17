import pg from 'pg';

/**
 * A real database outage for one test database: its connections are terminated and new ones refused
 * (ALTER DATABASE … ALLOW_CONNECTIONS false), as when PostgreSQL is stopped or restarting, while the server
 * itself stays up for the other test files. `end()` lets connections in again.
 */
export async function cutDatabase(databaseUrl: string): Promise<{ end(): Promise<void> }> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const quoted = pg.escapeIdentifier(name);
  await run(`alter database ${quoted} allow_connections false`);
  await run(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = ${pg.escapeLiteral(name)} and pid <> pg_backend_pid()`,
  );
  return { end: () => run(`alter database ${quoted} allow_connections true`) };
}
