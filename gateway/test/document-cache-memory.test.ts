import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../src/graphql-limits.ts';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';
import { type RecordingServer, startRecordingServer } from './helpers/recording-server.ts';

// An anonymous caller sending distinct, valid documents padded with comments up to the size limit must not grow the
// gateway's memory: Apollo keeps every parsed document, and each one holds its whole source text.
let api: RecordingServer;
let gateway: LiveGateway;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

beforeAll(async () => {
  api = await startRecordingServer(() => ({ json: [] }));
  gateway = await startGateway({ apiUrl: api.url, webDist: '/nonexistent' });
});

afterAll(async () => {
  await gateway.close();
  await api.close();
});

it('keeps the documents of 4,000 distinct anonymous queries within the cache’s bound in bytes', async () => {
  const documents = 4000;
  const pad = 'x'.repeat(GRAPHQL_LIMITS.maxQueryBytes - 64);
  const before = heapAfterGc();

  for (let start = 0; start < documents; start += 20) {
    await Promise.all(
      Array.from({ length: 20 }, async (_, offset) => {
        const response = await fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: `#${start + offset} ${pad}\n{ __typename }` }),
        });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }),
    );
  }
  const grown = heapAfterGc() - before;

  // Unbounded, the documents alone hold 4,000 × 16 KB ≈ 64 MB; the store's bound is 8 MB.
  expect(grown).toBeLessThan(24 * 1024 * 1024);
}, 120_000);
