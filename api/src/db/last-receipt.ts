import pg from 'pg';

/**
 * The newest receipt the database holds (id and when it was committed): after an unclean stop, the operator can
 * match it against the last payment staff remember taking. Null when there are no receipts yet.
 */
export async function lastReceipt(databaseUrl: string): Promise<{ id: number; at: string } | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; created_at: Date }>(
      'select id, created_at from receipts order by created_at desc, id desc limit 1',
    );
    const [row] = rows;
    return row ? { id: row.id, at: row.created_at.toISOString() } : null;
  } finally {
    await client.end();
  }
}
