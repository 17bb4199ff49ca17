import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';

// The api is not needed to serve the web app; a closed port proves nothing here calls it.
const NO_API = 'http://127.0.0.1:1/api/v1';
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-3f9c1a.js"></script></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('built web app', () => {
  let webDist: string;
  let gateway: LiveGateway;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'agua-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    writeFileSync(path.join(webDist, 'assets', 'app-3f9c1a.js'), 'console.log("app");');
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    gateway = await startGateway({ apiUrl: NO_API, webDist });
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / without letting caches keep it', async () => {
    const response = await fetch(`${gateway.url}/`, { headers: html });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('answers a deep link with index.html so the client router takes over', async () => {
    const response = await fetch(`${gateway.url}/contracts/list-contracts?q=1`, { headers: html });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('lets browsers keep fingerprinted assets for a year, other files for an hour', async () => {
    const asset = await fetch(`${gateway.url}/assets/app-3f9c1a.js`);
    const icon = await fetch(`${gateway.url}/favicon.svg`);

    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app");');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each(['/assets/gone-000000.js', '/api/v1/client', '/files/invoice/1.pdf', '/graphql/extra'])(
    'answers 404 JSON, not the app, for %s',
    async (route) => {
      const accept = route.startsWith('/assets') ? '*/*' : html.accept;
      const response = await fetch(`${gateway.url}${route}`, { headers: { accept } });

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Recurso não encontrado.',
      });
    },
  );
});

describe('web app not built', () => {
  let webDist: string;
  let gateway: LiveGateway;

  beforeAll(async () => {
    webDist = path.join(mkdtempSync(path.join(tmpdir(), 'agua-web-')), 'dist');
    gateway = await startGateway({ apiUrl: NO_API, webDist });
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(path.dirname(webDist), { recursive: true, force: true });
  });

  it('explains in Portuguese that `pnpm build` is needed, then serves the app once built', async () => {
    const before = await fetch(`${gateway.url}/dashboard`, { headers: html });

    expect(before.status).toBe(503);
    expect(before.headers.get('content-type')).toContain('text/html');
    const page = await before.text();
    expect(page).toContain('A aplicação web ainda não foi construída');
    expect(page).toContain('pnpm build');

    mkdirSync(webDist);
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    const after = await fetch(`${gateway.url}/dashboard`, { headers: html });

    expect(after.status).toBe(200);
    expect(await after.text()).toBe(INDEX);
  });
});
