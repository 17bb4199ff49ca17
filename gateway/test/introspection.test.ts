import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';

// The real api judges the token: a signed-in user may read the schema, anybody else may not.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let staffToken: string;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  const login = await gateway.graphql<{ login: { session: { token: string } } }>(
    'mutation { login(input: { username: "tecnico", password: "tecnico123" }) { session { token } } }',
  );
  staffToken = login.data!.login.session.token;
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const SCHEMA = '{ __schema { queryType { name } mutationType { name } } }';
const TYPE = '{ __type(name: "Client") { name } }';

async function post(query: string, token?: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: object }[] },
  };
}

describe('introspection', () => {
  it('describes the schema to a signed-in user (the sandbox lists it after login)', async () => {
    const answer = await post(SCHEMA, staffToken);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      __schema: { queryType: { name: 'Query' }, mutationType: { name: 'Mutation' } },
    });
  });

  it.each([
    ['__schema without a token', SCHEMA, undefined],
    ['__type without a token', TYPE, undefined],
    ['__schema with a forged token', SCHEMA, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged'],
  ])('refuses %s', async (_case, query, token) => {
    const answer = await post(query, token);

    expect(answer.status).toBe(401);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        message: messages.http[401],
        extensions: expect.objectContaining({ code: 'UNAUTHENTICATED', statusCode: 401 }),
      }),
    ]);
  });

  it('still answers __typename, which Apollo Client adds to every anonymous query', async () => {
    const answer = await post('{ __typename ping }');

    expect(answer.body).toEqual({ data: { __typename: 'Query', ping: true } });
  });
});
