import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';

// A built web app like Vite's: the theme script and the loading shell's style inline in index.html, fingerprinted
// assets, and (when someone builds with WEB_SOURCEMAP=true) their source maps beside them.
const THEME_SCRIPT = "\n      (() => { document.documentElement.classList.add('dark'); })();\n    ";
const SHELL_STYLE = '.boot{min-height:100vh;display:flex}';
const INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><style>${SHELL_STYLE}</style>
<script type="module" crossorigin src="/assets/app-3f9c1a.js"></script></head><body><div id="root"></div></body></html>`;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let webDist: string;
let gateway: LiveGateway;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'agua-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(
    path.join(webDist, 'assets', 'app-3f9c1a.js'),
    'console.log("app");\n//# sourceMappingURL=app-3f9c1a.js.map',
  );
  writeFileSync(
    path.join(webDist, 'assets', 'app-3f9c1a.js.map'),
    '{"version":3,"sources":["../src/main.tsx"]}',
  );
  gateway = await startGateway({ apiUrl: 'http://127.0.0.1:1/api/v1', webDist });
});

afterAll(async () => {
  await gateway.close();
  rmSync(webDist, { recursive: true, force: true });
});

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers of the gateway', () => {
  it.each([
    ['the web app', '/', html],
    ['a deep link', '/contracts/list-contracts', html],
    ['an asset', '/assets/app-3f9c1a.js', {}],
    ['a GraphQL answer', '/graphql?query=%7Bping%7D', { 'apollo-require-preflight': 'true' }],
    ['the health check', '/health', {}],
  ])('are on %s', async (_what, route, headers) => {
    const response = await fetch(`${gateway.url}${route}`, { headers });

    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
  });

  it('lets the web app run its own files, the hashed theme script and shell style, and nothing else inline', async () => {
    const response = await fetch(`${gateway.url}/`, { headers: html });
    const policy = directives(response.headers.get('content-security-policy'));
    const themeHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
    const shellHash = `'sha256-${createHash('sha256').update(SHELL_STYLE).digest('base64')}'`;

    expect(policy.get('script-src')).toBe(`'self' ${themeHash}`);
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe(`'self' ${shellHash}`);
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });
});

describe('GraphQL answers', () => {
  it.each([
    [
      'POST',
      () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ ping }"}',
      }),
    ],
    ['GET', () => ({ method: 'GET', headers: { 'apollo-require-preflight': 'true' } })],
  ])('are never stored by a browser or a proxy (%s)', async (method, init) => {
    const query = method === 'GET' ? '?query=%7Bping%7D' : '';
    const response = await fetch(`${gateway.url}/graphql${query}`, init());

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('source maps', () => {
  it('are never served, even when a build made them', async () => {
    const map = await fetch(`${gateway.url}/assets/app-3f9c1a.js.map`);
    const script = await fetch(`${gateway.url}/assets/app-3f9c1a.js`);

    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('sources');
    expect(script.status).toBe(200);
  });
});
