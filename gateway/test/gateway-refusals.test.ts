import { createHash } from 'node:crypto';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';
import { type RecordingServer, startRecordingServer } from './helpers/recording-server.ts';

// What the gateway refuses of its own, before any operation reaches the api (Apollo Server's checks of a request), or
// when the api does not answer: each refusal in the catalogue's Portuguese (domain/src/messages/gateway.ts), with the
// code and status a client acts on.
const t = messages.gateway;

let api: RecordingServer;
let gateway: LiveGateway;

beforeAll(async () => {
  api = await startRecordingServer(() => ({ json: { count: 3 } }));
  gateway = await startGateway({ apiUrl: api.url, webDist: '/nonexistent' });
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

interface Refusal {
  status: number;
  errors: { message: string; extensions?: { code?: string } }[];
}

async function send(init: RequestInit, search = ''): Promise<Refusal> {
  const response = await fetch(`${gateway.url}/graphql${search}`, init);
  const body = (await response.json()) as { errors: Refusal['errors'] };
  return { status: response.status, errors: body.errors };
}

const JSON_HEADERS = { 'content-type': 'application/json', authorization: 'Bearer staff' };
const post = (body: unknown) => send({ method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

describe('the refusals the gateway gives of its own', () => {
  it('asks for the text of a persisted query it does not know, as PERSISTED_QUERY_NOT_FOUND', async () => {
    const answer = await post({ extensions: persisted(sha256('{ ping } # desconhecida')) });

    expect(answer.errors).toEqual([
      { message: t.persistedQueryNotFound, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
    ]);
  });

  it('refuses a persisted query whose sha256 is not its text’s as a 400 BAD_REQUEST', async () => {
    const answer = await post({ query: '{ ping }', extensions: persisted(sha256('{ noop }')) });

    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      { message: t.persistedQueryMismatch, extensions: { code: 'BAD_REQUEST' } },
    ]);
  });

  it('refuses several operations in one request (an array body) as a 400 BAD_REQUEST', async () => {
    const answer = await post([{ query: '{ ping }' }, { query: '{ ping }' }]);

    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([{ message: t.batchingDisabled, extensions: { code: 'BAD_REQUEST' } }]);
  });

  it('refuses a request a browser could send cross-site without a preflight as a 400 BAD_REQUEST', async () => {
    const answer = await send({ method: 'GET' }, '?query=%7B%20ping%20%7D');

    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([{ message: t.csrf, extensions: { code: 'BAD_REQUEST' } }]);
    expect(api.requests).toEqual([]);
  });

  it('refuses a request without an operation as a 400 BAD_REQUEST', async () => {
    const answer = await post({ variables: { id: 1 } });

    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([{ message: t.missingQuery, extensions: { code: 'BAD_REQUEST' } }]);
  });

  it('refuses any other request Apollo cannot read, in Portuguese too', async () => {
    const answer = await post({ query: '{ ping }', variables: '{"id":1}' });

    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([{ message: t.badRequest, extensions: { code: 'BAD_REQUEST' } }]);
  });

  it('says the server is unavailable, and to try again later, when the api does not answer', async () => {
    const down = await startRecordingServer(() => ({ json: {} }));
    await down.close();
    const orphan = await startGateway({ apiUrl: down.url, webDist: '/nonexistent' });
    try {
      const answer = await orphan.graphql('{ me { name } }', { token: 'staff' });

      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: t.apiUnavailable,
          path: ['me'],
          extensions: { code: 'INTERNAL_SERVER_ERROR', statusCode: 502 },
        }),
      ]);
      expect(JSON.stringify(answer)).not.toContain('ECONNREFUSED');
    } finally {
      await orphan.close();
    }
  });
});
