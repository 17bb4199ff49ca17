import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The real api and the real gateway: an administrator creates a key over GraphQL, and a reporting tool uses it.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let admin: string;
let tech: string;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  admin = await api.login('admin', 'admin123');
  tech = await api.login('tecnico', 'tecnico123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const CREATE = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { apiKey { apiKeyId name state expiresOn lastUsedAt } secret message inputErrors { field message } }
}`;
const REVOKE = 'mutation ($id: ID!) { revokeApiKey(id: $id) { apiKey { state revokedAt } message } }';
const LIST = '{ apiKeys { apiKeyId name state lastUsedAt } }';
const COUNTS = '{ dashboardCounts { clients readings invoices cuts } }';

interface Created {
  createApiKey: {
    apiKey: { apiKeyId: string; name: string; state: string; expiresOn: string } | null;
    secret: string | null;
    message: string | null;
    inputErrors: { field: string; message: string }[];
  };
}

async function createKey(name: string) {
  const body = await gateway.graphql<Created>(CREATE, {
    token: admin,
    variables: { input: { name, expiresOn: addDays(todayInMaputo(), 30) } },
  });
  expect(body.errors).toBeUndefined();
  const { apiKey, secret } = body.data!.createApiKey;
  return { id: apiKey!.apiKeyId, secret: secret! };
}

describe('a reporting tool with an API key', () => {
  it('queries business data and the schema, and is named REPORTER', async () => {
    const key = await createKey('Power BI');
    expect(key.secret).toMatch(/^agua_/);

    const counts = await gateway.graphql<{ dashboardCounts: { clients: number } }>(COUNTS, {
      token: key.secret,
    });
    expect(counts.errors).toBeUndefined();
    expect(counts.data!.dashboardCounts.clients).toBeGreaterThan(0);

    const me = await gateway.graphql(`{ me { userId apiKeyId name username role roleLabel } }`, {
      token: key.secret,
    });
    expect(me.data).toEqual({
      me: {
        userId: null,
        apiKeyId: key.id,
        name: 'Power BI',
        username: null,
        role: 'REPORTER',
        roleLabel: 'Ferramenta de relatórios',
      },
    });

    // Tools need the schema: introspection is open to a key the api accepts.
    const schema = await gateway.graphql<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
      { token: key.secret },
    );
    expect(schema.data?.__schema.queryType.name).toBe('Query');
  });

  it('is refused every mutation with FORBIDDEN, and the list of keys', async () => {
    const key = await createKey('Só consultas');
    const zone = await gateway.graphql(
      'mutation { createZone(input: { designation: "Intrusa", description: "x", enterpriseId: 1 }) { zone { zoneId } message } }',
      { token: key.secret },
    );
    expect(zone.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(zone.errors?.[0]?.message).toBe(messages.auth.forbidden);

    const another = await gateway.graphql(CREATE, {
      token: key.secret,
      variables: { input: { name: 'Outra', expiresOn: addDays(todayInMaputo(), 30) } },
    });
    expect(another.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const revokeItself = await gateway.graphql(REVOKE, { token: key.secret, variables: { id: key.id } });
    expect(revokeItself.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const list = await gateway.graphql(LIST, { token: key.secret });
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('stops at once when revoked (UNAUTHENTICATED), and the list shows its state and last use', async () => {
    const key = await createKey('A revogar');
    expect((await gateway.graphql(COUNTS, { token: key.secret })).errors).toBeUndefined();

    const revoked = await gateway.graphql<{ revokeApiKey: { apiKey: { state: string } } }>(REVOKE, {
      token: admin,
      variables: { id: key.id },
    });
    expect(revoked.data?.revokeApiKey.apiKey.state).toBe('REVOKED');

    const refused = await gateway.graphql(COUNTS, { token: key.secret });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const list = await gateway.graphql<{
      apiKeys: { apiKeyId: string; state: string; lastUsedAt: string }[];
    }>(LIST, { token: admin });
    const listed = list.data?.apiKeys.find((row) => row.apiKeyId === key.id);
    expect(listed).toMatchObject({ state: 'REVOKED', lastUsedAt: expect.any(String) });
  });
});

describe('managing keys', () => {
  it('answers a refused input in the payload, beside its field', async () => {
    const body = await gateway.graphql<Created>(CREATE, {
      token: admin,
      variables: { input: { name: 'Hoje', expiresOn: todayInMaputo() } },
    });
    expect(body.data?.createApiKey).toMatchObject({
      apiKey: null,
      secret: null,
      inputErrors: [{ field: 'expiresOn', message: messages.apiKeys.validation.expiryNotFuture }],
    });
  });

  it('is for administrators: a Técnico is FORBIDDEN', async () => {
    const list = await gateway.graphql(LIST, { token: tech });
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
