import { connect } from 'node:net';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { bearer } from './helpers/tokens.ts';

// Requests Fastify itself refuses (URL, size, media type, multipart limits) answer in the api's one error shape,
// and never tell an anonymous caller more than "sign in".

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
});
afterAll(() => t?.close());

const longId = 'x'.repeat(150);
const badlyEncoded = '%E0%A4%A';

function expectError(response: { statusCode: number; json(): unknown }, statusCode: number, message: string) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toEqual({ statusCode, error: expect.any(String), message });
}

describe('routing errors', () => {
  it('answers 401 to an anonymous caller before looking at an over-long or undecodable path', async () => {
    for (const url of [`/api/v1/client/${longId}`, `/api/v1/client/${badlyEncoded}`]) {
      expectError(await t.app.inject({ url }), 401, messages.auth.missingToken);
      expectError(
        await t.app.inject({ url, headers: bearer('not-a-token') }),
        401,
        messages.auth.invalidToken,
      );
    }
  });

  it('answers a signed-in caller 414 and 400 in Portuguese', async () => {
    const tooLong = await t.app.inject({ url: `/api/v1/client/${longId}`, headers: admin });
    expectError(tooLong, 414, messages.api.urlTooLong);
    expect(tooLong.json()).toMatchObject({ error: 'URI Too Long' });
    expectError(
      await t.app.inject({ url: `/api/v1/client/${badlyEncoded}`, headers: admin }),
      400,
      messages.api.badUrl,
    );
  });
});

describe('body framing errors', () => {
  const huge = JSON.stringify({ name: 'x'.repeat(1_100_000) });

  it('answers 401 to an anonymous caller before the body size or type', async () => {
    const json = { 'content-type': 'application/json' };
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/v1/client', payload: huge, headers: json }),
      401,
      messages.auth.missingToken,
    );
    const xml = { 'content-type': 'application/xml' };
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/v1/client', payload: '<a/>', headers: xml }),
      401,
      messages.auth.missingToken,
    );
  });

  it('answers a signed-in caller 413 and 415 in Portuguese', async () => {
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/client',
        payload: huge,
        headers: { ...admin, 'content-type': 'application/json' },
      }),
      413,
      messages.errors.payloadTooLarge,
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/client',
        payload: '<a/>',
        headers: { ...admin, 'content-type': 'application/xml' },
      }),
      415,
      messages.api.unsupportedMediaType,
    );
  });
});

describe('the field sheet upload form', () => {
  const boundary = '----agua-framing-boundary';
  const filePart = (fileName: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    `Content-Type: text/csv\r\n\r\nContador;Leitura Actual\r\n`;

  it('says that only one file is accepted when two are sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reading/upload',
      payload: `${filePart('a.csv')}${filePart('b.csv')}--${boundary}--\r\n`,
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: messages.readings.rules.fileOnlyOne });
  });
});

/** Sends bytes no HTTP client would send and reads the answer until the server closes the connection. */
function rawExchange(port: number, request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
    });
  });
}

describe('requests the HTTP parser refuses before any route', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  it.each([
    ['a request line that is not HTTP', 'NOT AN HTTP REQUEST\r\n\r\n', 400, messages.http[400]],
    [
      'headers over the 16 KB limit',
      `GET /api/v1/client HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      messages.api.headersTooLarge,
    ],
  ])('answer %s in the standard shape, in Portuguese', async (_case, request, statusCode, message) => {
    const answer = await rawExchange(port, request);

    expect(answer.status).toBe(statusCode);
    expect(answer.body).toEqual({ statusCode, error: expect.any(String), message });
  });
});
