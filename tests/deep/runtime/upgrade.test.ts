import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { dataFolder, login, query, root, startProduct } from './harness.ts';

// Upgrading a server, as the operator does it: the database an older release left (api/test/fixtures), then
// `pnpm upgrade-check` and `pnpm start` of this version, which migrates and says what it applied; then a version
// older than the database, which refuses it in Portuguese and leaves it alone. On an external PostgreSQL
// (TEST_DATABASE_URL), as a utility with its own database server runs it.

const server = process.env.TEST_DATABASE_URL;
const OLDER_RELEASE = 'release-20261125-0822-f5a05c4.sql.gz';
const data = dataFolder();
const name = `agua_deep_upgrade_${randomBytes(4).toString('hex')}`;
const url = server ? Object.assign(new URL(server), { pathname: `/${name}` }).toString() : '';
// The older release stopped at 0007: every migration of this version's journal after it applies, whatever their count.
const journal = JSON.parse(
  readFileSync(join(root, 'api', 'src', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };
const newer = journal.entries.map((entry) => entry.tag).filter((tag) => tag > '0008');

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const env = () => ({ DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'false' });
const upgradeCheck = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'api/scripts/upgrade-check.ts'], {
    cwd: root,
    env: { ...process.env, ...env(), DATA_DIR: data.path },
    encoding: 'utf8',
  });

describe('upgrading a server', { skip: server ? false : 'needs TEST_DATABASE_URL' }, () => {
  before(async () => {
    await onServer(`create database ${name}`);
    const sql = gunzipSync(readFileSync(join(root, 'api', 'test', 'fixtures', OLDER_RELEASE))).toString(
      'utf8',
    );
    await query(url, sql);
  });
  after(async () => {
    await onServer(`drop database if exists ${name} with (force)`);
    data.remove();
  });

  it('says which migrations will apply, applies them at start and says so, and serves the old data', async () => {
    const check = upgradeCheck();
    assert.equal(check.status, 1, check.stderr);
    assert.ok(newer[0]?.startsWith('0008_mpesa_statements'), newer.join());
    assert.ok(
      check.stdout.startsWith(
        `${newer.length} migrações serão aplicadas no próximo arranque, numa só transacção (se uma falhar, nenhuma fica):\n${newer.map((tag) => `  ${tag}\n`).join('')}`,
      ),
      check.stdout,
    );

    const [before] = await query<{ n: string }>(url, 'select count(*) as n from receipts');
    const product = startProduct(data.path, env());
    await product.waitFor(/Água pronto em [\d,]+ s/);
    assert.ok(
      product
        .said()
        .join('\n')
        .includes(`base de dados actualizada: ${newer.length} migrações aplicadas (${newer.join(', ')}).`),
      product.said().join('\n'),
    );
    await login(); // the release's users
    const [afterwards] = await query<{ n: string }>(url, 'select count(*) as n from receipts');
    assert.equal(afterwards?.n, before?.n);
    process.kill(product.process.pid!, 'SIGTERM');
    assert.deepEqual(await product.exited, { code: 0, signal: null });

    const again = upgradeCheck();
    assert.equal(again.status, 0);
    assert.match(
      again.stdout,
      new RegExp(
        `A base de dados está actualizada: as ${journal.entries.length} migrações desta versão já foram aplicadas`,
      ),
    );
  });

  it('refuses a database a newer version has migrated, in Portuguese, without a stack trace, touching nothing', async () => {
    // What a newer version's start leaves: one more row in the migration record than this version knows.
    const [last] = await query<{ at: string }>(
      url,
      'select max(created_at) as at from drizzle.__drizzle_migrations',
    );
    await query(
      url,
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('a newer version', $1)`,
      [Number(last?.at) + 86_400_000],
    );
    const schemaBefore = await query(
      url,
      `select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by 1, 2`,
    );

    const check = upgradeCheck();
    assert.equal(check.status, 2);
    assert.match(check.stdout, /foi actualizada por uma versão mais recente do Água \(1 migração/);

    const product = startProduct(data.path, env());
    assert.deepEqual(await product.exited, { code: 1, signal: null });
    const said = product.said();
    assert.ok(
      said.some((line) =>
        /^A base de dados foi actualizada por uma versão mais recente do Água \(1 migração que esta versão não conhece, a mais recente de \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d\)\. Esta versão recusa-se a usá-la para não danificar os dados: instale a versão mais recente, ou reponha a cópia de segurança feita antes da actualização\.$/.test(
          line,
        ),
      ),
      said.join('\n'),
    );
    assert.doesNotMatch(product.output(), /\n\s+at |terminou inesperadamente/);
    const schemaAfter = await query(
      url,
      `select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by 1, 2`,
    );
    assert.deepEqual(schemaAfter, schemaBefore);
  });
});
