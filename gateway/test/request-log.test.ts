import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';

// Each log line is a synchronous write on the request's path: one per request, not Fastify's two.
const lines: Record<string, unknown>[] = [];
let gateway: LiveGateway;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  gateway = await startGateway({
    apiUrl: 'http://127.0.0.1:1/api/v1',
    webDist: '/nonexistent',
    logger: { level: 'info', stream },
  });
});

afterAll(async () => {
  await gateway.close();
});

describe('request log', () => {
  it('writes one line per request, when it ends, with what an access log needs', async () => {
    lines.length = 0;
    await gateway.graphql('{ ping }');

    const requestLines = lines.filter((line) => 'reqId' in line);
    expect(requestLines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'POST',
        url: '/graphql',
        remoteAddress: '127.0.0.1',
        statusCode: 200,
        responseTime: expect.any(Number),
      }),
    ]);
  });
});
