import { messages } from '@agua/domain/messages';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCS_PREFIX } from '../src/plugins/swagger.ts';
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
  'POST /api/v1/auth/refresh-token',
  'POST /api/v1/auth/logout',
  'GET /health',
  'HEAD /health',
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
  it('never gets a 5xx from any route, for either role', async () => {
    for (const route of apiRoutes) {
      for (const token of [adminToken, techToken]) {
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
