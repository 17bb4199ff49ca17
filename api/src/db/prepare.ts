import { type SeedOptions, type SeedOutcome, seedDatabase } from '../demo/seed.ts';
import { runAsAuditContext, UNAUDITED_LOAD } from './audit-context.ts';
import { connectDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import type { KnownMigration } from './migration-state.ts';
import { withStartupLock } from './startup-lock.ts';

export interface UpgradeOptions {
  /** Another migrations folder (the upgrade tests add a migration of their own). */
  migrationsFolder?: string;
  /** Told which migrations this start applied (none when the database was up to date). */
  onMigrated?: (applied: KnownMigration[]) => void;
}

/**
 * Brings a database up to date before the api serves it: applies the committed migrations, then seeds it if it
 * has no users. Several processes may do this at once; the advisory lock makes them take turns, so one migrates
 * and the others find nothing left to do.
 */
export async function prepareDatabase(
  databaseUrl: string,
  seed: SeedOptions,
  { migrationsFolder, onMigrated }: UpgradeOptions = {},
): Promise<SeedOutcome> {
  const { pool, db } = connectDatabase(databaseUrl, () => {});
  try {
    // Rows migrations backfill and the demo are nobody's changes: the audit trail records none of them.
    return await withStartupLock(pool, () =>
      runAsAuditContext(UNAUDITED_LOAD, async () => {
        // Not onMigrated?.(await …): an optional call skips evaluating its arguments when there is no callback.
        const applied = await runMigrations(db, pool, migrationsFolder);
        onMigrated?.(applied);
        return seedDatabase(db, seed);
      }),
    );
  } finally {
    await pool.end();
  }
}
