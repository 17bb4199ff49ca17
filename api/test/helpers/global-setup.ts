import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { createTemplate, dropRunDatabases, newRunName } from './test-databases.ts';
import { publishTestRun, publishTestServerUrl, testServerUrl } from './test-env.ts';

// Vitest global setup: test files each get their own database on one server. That server is TEST_DATABASE_URL
// when set (CI), otherwise one embedded PostgreSQL started here for the whole run, on a free port in a temp folder.
// Here the run's template database is migrated and demo-seeded once; each file's database is a copy of it
// (test-databases.ts). After the run every database of the run is dropped.

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startEmbedded(): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agua-test-pg-'));
  // mkdtemp makes it private to root; the postgres system user must be able to enter it.
  await chmod(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
  return {
    url: embedded.url,
    async stop() {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(): Promise<() => Promise<void>> {
  const embedded = testServerUrl() ? undefined : await startEmbedded();
  const serverUrl = testServerUrl() ?? embedded?.url ?? '';
  if (embedded) publishTestServerUrl(serverUrl);
  const run = newRunName();
  try {
    await createTemplate(serverUrl, run);
  } catch (error) {
    await dropRunDatabases(serverUrl, run).catch(() => {});
    await embedded?.stop();
    throw error;
  }
  publishTestRun(run);
  return async () => {
    try {
      await dropRunDatabases(serverUrl, run);
    } finally {
      await embedded?.stop();
    }
  };
}
