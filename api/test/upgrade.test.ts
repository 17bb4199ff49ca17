import { operator } from '@agua/domain/messages/operator';
import { afterEach, describe, expect, it } from 'vitest';
import { MigrationFailedError, NewerSchemaError } from '../src/db/migrate.ts';
import { knownMigrations } from '../src/db/migration-state.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import {
  balancesOffLedger,
  type ExtraMigration,
  migrationStateOf,
  migrationsFolder,
  releaseFixtures,
  restoreFixture,
  tableCounts,
} from './helpers/release-fixtures.ts';
import { queryRows } from './helpers/sql.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/test-app.ts';

// Upgrades, from the database a past release left (api/test/fixtures, data included): this build's migrations
// apply forward one by one with every row kept and every balance still the sum of its ledger; a newer version's
// migration applies inside the start-up lock; a failing one leaves the database as it was; and a build older than
// the database refuses it.

let database: ScratchDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

const RELEASE = releaseFixtures().at(-1) ?? 'none';
const NO_SEED = { demo: false };

async function releaseDatabase(fixture = RELEASE): Promise<string> {
  database = await createScratchDatabase();
  await restoreFixture(database.url, fixture);
  return database.url;
}

async function migrationRows(url: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(url, 'select count(*) as n from drizzle.__drizzle_migrations');
  return Number(row?.n);
}

/** Rows of the application's own tables (the migration record is compared apart). */
async function applicationCounts(url: string): Promise<Record<string, number>> {
  const counts = await tableCounts(url);
  delete counts['drizzle.__drizzle_migrations'];
  return counts;
}

/** A migration of a later version than this build: a column with a default, filled in for existing rows. */
const LATER: ExtraMigration = {
  tag: '9000_later_version_column',
  sql: `ALTER TABLE "clients" ADD COLUMN "later_version_note" text DEFAULT 'migrado' NOT NULL;--> statement-breakpoint
UPDATE "clients" SET "later_version_note" = 'cliente ' || "id";`,
};

describe('upgrading from a past release', () => {
  it('keeps at least one release fixture in the repository', () => {
    expect(releaseFixtures().length).toBeGreaterThan(0);
  });

  it.each(releaseFixtures())(
    '%s migrates forward to this build one migration at a time, every row kept, balance = Σ ledger after each',
    async (fixture) => {
      const url = await releaseDatabase(fixture);
      const before = await applicationCounts(url);
      expect(Object.keys(before).length).toBeGreaterThan(10);
      expect(before['public.receipts']).toBeGreaterThan(0);
      expect(await balancesOffLedger(url)).toBe(0);

      const known = knownMigrations();
      const { pending, newer } = await migrationStateOf(url, known);
      expect(newer).toEqual([]);
      for (const migration of pending) {
        const keep = known.indexOf(migration) + 1;
        const applied: string[] = [];
        await prepareDatabase(url, NO_SEED, {
          migrationsFolder: migrationsFolder({ keep }),
          onMigrated: (list) => applied.push(...list.map((item) => item.tag)),
        });
        expect(applied).toEqual([migration.tag]);
        const after = await applicationCounts(url);
        // Every table the release had keeps its rows; a migration may add tables.
        for (const [table, rows] of Object.entries(before))
          expect([table, after[table]]).toEqual([table, rows]);
        expect(await balancesOffLedger(url)).toBe(0);
      }

      // The real start-up path then has nothing left to do, and the database is at this build's migrations.
      const applied: string[] = [];
      await prepareDatabase(url, NO_SEED, { onMigrated: (list) => applied.push(...list.map((m) => m.tag)) });
      expect(applied).toEqual([]);
      expect((await migrationStateOf(url, known)).pending).toEqual([]);
      expect(await migrationRows(url)).toBe(known.length);
    },
    // One start-up per pending migration, each followed by counting every table: about 10 s on a quiet machine and
    // over 30 s on a busy one (the suite's default), so this test has room of its own.
    180_000,
  );

  it("applies a later version's migration once, inside the start-up lock, with every row kept", async () => {
    const url = await releaseDatabase();
    await prepareDatabase(url, NO_SEED);
    const before = await applicationCounts(url);
    const folder = migrationsFolder({ extra: [LATER] });

    const applied: string[][] = [];
    await Promise.all(
      [1, 2, 3].map(() =>
        prepareDatabase(url, NO_SEED, {
          migrationsFolder: folder,
          onMigrated: (list) => applied.push(list.map((m) => m.tag)),
        }),
      ),
    );
    expect(applied.sort((a, b) => b.length - a.length)).toEqual([[LATER.tag], [], []]);
    expect(await applicationCounts(url)).toEqual(before);
    expect(await balancesOffLedger(url)).toBe(0);
    const notes = await queryRows<{ note: string }>(
      url,
      'select later_version_note as note from clients limit 1',
    );
    expect(notes[0]?.note).toMatch(/^cliente \d+$/);
  });

  it('leaves the database as it was when a migration fails, earlier pending ones included', async () => {
    const url = await releaseDatabase();
    await prepareDatabase(url, NO_SEED);
    const before = await tableCounts(url);
    const folder = migrationsFolder({
      extra: [
        LATER,
        {
          tag: '9001_fails_halfway',
          sql: `CREATE TABLE "half_done" ("id" integer);--> statement-breakpoint
UPDATE "receipts" SET "amount" = "amount" / 0;`,
        },
      ],
    });

    const failure = await prepareDatabase(url, NO_SEED, { migrationsFolder: folder }).catch((error) => error);
    expect(failure).toBeInstanceOf(MigrationFailedError);
    expect(failure.message).toMatch(/^A actualização da base de dados falhou e foi anulada/);
    expect(failure.message).toContain('division by zero');

    expect(await tableCounts(url)).toEqual(before);
    const leftovers = await queryRows(
      url,
      `select 1 from information_schema.columns where column_name = 'later_version_note'
       union all select 1 from information_schema.tables where table_name = 'half_done'`,
    );
    expect(leftovers).toEqual([]);
  });

  it('refuses, in Portuguese and without touching it, a database a newer version has migrated', async () => {
    const url = await releaseDatabase();
    await prepareDatabase(url, NO_SEED, { migrationsFolder: migrationsFolder({ extra: [LATER] }) });
    const before = await tableCounts(url);

    const refusal = await prepareDatabase(url, NO_SEED).catch((error) => error);
    expect(refusal).toBeInstanceOf(NewerSchemaError);
    expect(refusal.message).toContain('foi actualizada por uma versão mais recente do Água (1 migração');
    expect(refusal.message).toContain('recusa-se a usá-la');
    expect(operator.database.newerSchema(1, 'x')).toContain('instale a versão mais recente');
    expect(await tableCounts(url)).toEqual(before);
  });
});
