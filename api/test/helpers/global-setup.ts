import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { publishTestServerUrl, testServerUrl } from './test-env.ts';

// Vitest global setup: test files each create their own database on one server. That server is TEST_DATABASE_URL
// when set (CI), otherwise one embedded PostgreSQL started here for the whole run, on a free port in a temp folder.

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

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (testServerUrl()) return undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agua-test-pg-'));
  // mkdtemp makes it private to root; the postgres system user must be able to enter it.
  await chmod(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
  publishTestServerUrl(embedded.url);
  return async () => {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
