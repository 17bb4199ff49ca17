import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import operationContractPlugin from '../src/plugins/operation-contract.ts';
import zodPlugin from '../src/plugins/zod.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { bearer } from './helpers/tokens.ts';

// The published OpenAPI document is a contract that client generators read: every operation is named, summarised,
// tagged and secured, and a route that forgets its name cannot start.

async function appWithRoute(schema: Record<string, unknown>, second?: Record<string, unknown>) {
  const app = Fastify();
  await app.register(zodPlugin);
  await app.register(operationContractPlugin);
  app.get('/forgotten', { schema }, async () => 'ok');
  if (second) app.get('/again', { schema: second }, async () => 'ok');
  return app;
}

describe('route registration', () => {
  const complete = { operationId: 'getForgotten', summary: 'A route', tags: ['test'] };

  it('refuses a route without an operationId, a summary or tags', async () => {
    await expect(appWithRoute({ ...complete, operationId: undefined })).rejects.toThrow(/operationId/);
    await expect(appWithRoute({ ...complete, operationId: 'get_forgotten' })).rejects.toThrow(
      /lower camel case/,
    );
    await expect(appWithRoute({ ...complete, summary: ' ' })).rejects.toThrow(/summary/);
    await expect(appWithRoute({ ...complete, tags: [] })).rejects.toThrow(/tags/);
  });

  it('refuses an operationId used twice', async () => {
    await expect(appWithRoute(complete, complete)).rejects.toThrow(
      /getForgotten is already GET \/forgotten's/,
    );
  });

  it('accepts a complete route', async () => {
    const app = await appWithRoute(complete);
    expect((await app.inject({ url: '/forgotten' })).body).toBe('ok');
    await app.close();
  });
});

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  servers?: { url: string }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('the served document', () => {
  let t: TestApp;
  let operations: (readonly [string, Operation])[];
  let document: { servers: { url: string }[]; paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ url: '/api/docs/json' })).json();
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(
        ([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const,
      ),
    );
  });
  afterAll(() => t?.close());

  it('names /api/v1 as its server and no path with a trailing slash', () => {
    expect(document.servers.map((server) => server.url)).toEqual(['/api/v1']);
    expect(Object.keys(document.paths).filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
    expect(document.paths['/client']?.get?.operationId).toBe('listClients');
    expect(document.paths['/health']?.get?.servers).toEqual([{ url: '/' }]);
  });

  it('gives every operation a unique readable operationId, a summary and its area', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [where, operation] of operations) {
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.summary, where).toBeTruthy();
      expect(operation.tags?.length, where).toBeGreaterThan(0);
    }
  });

  it('states the bearer requirement and its 4xx answers in the standard error shape', () => {
    const PROBES = ['getHealth', 'getHealthLive', 'getHealthReady'];
    const PUBLIC = ['login', 'loginWithTwoFactor', 'refreshToken', 'logout', ...PROBES];
    for (const [where, operation] of operations) {
      const isPublic = PUBLIC.includes(operation.operationId ?? '');
      expect(operation.security, where).toEqual(isPublic ? [] : [{ bearerAuth: [] }]);
      const clientErrors = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      if (!PROBES.includes(operation.operationId ?? ''))
        expect(clientErrors.length, where).toBeGreaterThan(0);
      if (!isPublic) expect(clientErrors, where).toContain('401');
      for (const status of clientErrors) {
        // The error shape itself, or one of its alternatives (the field sheet's refused rows).
        const schema = JSON.stringify(operation.responses[status]?.content?.['application/json']?.schema);
        expect(schema, `${where} ${status}`).toContain('"#/components/schemas/ErrorResponse"');
      }
    }
  });

  it('answers a collection at its documented path and with the trailing slash', async () => {
    const admin = bearer(await t.login('admin', 'admin123'));
    for (const url of ['/api/v1/client', '/api/v1/client/', '/api/v1/zone', '/api/v1/zone/']) {
      expect((await t.app.inject({ url, headers: admin })).statusCode, url).toBe(200);
    }
  });
});
