import pg from 'pg';
import { e2eEnvironment } from './e2e-env.ts';

/** Runs one read-only query against the product's own database, to compare what screens show with the truth. */
export async function queryProductDatabase<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const { databaseUrl } = e2eEnvironment();
  const client = new pg.Client({ connectionString: databaseUrl ?? undefined });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}
