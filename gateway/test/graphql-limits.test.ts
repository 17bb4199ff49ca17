import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../src/graphql-limits.ts';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';
import { type RecordingServer, startRecordingServer } from './helpers/recording-server.ts';

// A refused operation must be refused before it runs: the api behind the gateway counts what reaches it.
let api: RecordingServer;
let gateway: LiveGateway;

beforeAll(async () => {
  api = await startRecordingServer(({ url }) =>
    url.pathname.endsWith('/count') ? { json: { count: 3 } } : { json: [] },
  );
  gateway = await startGateway({ apiUrl: api.url, webDist: '/nonexistent' });
});

afterAll(async () => {
  await gateway.close();
  await api.close();
});

beforeEach(() => {
  api.requests.length = 0;
});

interface Answer {
  status: number;
  body: {
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

async function post(query: string): Promise<Answer> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer staff' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const COUNTS = 'dashboardCounts { cuts readings invoices clients }';
const aliased = (n: number, selection: string) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;
/** enterprise → zones → enterprise → zones …: each level multiplies the rows by the number of zones. */
const nested = (levels: number) =>
  `{ enterprise(id: 1) { ${'zones { enterprise { '.repeat(levels)}name${' } }'.repeat(levels)} } }`;
const CUSTOMERS_PAGE = `clientsPage(page: 1, size: 25) { total items { clientId name phoneNumber zone { designation }
  meters { meterId } balance contract { contractId contractStatus contractType { designation } } } }`;

function expectRefused(answer: Answer, message: string, code = 'GRAPHQL_VALIDATION_FAILED') {
  expect(answer.status).toBe(400);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors).toEqual([
    expect.objectContaining({ message, extensions: expect.objectContaining({ code }) }),
  ]);
  expect(api.requests).toEqual([]);
}

describe('GraphQL operation limits', () => {
  it(`refuses nesting deeper than ${GRAPHQL_LIMITS.maxDepth} levels before calling the api`, async () => {
    // The probe that answered 12 MB: four rounds of enterprise { zones { … } }.
    const answer = await post(nested(4));

    expectRefused(answer, messages.graphqlLimits.depth(GRAPHQL_LIMITS.maxDepth));
  });

  it('runs an operation as deep as the limit allows', async () => {
    // enterprise(1) zones(2) enterprise(3) zones(4) enterprise(5) name(6)
    const answer = await post(
      `{ enterprise(id: 1) { zones { enterprise { zones { enterprise { name } } } } } }`,
    );

    expect(answer.body.errors?.map((error) => error.message) ?? []).not.toContain(
      messages.graphqlLimits.depth(GRAPHQL_LIMITS.maxDepth),
    );
    expect(api.requests.length).toBeGreaterThan(0);
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases before calling the api`, async () => {
    const answer = await post(aliased(GRAPHQL_LIMITS.maxAliases + 1, COUNTS));

    expectRefused(answer, messages.graphqlLimits.aliases(GRAPHQL_LIMITS.maxAliases));
  });

  it('never lets the probe’s 500 aliased dashboards (2,000 api calls) reach the api', async () => {
    const answer = await post(aliased(500, COUNTS));

    // So long a document (26 KB) is stopped by its size, before it is parsed.
    expect(answer.status).toBe(413);
    expect(answer.body.errors?.[0]?.message).toBe(
      messages.graphqlLimits.bytes(GRAPHQL_LIMITS.maxQueryBytes / 1024),
    );
    expect(api.requests).toEqual([]);
  });

  it('stops 120 aliased dashboards, short enough to be parsed, by the token limit while parsing', async () => {
    const answer = await post(aliased(120, COUNTS));

    expectRefused(answer, messages.graphqlLimits.tokens(GRAPHQL_LIMITS.maxTokens), 'GRAPHQL_PARSE_FAILED');
  });

  it('answers up to the alias limit', async () => {
    const answer = await post(aliased(GRAPHQL_LIMITS.maxAliases, COUNTS));

    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(Object.keys(answer.body.data as object)).toHaveLength(GRAPHQL_LIMITS.maxAliases);
  });

  it(`refuses a document of more than ${GRAPHQL_LIMITS.maxTokens} tokens while parsing it`, async () => {
    const answer = await post(`{ ${'ping '.repeat(GRAPHQL_LIMITS.maxTokens)} }`);

    expectRefused(answer, messages.graphqlLimits.tokens(GRAPHQL_LIMITS.maxTokens), 'GRAPHQL_PARSE_FAILED');
  });

  it(`refuses an operation costing more than ${GRAPHQL_LIMITS.maxCost}, within the other limits`, async () => {
    // Ten customer pages of 25 at once: the most aliases allowed, 5 levels, about 500 tokens, but a cost of about
    // 11 500.
    const answer = await post(aliased(GRAPHQL_LIMITS.maxAliases, CUSTOMERS_PAGE));

    expectRefused(answer, messages.graphqlLimits.cost(GRAPHQL_LIMITS.maxCost));
  });

  it('counts a page by its size: one page of 500 customers is refused before the api', async () => {
    const answer = await post(`{ ${CUSTOMERS_PAGE.replace('size: 25', 'size: 500')} }`);

    expectRefused(answer, messages.graphqlLimits.cost(GRAPHQL_LIMITS.maxCost));
  });

  it('reads the size from the variables, as the web sends it', async () => {
    const query = `query Q($size: Int!) { ${CUSTOMERS_PAGE.replace('size: 25', 'size: $size')} }`;
    const send = (size: number) =>
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer staff' },
        body: JSON.stringify({ query, variables: { size } }),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Answer['body'],
      }));

    expectRefused(await send(500), messages.graphqlLimits.cost(GRAPHQL_LIMITS.maxCost));
    const small = await send(25);
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
  });

  it('counts a statement’s lines by the page asked: 50 000 at once are refused', async () => {
    const lines = (size: number) =>
      `{ mpesaStatement(id: 1) { lines(page: 1, size: ${size}) { total items { id row transactionId amount match } } } }`;

    expectRefused(await post(lines(50_000)), messages.graphqlLimits.cost(GRAPHQL_LIMITS.maxCost));
    api.requests.length = 0;
    const page = await post(lines(100));
    expect(page.body.errors?.map((error) => error.message) ?? []).not.toContain(
      messages.graphqlLimits.cost(GRAPHQL_LIMITS.maxCost),
    );
  });

  it('answers a customers page, the web’s deepest and costliest kind of query', async () => {
    const answer = await post(`{ ${CUSTOMERS_PAGE} }`);

    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  it('suggests no field names to a caller who guesses', async () => {
    const answer = await post('{ clientPage { total } me { nam } }');

    expect(answer.status).toBe(400);
    expect(answer.body.errors?.length).toBeGreaterThan(0);
    for (const error of answer.body.errors ?? []) expect(error.message).not.toMatch(/did you mean/i);
    expect(JSON.stringify(answer.body)).not.toContain('clientsPage');
  });
});

describe('GraphQL query size', () => {
  const max = GRAPHQL_LIMITS.maxQueryBytes;
  const padded = (bytes: number, query = '{ __typename }') =>
    `#${'x'.repeat(Math.max(0, bytes - query.length - 2))}\n${query}`;

  async function send(body: unknown, token: string | null = 'staff'): Promise<Answer> {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  function expectTooLarge(answer: Answer) {
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        message: messages.graphqlLimits.bytes(max / 1024),
        extensions: expect.objectContaining({ code: 'BAD_REQUEST' }),
      }),
    ]);
    expect(api.requests).toEqual([]);
  }

  it('refuses, signed in or not, a small query behind a 900 KB comment before parsing it', async () => {
    const query = padded(900 * 1024, `{ ${COUNTS} }`);

    expectTooLarge(await send({ query }, null));
    expectTooLarge(await send({ query }));
  });

  it('refuses a persisted query registration of the same size', async () => {
    const query = padded(900 * 1024);
    const sha256Hash = (await import('node:crypto')).createHash('sha256').update(query).digest('hex');

    expectTooLarge(await send({ query, extensions: { persistedQuery: { version: 1, sha256Hash } } }, null));
  });

  it('counts bytes, not characters: 6,000 letters of three bytes are over 16 KB', async () => {
    const query = `#${'€'.repeat(6000)}\n{ __typename }`;

    expectTooLarge(await send({ query }));
  });

  it(`answers a query of exactly ${max} bytes, comments included`, async () => {
    const query = padded(max);
    expect(Buffer.byteLength(query)).toBe(max);

    const answer = await send({ query });

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ __typename: 'Query' });
  });

  it('refuses a long query sent by GET', async () => {
    const query = encodeURIComponent(padded(max + 1));
    const response = await fetch(`${gateway.url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });

    // Longer than the 16 KB a request line may have: Node refuses it before the route, also in Portuguese.
    expect([413, 431]).toContain(response.status);
    expect(api.requests).toEqual([]);
  });
});
