import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.ts';

// A build as web/vite.config.ts writes it: every text file with a brotli (.br) and a gzip (.gz) copy beside it
// (web/build/precompress.ts), the service worker at the root. inject() hands back the bytes as sent, so the test
// sees the encoding the browser would get.
const INDEX = `<!doctype html><html><body><div id="root">${'<p>A carregar...</p>'.repeat(60)}</div></body></html>`;
const APP = `console.log(${JSON.stringify('água '.repeat(400))});`;
const SW = `self.addEventListener('install', () => {}); // ${'precache '.repeat(200)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const html = 'text/html,application/xhtml+xml,*/*;q=0.8';

function writeWithCopies(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let webDist: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'agua-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeWithCopies(path.join(webDist, 'index.html'), INDEX);
  writeWithCopies(path.join(webDist, 'assets', 'app-3f9c1a.js'), APP);
  writeWithCopies(path.join(webDist, 'sw.js'), SW);
  app = await buildGateway({ apiUrl: 'http://127.0.0.1:1/api/v1', webDist });
});

afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('compressed web app', () => {
  it('sends a hashed asset as brotli to a browser that accepts it, kept for a year', async () => {
    const response = await app.inject({
      url: '/assets/app-3f9c1a.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(APP) / 4);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const response = await app.inject({
      url: '/assets/app-3f9c1a.js',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(APP);
  });

  it('sends the plain file to a client that accepts no compression, still saying it varies', async () => {
    const response = await app.inject({
      url: '/assets/app-3f9c1a.js',
      headers: { 'accept-encoding': 'identity' },
    });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(APP);
  });

  it.each(['/', '/manager/releases/customers/list'])(
    'sends index.html compressed at %s, revalidated on every visit',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: html, 'accept-encoding': 'gzip, br' } });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    },
  );

  it('has the service worker checked on every visit, so a new build takes over', async () => {
    const response = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SW);
  });
});
