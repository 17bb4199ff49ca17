import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client.ts';
import { withStartupLock } from '../src/db/startup-lock.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/test-app.ts';

// What keeps the api right behind PgBouncer in transaction mode (README "Várias instâncias"), where consecutive
// transactions of one client may run on different server connections. tests/topology runs the whole product through
// a real PgBouncer 1.18; these check the two properties on a plain connection, where they are visible.

// Other test files run on the same server at the same time: only this database's locks count.
const THIS_DATABASE = '(select oid from pg_database where datname = current_database())';

let database: ScratchDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe('behind PgBouncer', () => {
  it('sends every statement unnamed, even one given a name (PgBouncer 1.18 would lose it)', async () => {
    database = await createScratchDatabase();
    // One connection, so the second query sees what the first left on the server session.
    const { pool } = connectDatabase(database.url, () => {}, 1);
    try {
      await pool.query({ name: 'named-by-mistake', text: 'select $1::int as n', values: [1] });
      const { rows } = await pool.query('select count(*)::int as prepared from pg_prepared_statements');
      expect(rows[0].prepared).toBe(0);
    } finally {
      await pool.end();
    }
    // The same with pg's own client, for contrast: it prepares the named statement on the session.
    const plain = new pg.Client({ connectionString: database.url });
    await plain.connect();
    try {
      await plain.query({ name: 'named-by-mistake', text: 'select $1::int as n', values: [1] });
      const { rows } = await plain.query('select count(*)::int as prepared from pg_prepared_statements');
      expect(rows[0].prepared).toBe(1);
    } finally {
      await plain.end();
    }
  });

  it('survives the server going away while a transaction holds its client between two queries', async () => {
    database = await createScratchDatabase();
    const errors: Error[] = [];
    const { pool } = connectDatabase(database.url, (error) => errors.push(error));
    const observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
    try {
      const held = await pool.connect();
      await held.query('begin');
      const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
      // PgBouncer killed, or the server restarted, while the transaction waits on the app.
      await observer.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      // The pool hears of it at once on a quiet machine; 30 s before calling it never.
      const deadline = Date.now() + 30_000;
      while (errors.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(errors.length).toBeGreaterThan(0);
      await expect(held.query('commit')).rejects.toThrow();
      held.release(true);
      // The process is still here, and the pool serves on with a new connection.
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await observer.end();
      await pool.end();
    }
  });

  it('holds the start-up lock in an open transaction, which ends it even when the process dies', async () => {
    database = await createScratchDatabase();
    const url = database.url;
    const { pool } = connectDatabase(url, () => {});
    const observer = new pg.Client({ connectionString: url });
    await observer.connect();
    try {
      const holder = await withStartupLock(pool, async () => {
        const { rows } = await observer.query<{ state: string; xact: boolean }>(
          `select a.state, a.xact_start is not null as xact
             from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and l.granted and l.database = ${THIS_DATABASE}`,
        );
        return rows;
      });
      // Transaction-scoped: PgBouncer keeps that transaction on one server connection until it ends, and the lock
      // goes with it (a session-level lock would stay behind on a pooled server connection).
      expect(holder).toEqual([{ state: 'idle in transaction', xact: true }]);
      const after = await observer.query(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = ${THIS_DATABASE}`,
      );
      expect(after.rows[0].n).toBe(0);

      // A start that fails midway releases the lock too.
      await expect(
        withStartupLock(pool, async () => {
          throw new Error('migration failed');
        }),
      ).rejects.toThrow('migration failed');
      const afterFailure = await observer.query(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = ${THIS_DATABASE}`,
      );
      expect(afterFailure.rows[0].n).toBe(0);
    } finally {
      await observer.end();
      await pool.end();
    }
  });
});
