import type pg from 'pg';

// Any fixed 64-bit number works; it only has to be the same in every api process.
const STARTUP_LOCK_KEY = 7_310_142_985;

/**
 * Runs fn while holding a PostgreSQL advisory lock, so that several api processes starting together on one
 * database migrate and seed one after the other instead of racing.
 */
export async function withStartupLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
