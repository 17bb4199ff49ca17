import { messages } from '@agua/domain/messages';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../src/modules/auth/totp.ts';
import { DOCS_PREFIX } from '../src/plugins/swagger.ts';
import { GIVEN_PASSWORD, signIn } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';
import { bearer } from './helpers/tokens.ts';

// A session that owes a step — its own password at first sign-in, or the second factor the rule requires of
// administrators — is refused with a Portuguese 403 on every route but the few that do the step, whatever the body.
// Every route the app registers is enumerated (as in access.test.ts): a route added later is covered by itself.

interface RouteInfo {
  method: string;
  url: string;
  isPublic: boolean;
  duringSteps: readonly string[];
}

const routes: RouteInfo[] = [];
const t = await createTestApp({
  onRoute: (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        isPublic: route.config?.public === true,
        duringSteps: route.config?.duringSteps ?? [],
      });
    }
  },
});
afterAll(() => t.close());

const protectedRoutes = routes.filter((route) => !route.isPublic && !route.url.startsWith(DOCS_PREFIX));
const label = (route: RouteInfo) => `${route.method} ${route.url}`;
const concreteUrl = (url: string) =>
  url.replace(':sessionId', '00000000-0000-4000-8000-000000000000').replace(/:\w+/g, '1');

const adminToken = await t.login('admin', 'admin123');

// A new technician, signed in with the password the administrator gave: owes PASSWORD_CHANGE.
const created = await t.app.inject({
  method: 'POST',
  url: '/api/v1/user',
  headers: bearer(adminToken),
  payload: {
    name: 'Novo Técnico',
    username: 'novo',
    password: GIVEN_PASSWORD,
    phoneNumber: '841234567',
    address: 'Maputo',
    role: 'FIELD_TECH',
  },
});
const newTechnician = await signIn(t.app, 'novo', GIVEN_PASSWORD);

// The demo administrator sets a second factor up and requires one of every administrator; a second administrator
// without one then owes TWO_FACTOR_SETUP.
const setup = await t.app.inject({
  method: 'POST',
  url: '/api/v1/auth/two-factor/setup',
  headers: bearer(adminToken),
});
const confirmed = await t.app.inject({
  method: 'POST',
  url: '/api/v1/auth/two-factor/confirm',
  headers: bearer(adminToken),
  payload: { code: totpCodeAt(setup.json<{ secret: string }>().secret, Date.now()) },
});
const keeperToken = confirmed.json<{ session: { token: string } }>().session.token;
const policy = await t.app.inject({
  method: 'PUT',
  url: '/api/v1/security-settings',
  headers: bearer(keeperToken),
  payload: { twoFactorRequiredForAdmins: true },
});
await t.app.inject({
  method: 'POST',
  url: '/api/v1/user',
  headers: bearer(keeperToken),
  payload: {
    name: 'Outro Chefe',
    username: 'outro',
    password: GIVEN_PASSWORD,
    phoneNumber: '841234567',
    address: 'Maputo',
    role: 'ADMIN',
  },
});
// The second administrator owes both: first the password, then the second factor.
const outroFirst = await signIn(t.app, 'outro', GIVEN_PASSWORD);
const changed = await t.app.inject({
  method: 'POST',
  url: '/api/v1/auth/password',
  headers: bearer(outroFirst.token),
  payload: { currentPassword: GIVEN_PASSWORD, newPassword: 'uma-frase-so-do-segundo-chefe' },
});
const owesTwoFactor = changed.json<{ token: string; pendingStep: string }>();

const SESSIONS = [
  { step: 'PASSWORD_CHANGE', token: newTechnician.token, refusal: messages.account.firstSignIn.required },
  { step: 'TWO_FACTOR_SETUP', token: owesTwoFactor.token, refusal: messages.account.twoFactor.setupRequired },
] as const;

function send(route: RouteInfo, token: string, payload?: string) {
  return t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('the sessions that owe a step', () => {
  it('are what the set-up made them', () => {
    expect(created.statusCode).toBe(201);
    expect(newTechnician.pendingStep).toBe('PASSWORD_CHANGE');
    expect(policy.statusCode).toBe(200);
    expect(outroFirst.pendingStep).toBe('PASSWORD_CHANGE');
    expect(owesTwoFactor.pendingStep).toBe('TWO_FACTOR_SETUP');
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(60);
  });

  it('may each do their step, and say who they are', () => {
    const allowed = (step: string) =>
      protectedRoutes
        .filter((route) => route.duringSteps.includes(step))
        .map(label)
        .sort();
    expect(allowed('PASSWORD_CHANGE')).toEqual([
      'GET /api/v1/auth/me',
      'HEAD /api/v1/auth/me',
      'POST /api/v1/auth/password',
    ]);
    expect(allowed('TWO_FACTOR_SETUP')).toEqual([
      'GET /api/v1/auth/me',
      'GET /api/v1/auth/two-factor',
      'HEAD /api/v1/auth/me',
      'HEAD /api/v1/auth/two-factor',
      'POST /api/v1/auth/two-factor/confirm',
      'POST /api/v1/auth/two-factor/setup',
    ]);
  });
});

describe.each(protectedRoutes.map((route) => [label(route), route] as const))('%s', (_name, route) => {
  for (const { step, token, refusal } of SESSIONS) {
    if (route.duringSteps.includes(step)) {
      it(`answers a session that owes ${step}`, async () => {
        const response = await send(route, token);
        if (route.method !== 'HEAD') expect(response.json().message ?? '').not.toBe(refusal);
        expect(response.statusCode).toBeLessThan(500);
      });
    } else {
      it(`refuses a session that owes ${step} with 403 in Portuguese, whatever the body`, async () => {
        for (const payload of [undefined, '{"a":', '{}']) {
          const response = await send(route, token, payload);
          expect(response.statusCode).toBe(403);
          if (route.method !== 'HEAD') expect(response.json().message).toBe(refusal);
        }
      });
    }
  }
});
