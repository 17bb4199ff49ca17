import { createHash } from 'node:crypto';
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
    // Example report operations a tool author can load and run.
    expect(page).toContain('id="report-examples"');
    for (const field of ['billingCollection', 'debtAging', 'topDebtors', 'readingsProgress']) {
      expect(page).toContain(field);
    }
    // Works offline: nothing is fetched from anywhere but this origin, and the browser is told so.
    expect(page).not.toMatch(/https?:\/\//i);
    expect(page).not.toMatch(/\/\/[a-z0-9.-]+\.[a-z]{2,}\//i);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
  });

  it('lists the schema only once signed in, since anonymous callers may not introspect', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    const page = await response.text();

    expect(page).toContain('Entre primeiro (execute o login) para ver o esquema.');
    // The listing is (re)loaded right after a login fills the Authorization header.
    expect(page).toMatch(/authBox\.value = `Bearer \$\{token\}`;[\s\S]*?loadSchema\(\);/);
  });

  it('runs only its own inline script and style, by hash, and may not be framed', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    const page = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

    expect(script.length).toBeGreaterThan(0);
    expect(policy).toContain(`script-src ${sha256(script)}`);
    expect(policy).toContain(`style-src ${sha256(style)}`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
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
});
