import pg from 'pg';

/** Runs one query directly on a test database, to compare the api's answers with the truth. */
export async function queryRows<T extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function countRows(databaseUrl: string, table: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    databaseUrl,
    `select count(*) as n from ${pg.escapeIdentifier(table)}`,
  );
  return Number(row?.n ?? 0);
}
