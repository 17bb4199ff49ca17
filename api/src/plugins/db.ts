import fp from 'fastify-plugin';
import type pg from 'pg';
import { connectDatabase, type Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    pool: pg.Pool;
  }
}

export default fp<{ databaseUrl: string; checkOnReady?: boolean }>(
  async (app, { databaseUrl, checkOnReady = true }) => {
    const { pool, db } = connectDatabase(databaseUrl, (error) =>
      app.log.error({ err: error }, 'database pool error'),
    );
    app.decorate('pool', pool);
    app.decorate('db', db);
    // Fail at start, not at the first request, when the database cannot be reached.
    if (checkOnReady) {
      app.addHook('onReady', async () => {
        await pool.query('select 1');
      });
    }
    app.addHook('onClose', async () => {
      await pool.end();
    });
  },
  { name: 'db' },
);
