import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.ts';
import { chosenEncoding } from '../src/http/compress-answer.ts';

// An answer big enough to be worth compressing without an api behind the gateway: forty fields the schema does not
// have, each refused with its own error. inject() hands back the bytes as sent.
const BIG = `{ ${Array.from({ length: 40 }, (_, index) => `campoInexistente${index}`).join(' ')} }`;

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildGateway({ apiUrl: 'http://127.0.0.1:1/api/v1', webDist: '/nonexistent' });
});

afterAll(async () => {
  await app.close();
});

const ask = (query: string, acceptEncoding?: string) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    payload: JSON.stringify({ query }),
  });

describe('GraphQL answers on a slow link', () => {
  it('are sent as brotli to a browser that accepts it, the same JSON once decoded', async () => {
    const plain = await ask(BIG);
    const compressed = await ask(BIG, 'gzip, deflate, br, zstd');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload.length).toBeGreaterThan(1024);
    expect(compressed.statusCode).toBe(plain.statusCode);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('application/json');
    expect(String(compressed.headers.vary)).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('are sent as gzip where only gzip is accepted, and small answers go as they are', async () => {
    const gzipped = await ask(BIG, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString()).errors).toHaveLength(40);
    const small = await ask('{ campoInexistente }', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().errors).toHaveLength(1);
  });
});

describe('chosenEncoding', () => {
  it.each([
    [undefined, null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0.5, *;q=0', 'gzip'],
    ['deflate', null],
  ] as const)('reads %s as %s', (header, expected) => {
    expect(chosenEncoding(header)).toBe(expected);
  });
});
