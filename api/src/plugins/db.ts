import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { connectDatabase, type Database } from '../db/client.ts';
import { databaseOutageCause } from '../db/unavailable.ts';

/** Notices database outages so that each one is logged once, not once per request, poll or idle connection. */
export interface DatabaseOutage {
  /**
   * True when the error means the database cannot be reached (plugins/errors.ts then answers 503); the first such
   * error of an outage is logged, without the statement or its parameters. False for any other error.
   */
  observe(error: unknown): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    pool: pg.Pool;
    /**
     * Where reports and their downloads read: DATABASE_REPLICA_URL's pool (a read replica, a little behind the
     * primary), or `pool` itself when there is no replica.
     */
    replicaPool: pg.Pool;
    databaseOutage: DatabaseOutage;
  }
}

function outageTracker(pool: pg.Pool, log: FastifyBaseLogger, closing: () => boolean): DatabaseOutage {
  let since: number | undefined;
  // A new connection that succeeds is the database back: the next outage gets its own line.
  pool.on('connect', () => {
    if (since === undefined) return;
    log.info({ outageMs: Date.now() - since }, 'database available again');
    since = undefined;
  });
  return {
    observe(error) {
      const cause = databaseOutageCause(error);
      if (!cause) return false;
      // A stopping api closes its connections and then its embedded PostgreSQL: that is no outage.
      if (since === undefined && !closing()) {
        since = Date.now();
        log.error(cause, 'database unavailable: answering 503 until it is back');
      }
      return true;
    },
  };
}

export default fp<{ databaseUrl: string; replicaDatabaseUrl?: string; checkOnReady?: boolean }>(
  async (app, { databaseUrl, replicaDatabaseUrl, checkOnReady = true }) => {
    let outage: DatabaseOutage | undefined;
    const onPoolError = (error: Error) => {
      if (!outage?.observe(error)) app.log.error({ err: error }, 'database pool error');
    };
    const { pool, db } = connectDatabase(databaseUrl, onPoolError);
    const replicaPool = replicaDatabaseUrl
      ? connectDatabase(replicaDatabaseUrl, onPoolError, 10, 'agua replica reader').pool
      : pool;
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    outage = outageTracker(pool, app.log, () => closing);
    app.decorate('pool', pool);
    app.decorate('db', db);
    app.decorate('replicaPool', replicaPool);
    app.decorate('databaseOutage', outage);
    // Fail at start, not at the first request, when the database cannot be reached.
    if (checkOnReady) {
      app.addHook('onReady', async () => {
        await pool.query('select 1');
        if (replicaPool !== pool) await replicaPool.query('select 1');
      });
    }
    app.addHook('onClose', async () => {
      await pool.end();
      if (replicaPool !== pool) await replicaPool.end();
    });
  },
  { name: 'db' },
);
