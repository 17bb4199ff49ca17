import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';

// Requests Fastify refuses before any route runs answer in the api's error shape, in Portuguese.
let gateway: LiveGateway;

beforeAll(async () => {
  gateway = await startGateway({ apiUrl: 'http://127.0.0.1:1/api/v1', webDist: '/nonexistent' });
});

afterAll(async () => {
  await gateway.close();
});

async function postGraphQL(body: string | Uint8Array, contentType: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('errors Fastify raises itself', () => {
  it.each([
    [
      'malformed JSON',
      '{"query": "{ ping }"',
      'application/json',
      400,
      'Bad Request',
      messages.api.invalidJson,
    ],
    ['an empty JSON body', '', 'application/json', 400, 'Bad Request', messages.api.emptyJson],
    [
      'a content type no parser takes',
      '<query>{ ping }</query>',
      'application/xml',
      415,
      'Unsupported Media Type',
      messages.api.unsupportedMediaType,
    ],
    [
      'a body over the size limit',
      JSON.stringify({ query: `{ ping } # ${'x'.repeat(1_100_000)}` }),
      'application/json',
      413,
      'Payload Too Large',
      messages.errors.payloadTooLarge,
    ],
  ])(
    'answer %s with the standard shape and a catalogue text',
    async (_case, body, type, status, error, message) => {
      const answer = await postGraphQL(body, type);

      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ statusCode: status, error, message });
    },
  );
});

describe('errors Node refuses before Fastify', () => {
  it('answers headers over the 16 KB limit with the standard shape and a catalogue text', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { 'x-padding': 'a'.repeat(20_000) } });

    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: messages.api.headersTooLarge,
    });
  });
});
