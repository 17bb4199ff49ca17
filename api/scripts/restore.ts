// `pnpm restore <file> [--force] [--database postgres://…]` (README "Cópias de segurança"): puts a backup made on
// the Cópias de Segurança screen (or by the daily job) into a database. The database is --database, else
// DATABASE_URL (also read from the installed service's settings), else the embedded one in the data folder, started
// for the restore and stopped again (Água itself must be stopped first). An empty database is filled; one holding
// data is refused unless --force, which wipes it first. Encrypted files need BACKUP_PASSPHRASE.
//
// Exit status: 0 restored, 1 refused (the reason in Portuguese), 2 usage.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@agua/domain/messages';
import { operatorEnvironment } from '../../scripts/lib/installed-service.mjs';
import { dataDirectory, runningLauncher } from '../../scripts/lib/run-state.mjs';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { BackupFileError } from '../src/modules/backups/archive.ts';
import { restoreBackup } from '../src/modules/backups/restore.ts';

const say = messages.backups.restore;
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const force = args.includes('--force');
const databaseAt = args.indexOf('--database');
const databaseArg = databaseAt >= 0 ? args[databaseAt + 1] : undefined;
const file = args.find((arg, index) => !arg.startsWith('--') && index !== databaseAt + 1);
if (!file || (databaseAt >= 0 && !databaseArg)) {
  console.error(say.usage);
  process.exit(2);
}

const env = operatorEnvironment();
const dataDir = dataDirectory(env);
let embedded: EmbeddedDatabase | undefined;
let status = 0;
try {
  let databaseUrl = databaseArg ?? env.DATABASE_URL;
  if (!databaseUrl) {
    if (runningLauncher(dataDir)?.embeddedDatabase) throw new BackupFileError(say.stopFirst);
    embedded = await startEmbeddedPostgres({ dataDir, port: Number(env.EMBEDDED_PG_PORT ?? 5433) });
    databaseUrl = embedded.url;
  }
  const absolute = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!existsSync(absolute)) throw new BackupFileError(say.notFound(absolute));
  console.log(say.starting(absolute, new URL(databaseUrl).pathname.slice(1) || databaseUrl));
  const outcome = await restoreBackup({
    file: absolute,
    databaseUrl,
    passphrase: env.BACKUP_PASSPHRASE || undefined,
    force,
  });
  console.log(say.done(outcome.rows, outcome.tables, (outcome.durationMs / 1000).toFixed(1)));
} catch (error) {
  if (!(error instanceof BackupFileError)) throw error;
  console.error(error.message);
  status = 1;
} finally {
  await embedded?.stop();
}
process.exit(status);
