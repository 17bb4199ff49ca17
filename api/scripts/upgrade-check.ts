// `pnpm upgrade-check`: which of this checkout's migrations the next start would apply to the database Água uses,
// before the operator restarts onto a new version. Reads only. The database is the external one (DATABASE_URL,
// also read from the installed service's settings) or the embedded one: the running one when Água runs, otherwise
// started for the check and stopped again.
//
// Exit status: 0 nothing to apply, 1 migrations will apply, 2 this version would refuse the database (newer).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatDateTime } from '@agua/domain/dates';
import { operator } from '@agua/domain/messages/operator';
import pg from 'pg';
import { operatorEnvironment } from '../../scripts/lib/installed-service.mjs';
import { dataDirectory, runningLauncher } from '../../scripts/lib/run-state.mjs';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { knownMigrations, readMigrationState } from '../src/db/migration-state.ts';

const say = operator.upgrade;
const env = operatorEnvironment();
const dataDir = dataDirectory(env);

let embedded: EmbeddedDatabase | undefined;
async function databaseUrl(): Promise<string | null> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  if (!existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) return null;
  const running = runningLauncher(dataDir);
  if (running?.embeddedDatabase) {
    console.log(say.running);
    const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.embeddedDatabase.port}/agua`;
  }
  embedded = await startEmbeddedPostgres({ dataDir, port: Number(env.EMBEDDED_PG_PORT ?? 5433) });
  return embedded.url;
}

let status = 0;
try {
  const url = await databaseUrl();
  if (!url) {
    console.log(say.freshDatabase);
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const known = knownMigrations();
    const state = await readMigrationState(client, known).finally(() => client.end());
    if (state.newer.length > 0) {
      const newest = Math.max(...state.newer.map((row) => row.createdAt));
      console.log(
        operator.database.newerSchema(state.newer.length, formatDateTime(new Date(newest).toISOString())),
      );
      status = 2;
    } else if (state.pending.length === 0) {
      console.log(say.upToDate(known.length));
    } else {
      console.log(say.pending(state.pending.length));
      for (const migration of state.pending) console.log(`  ${migration.tag}`);
      console.log(say.backupFirst);
      status = 1;
    }
  }
} finally {
  await embedded?.stop();
}
process.exit(status);
