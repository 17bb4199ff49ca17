import { type SeedOptions, type SeedOutcome, seedDatabase } from '../demo/seed.ts';
import { connectDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { withStartupLock } from './startup-lock.ts';

/**
 * Brings a database up to date before the api serves it: applies the committed migrations, then seeds it if it
 * has no users. Several processes may do this at once; the advisory lock makes them take turns.
 */
export async function prepareDatabase(databaseUrl: string, seed: SeedOptions): Promise<SeedOutcome> {
  const { pool, db } = connectDatabase(databaseUrl, () => {});
  try {
    return await withStartupLock(pool, async () => {
      await runMigrations(db);
      return seedDatabase(db, seed);
    });
  } finally {
    await pool.end();
  }
}
