import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';

describe('GraphQL sandbox and HTTP rules of /graphql', () => {
  let gateway: LiveGateway;

  beforeAll(async () => {
    gateway = await startGateway({ apiUrl: 'http://127.0.0.1:1/api/v1', webDist: '/nonexistent' });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('serves a self-contained page to a browser opening /graphql', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    const page = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    // The editor, variables, Authorization header, run button, result pane and schema listing are all there.
    for (const id of ['query', 'variables', 'authorization', 'run', 'result', 'schema']) {
      expect(page).toContain(`id="${id}"`);
    }
    expect(page).toContain('__schema');
    // Works offline: nothing is fetched from anywhere but this origin, and the browser is told so.
    expect(page).not.toMatch(/https?:\/\//i);
    expect(page).not.toMatch(/\/\/[a-z0-9.-]+\.[a-z]{2,}\//i);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
  });

  it('answers introspection, which the page uses to list the schema', async () => {
    const body = await gateway.graphql<{
      __schema: { queryType: { name: string }; mutationType: { name: string } };
    }>('{ __schema { queryType { name } mutationType { name } } }');

    expect(body.data?.__schema).toEqual({ queryType: { name: 'Query' }, mutationType: { name: 'Mutation' } });
  });

  it('refuses a GET operation a cross-site page could trigger, accepts one with a preflight header', async () => {
    const simple = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ ping }')}`);
    const preflighted = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ ping }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });

    expect(simple.status).toBe(400);
    expect(preflighted.status).toBe(200);
    expect(await preflighted.json()).toEqual({ data: { ping: true } });
  });

  it('reports an unreachable api as a Portuguese, non-revealing error', async () => {
    const body = await gateway.graphql('{ me { name } }');

    expect(body.errors?.[0]).toMatchObject({
      message: 'Servidor Indisponivel',
      path: ['me'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', statusCode: 502 },
    });
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
  });
});
