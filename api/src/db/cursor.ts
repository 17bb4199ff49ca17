import type { Pool, QueryResultRow } from 'pg';

/**
 * Every row of a query, a batch at a time, through a server-side cursor in a read-only transaction on a connection
 * of its own: memory holds one batch whatever the number of rows (downloads of reports, printed cut orders).
 */
export async function* cursorBatches<R extends QueryResultRow>(
  pool: Pool,
  query: { text: string; values: unknown[] },
  batchSize: number,
): AsyncGenerator<R[]> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('begin transaction read only');
    await client.query(`declare rows_cursor no scroll cursor for ${query.text}`, query.values);
    for (;;) {
      const batch = await client.query<R>(`fetch ${batchSize} from rows_cursor`);
      if (batch.rows.length === 0) break;
      yield batch.rows;
    }
    await client.query('commit');
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A consumer that stops early (the download was cancelled) leaves the transaction open: roll it back.
    if (!failed) await client.query('rollback').catch(() => undefined);
    client.release(failed);
  }
}
