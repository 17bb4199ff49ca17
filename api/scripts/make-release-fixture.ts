// Writes the database of a release as the upgrade tests start from it (api/test/upgrade.test.ts): a checkout of the
// release commit migrates an empty database and loads its demo data with its own code, and pg_dump writes the
// result, compressed, to api/test/fixtures/release-<date>-<commit>.sql.gz. Run at each release (or with the commit of an
// older one) and commit the file; the tests then migrate it forward with this build's migrations.
//
//   node --import tsx api/scripts/make-release-fixture.ts [<commit>]      (default: HEAD)
//
// Needs git, pnpm (installs the checkout, from the store where it can) and pg_dump, and a PostgreSQL server in
// TEST_DATABASE_URL (or FIXTURE_SERVER_URL) where it may create and drop a database.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pg from 'pg';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const serverUrl = process.env.FIXTURE_SERVER_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('Set TEST_DATABASE_URL (or FIXTURE_SERVER_URL) to a PostgreSQL server.');
const commit = execFileSync('git', ['rev-parse', process.argv[2] ?? 'HEAD'], {
  cwd: repo,
  encoding: 'utf8',
}).trim();
const short = commit.slice(0, 7);
// The commit's date first, so that the files sort oldest to newest.
const committed = execFileSync('git', ['show', '-s', '--format=%cd', '--date=format:%Y%m%d-%H%M', commit], {
  cwd: repo,
  encoding: 'utf8',
}).trim();
// The demo's "today", fixed, so that a commit always gives the same data (creation times aside).
const DEMO_NOW = '2026-11-15T10:00:00Z';

const database = `agua_fixture_${randomBytes(4).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${database}`;
const onServer = async (statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const checkout = mkdtempSync(join(tmpdir(), `agua-release-${short}-`));
const run = (program: string, args: string[], cwd: string) =>
  execFileSync(program, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
try {
  // An export of the commit's files (git archive), not a worktree: the repository's own state is left alone.
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C '${checkout}'`], { cwd: repo });
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--ignore-scripts'], checkout);
  await onServer(`create database ${pg.escapeIdentifier(database)}`);
  // The release's own start-up path: its migrations and its demo seed.
  const prepare = [
    `import { prepareDatabase } from './src/db/prepare.ts';`,
    `console.log(await prepareDatabase(${JSON.stringify(url.toString())}, { demo: true, now: new Date(${JSON.stringify(DEMO_NOW)}) }));`,
  ].join('\n');
  writeFileSync(join(checkout, 'api', 'make-fixture.ts'), prepare);
  run(process.execPath, ['--import', 'tsx', 'make-fixture.ts'], join(checkout, 'api'));
  // INSERTs rather than COPY: the tests restore it through node-postgres, which cannot feed COPY … FROM stdin.
  const dump = execFileSync(
    'pg_dump',
    ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=500', '--dbname', url.toString()],
    { maxBuffer: 1 << 30 },
  );
  // pg_dump's \restrict guards are psql meta-commands, which node-postgres would send to the server as SQL.
  const sql = dump
    .toString('utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  const output = join(repo, 'api', 'test', 'fixtures', `release-${committed}-${short}.sql.gz`);
  const header = `-- Água release ${commit}: its migrations and demo data (demo "today" ${DEMO_NOW}).\n-- Made by api/scripts/make-release-fixture.ts; do not edit.\n`;
  writeFileSync(output, gzipSync(header + sql, { level: 9 }));
  console.log(`${output} (${sql.length} characters of SQL)`);
} finally {
  await onServer(`drop database if exists ${pg.escapeIdentifier(database)} with (force)`).catch(() => {});
  rmSync(checkout, { recursive: true, force: true });
}
