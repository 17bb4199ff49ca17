import type pg from 'pg';

// Any fixed 64-bit number works; it only has to be the same in every api process.
const STARTUP_LOCK_KEY = 7_310_142_985;

/**
 * Runs fn while holding a PostgreSQL advisory lock, so that several api processes starting together on one
 * database migrate and seed one after the other instead of racing.
 *
 * The lock is transaction-scoped (pg_advisory_xact_lock) and held by a transaction left open on a connection of its
 * own while fn works on others. Behind PgBouncer in transaction mode that transaction keeps its one server
 * connection until it ends, and the lock ends with it: at the commit, or when the process dies and PgBouncer drops
 * the half-done transaction's server connection. A session-level lock would not survive PgBouncer: the unlock could
 * reach another server connection and the lock would stay held, stopping every later start.
 */
export async function withStartupLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  let broken = false;
  try {
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
    const result = await fn();
    await holder.query('commit');
    return result;
  } catch (error) {
    await holder.query('rollback').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    holder.release(broken);
  }
}
