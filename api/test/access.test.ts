import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { newApiKeySecret } from '../src/modules/api-keys/secret.ts';
import { DOCS_PREFIX } from '../src/plugins/swagger.ts';
import { createApiKey } from './helpers/api-keys.ts';
import { queryRows } from './helpers/sql.ts';
import { createTestApp } from './helpers/test-app.ts';
import { bearer, expiredToken, foreignToken, tamperedToken } from './helpers/tokens.ts';

// Every route the app registers, seen through Fastify's onRoute hook: routes added later are covered without
// touching this file. Only the routes that carry their own credentials (or none) may be public.

interface RouteInfo {
  method: string;
  url: string;
  isPublic: boolean;
  roles: readonly string[];
}

const PUBLIC_ROUTES = [
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/login/two-factor',
  'POST /api/v1/auth/refresh-token',
  'POST /api/v1/auth/logout',
  'GET /health',
  'HEAD /health',
  'GET /health/live',
  'HEAD /health/live',
  'GET /health/ready',
  'HEAD /health/ready',
];

const routes: RouteInfo[] = [];
const t = await createTestApp({
  onRoute: (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        isPublic: route.config?.public === true,
        roles: route.config?.roles ?? [],
      });
    }
  },
});
afterAll(() => t.close());

const adminToken = await t.login('admin', 'admin123');
const techToken = await t.login('tecnico', 'tecnico123');
const apiRoutes = routes.filter((route) => !route.url.startsWith(DOCS_PREFIX));
const protectedRoutes = apiRoutes.filter((route) => !PUBLIC_ROUTES.includes(`${route.method} ${route.url}`));
const adminRoutes = protectedRoutes.filter((route) => !route.roles.includes('FIELD_TECH'));

// A reporting tool's API key (role REPORTER), and keys that must not work: revoked, past their Validade, unknown.
const tomorrow = addDays(todayInMaputo(), 1);
const reporterKey = await createApiKey(t.app, adminToken, { name: 'Relatórios', expiresOn: tomorrow });
const revokedKey = await createApiKey(t.app, adminToken, { name: 'Revogada', expiresOn: tomorrow });
const expiredKey = await createApiKey(t.app, adminToken, { name: 'Expirada', expiresOn: tomorrow });
await t.app.inject({
  method: 'POST',
  url: `/api/v1/api-key/${revokedKey.apiKey.apiKeyId}/revoke`,
  headers: bearer(adminToken),
});
await queryRows(t.databaseUrl, `update api_keys set expires_on = $1 where id = $2`, [
  addDays(todayInMaputo(), -1),
  expiredKey.apiKey.apiKeyId,
]);
const deadKeys = { revoked: revokedKey.secret, expired: expiredKey.secret, unknown: newApiKeySecret() };

/** What a key may call: a read (GET, HEAD) of a route open to a Técnico (api/src/http/access.ts, mayCall). */
const readableByKeys = (route: RouteInfo) =>
  (route.method === 'GET' || route.method === 'HEAD') && route.roles.includes('FIELD_TECH');

/** A URL the router matches: every path parameter set to 1. */
const concreteUrl = (url: string) => url.replace(/:\w+/g, '1');
const label = (route: RouteInfo) => `${route.method} ${route.url}`;

function send(route: RouteInfo, headers: Record<string, string> = {}, payload?: string) {
  return t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('the route table', () => {
  it('has the routes of this issue, and nothing public beyond the allowlist', () => {
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(15);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(7);
    // Both sides of the API-key rule have routes to check.
    expect(protectedRoutes.filter(readableByKeys).length).toBeGreaterThanOrEqual(20);
    expect(protectedRoutes.filter((route) => !readableByKeys(route)).length).toBeGreaterThanOrEqual(20);
    for (const route of protectedRoutes) expect(route.isPublic, label(route)).toBe(false);
  });

  it('protects the trailing-slash form of a prefix root too', async () => {
    expect((await t.app.inject({ url: '/api/v1/user/' })).statusCode).toBe(401);
  });
});

describe.each(protectedRoutes.map((route) => [label(route), route] as const))('%s', (_name, route) => {
  it('refuses a missing token with 401', async () => {
    const response = await send(route);
    expect(response.statusCode).toBe(401);
    if (route.method !== 'HEAD') expect(response.json().message).toBe(messages.auth.missingToken);
  });

  it('refuses an expired token with 401', async () => {
    const response = await send(route, bearer(await expiredToken(t.jwtSecret)));
    expect(response.statusCode).toBe(401);
    if (route.method !== 'HEAD') expect(response.json().message).toBe(messages.auth.invalidToken);
  });

  it('refuses a tampered, a foreign and a malformed token with 401', async () => {
    expect((await send(route, bearer(tamperedToken(techToken)))).statusCode).toBe(401);
    expect((await send(route, bearer(await foreignToken()))).statusCode).toBe(401);
    expect(
      (await send(route, { authorization: `Basic ${Buffer.from('admin:admin123').toString('base64')}` }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a revoked, an expired and an unknown API key with 401', async () => {
    for (const [kind, secret] of Object.entries(deadKeys)) {
      const response = await send(route, bearer(secret));
      expect(response.statusCode, kind).toBe(401);
      if (route.method !== 'HEAD')
        expect(response.json().message, kind).toBe(messages.apiKeys.api.invalidKey);
    }
  });

  if (readableByKeys(route)) {
    it('lets an API key (REPORTER) read it', async () => {
      const response = await send(route, bearer(reporterKey.secret));
      // The concrete URL's ids may not exist (404) or fit (400): what matters is that the key got past the rule.
      expect([401, 403], response.body).not.toContain(response.statusCode);
      expect(response.statusCode, response.body).toBeLessThan(500);
    });
  } else {
    it('refuses an API key (REPORTER) with 403, whatever the body', async () => {
      for (const payload of [undefined, '{"a":', '{}']) {
        const response = await send(route, bearer(reporterKey.secret), payload);
        expect(response.statusCode).toBe(403);
        if (route.method !== 'HEAD') expect(response.json().message).toBe(messages.auth.forbidden);
      }
    });
  }

  if (!route.roles.includes('FIELD_TECH')) {
    it('refuses a Técnico with 403, whatever the body', async () => {
      for (const payload of [undefined, '{"a":', '{}']) {
        const response = await send(route, bearer(techToken), payload);
        expect(response.statusCode).toBe(403);
        if (route.method !== 'HEAD') expect(response.json().message).toBe(messages.auth.forbidden);
      }
    });
  }
});

// Bodies and query strings no client should send: each must be refused with a 4xx (or accepted), never a 5xx.
const garbageBodies = [
  '{"a":',
  'null',
  '[]',
  '"texto"',
  '12345678901234567890',
  'true',
  JSON.stringify({ username: 123, password: {}, name: [], role: null, active: 'x', refreshToken: 5 }),
  JSON.stringify({ username: 'adm\u0000in', password: 'x\u0000', refreshToken: '\u0000', name: '\u0000' }),
  JSON.stringify({ username: 'a'.repeat(5000), password: 'b'.repeat(5000), refreshToken: 'c'.repeat(5000) }),
  JSON.stringify({
    name: 'x',
    username: 'xyz',
    password: 'abcdef',
    phoneNumber: '9'.repeat(400),
    address: 'x',
    role: 'admin',
    active: true,
  }),
];
const garbageQuery = '?page=-1&size=abc&ids=,,&sort=;drop&q=%00&ids=99999999999';

describe('garbage input', () => {
  // Every route × three callers × ten bodies, one after another: its time grows with each area's routes (about
  // 23 s alone on two cores, past 30 s when the whole suite shares them with other work), hence a budget of its own.
  it('never gets a 5xx from any route, for either role or an API key', { timeout: 180_000 }, async () => {
    for (const route of apiRoutes) {
      for (const token of [adminToken, techToken, reporterKey.secret]) {
        const headers = bearer(token);
        const responses =
          route.method === 'GET' || route.method === 'HEAD'
            ? [
                await t.app.inject({
                  method: route.method,
                  url: `${concreteUrl(route.url)}${garbageQuery}`,
                  headers,
                }),
              ]
            : await Promise.all(garbageBodies.map((payload) => send(route, headers, payload)));
        for (const response of responses) {
          expect(response.statusCode, `${label(route)} → ${response.body}`).toBeLessThan(500);
        }
      }
    }
  });
});
