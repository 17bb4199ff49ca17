import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordingServer, startRecordingServer } from '../../test/helpers/recording-server.ts';
import { createRestClient, forCaller, type RestClient, RestError } from './client.ts';

let api: RecordingServer;
let rest: RestClient;

beforeAll(async () => {
  api = await startRecordingServer(({ url, method }) => {
    switch (url.pathname) {
      case '/api/v1/echo':
        return { json: { method } };
      case '/api/v1/empty':
        return { status: 204 };
      case '/api/v1/conflict':
        return {
          status: 409,
          json: {
            statusCode: 409,
            error: 'Conflict',
            message: 'Já existe.',
            details: [{ field: 'username', message: 'Em uso.' }],
          },
        };
      default:
        return { status: 502, text: '<html>proxy error</html>', contentType: 'text/html' };
    }
  });
  rest = createRestClient(api.url);
});

afterAll(async () => {
  await rest.close();
  await api.close();
});

describe('createRestClient', () => {
  it('prefixes the api base path, sends JSON bodies and parses JSON answers', async () => {
    const answer = await rest.request<{ method: string }>({ method: 'POST', path: '/echo', body: { a: 1 } });

    expect(answer).toEqual({ method: 'POST' });
    const sent = api.requests.at(-1);
    expect(sent?.url.pathname).toBe('/api/v1/echo');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ a: 1 });
  });

  it('joins list parameters with commas and skips absent ones', async () => {
    await rest.request({ path: '/echo', query: { ids: [1, 2, 3], q: 'água', page: undefined } });

    expect(api.requests.at(-1)?.url.search).toBe('?ids=1%2C2%2C3&q=%C3%A1gua');
  });

  it("stamps a caller's requests with their address, so the api throttles people rather than the gateway", async () => {
    await forCaller(rest, '198.51.100.7').request({ path: '/echo' });
    expect(api.requests.at(-1)?.headers['x-forwarded-for']).toBe('198.51.100.7');

    await rest.request({ path: '/echo' });
    expect(api.requests.at(-1)?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('resolves an empty answer to undefined', async () => {
    expect(await rest.request({ method: 'DELETE', path: '/empty' })).toBeUndefined();
  });

  it("keeps the api's error body, details included", async () => {
    const error = await rest.request({ path: '/conflict' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Já existe.',
      body: { details: [{ field: 'username', message: 'Em uso.' }] },
    });
  });

  it('replaces a body that is not the api error shape by the catalogue text for its status', async () => {
    const error = await rest.request({ path: '/other' }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 502, body: { message: messages.http.other } });
  });

  it('reports an api that does not answer as a 502', async () => {
    const closed = createRestClient('http://127.0.0.1:1/api/v1');
    const error = await closed.request({ path: '/health' }).catch((caught: unknown) => caught);
    await closed.close();

    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ status: 502, body: { message: messages.gateway.apiUnavailable } });
  });
});

/** A server whose answers the test writes itself: headers the recording server does not set, or no answer at all. */
async function startRawServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('createRestClient, answers read whole', () => {
  it("shows a successful answer's headers to onHeaders and skips a byte-order mark", async () => {
    const raw = await startRawServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '42' });
      response.end('\uFEFF[1,2]');
    });
    const client = createRestClient(raw.url);
    let total: unknown;
    const rows = await client.request({
      path: '/list',
      onHeaders: (headers) => (total = headers['x-total-count']),
    });
    await client.close();
    await raw.close();

    expect(rows).toEqual([1, 2]);
    expect(total).toBe('42');
  });

  it('reports a socket dropped in the middle of an answer as a 502', async () => {
    const raw = await startRawServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"count":');
      setTimeout(() => response.socket?.destroy(), 10);
    });
    const client = createRestClient(raw.url);
    const error = await client.request({ path: '/count' }).catch((caught: unknown) => caught);
    await client.close();
    await raw.close();

    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ status: 502, body: { message: messages.gateway.apiUnavailable } });
  });

  it('gives up as a 502 when the signal aborts before the api answers', async () => {
    const raw = await startRawServer(() => {
      // Never answers.
    });
    const client = createRestClient(raw.url);
    const started = Date.now();
    const error = await client
      .request({ path: '/health', signal: AbortSignal.timeout(50) })
      .catch((caught: unknown) => caught);
    const aborted = await client
      .request({ path: '/health', signal: AbortSignal.abort() })
      .catch((caught: unknown) => caught);
    await client.close();
    await raw.close();

    expect(error).toMatchObject({ status: 502 });
    expect(aborted).toMatchObject({ status: 502 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
