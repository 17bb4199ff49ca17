import { formatDateTime } from '@agua/domain/dates';
import { operator } from '@agua/domain/messages/operator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';
import {
  type KnownMigration,
  knownMigrations,
  MIGRATIONS_FOLDER,
  type MigrationState,
  type Queryable,
  readMigrationState,
} from './migration-state.ts';

export { MIGRATIONS_FOLDER };

/**
 * The database was migrated by a newer version of Água than this one: serving it could write rows the newer schema
 * forbids or miss columns it needs, so the api refuses to start (an operator message, in Portuguese).
 */
export class NewerSchemaError extends Error {
  override readonly name = 'NewerSchemaError';

  constructor(readonly state: MigrationState) {
    const newest = Math.max(...state.newer.map((row) => row.createdAt));
    super(operator.database.newerSchema(state.newer.length, formatDateTime(new Date(newest).toISOString())));
  }
}

/** A migration failed: drizzle ran the pending ones in one transaction, which PostgreSQL rolled back whole. */
export class MigrationFailedError extends Error {
  override readonly name = 'MigrationFailedError';

  constructor(cause: unknown) {
    const reason = (cause as { cause?: { message?: string } })?.cause?.message ?? String(cause);
    super(operator.database.migrationFailed(reason), { cause });
  }
}

/**
 * Applies this build's pending migrations and answers which ones it applied, oldest first. Refuses a database that
 * a newer build has migrated. Drizzle runs every pending migration in one transaction, so a failing one leaves the
 * database exactly as it was. Callers hold the start-up lock (startup-lock.ts).
 */
export async function runMigrations(
  db: Database,
  connection: Queryable,
  folder = MIGRATIONS_FOLDER,
): Promise<KnownMigration[]> {
  const state = await readMigrationState(connection, knownMigrations(folder));
  if (state.newer.length > 0) throw new NewerSchemaError(state);
  if (state.pending.length === 0) return [];
  try {
    await migrate(db, { migrationsFolder: folder });
  } catch (error) {
    throw new MigrationFailedError(error);
  }
  return state.pending;
}
