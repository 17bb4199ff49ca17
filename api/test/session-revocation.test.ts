import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSignIn, GIVEN_PASSWORD, OWN_PASSWORD } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { bearer } from './helpers/tokens.ts';

// An access token lives 15 minutes, but what it allows follows the database at every request: a demoted,
// deactivated or deleted administrator, or a logged-out or revoked session, stops at once.

interface Session {
  token: string;
  refreshToken: string;
  userId: number;
}

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', 'admin123');
});
afterAll(() => t?.close());

const userFields = (username: string, role: string, active: boolean) => ({
  name: `Chefe ${username}`,
  username,
  phoneNumber: '841234567',
  address: 'Maputo',
  role,
  active,
});

async function createAdmin(username: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user',
    headers: bearer(adminToken),
    payload: { ...userFields(username, 'ADMIN', true), password: GIVEN_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  // The new administrator chooses their own password first (every other route waits for it).
  await firstSignIn(t.app, username);
  return response.json<{ userId: number }>().userId;
}

async function signIn(username: string, password = OWN_PASSWORD): Promise<Session> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Session>();
}

/** An ADMIN-only read: 200 for an administrator. */
const listUsers = (token: string) => t.app.inject({ url: '/api/v1/user', headers: bearer(token) });
const me = (token: string) => t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });

function changeUser(userId: number, fields: ReturnType<typeof userFields>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/user/${userId}`,
    headers: bearer(adminToken),
    payload: fields,
  });
}

describe('a signed-in user whose rights change', () => {
  it('acts with the current role once demoted', async () => {
    const userId = await createAdmin('rebaixado');
    const { token } = await signIn('rebaixado');
    expect((await listUsers(token)).statusCode).toBe(200);

    expect((await changeUser(userId, userFields('rebaixado', 'FIELD_TECH', true))).statusCode).toBe(200);
    const refused = await listUsers(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.auth.forbidden);
    // Still signed in, as what they are now.
    expect((await me(token)).json()).toMatchObject({ userId, role: 'FIELD_TECH' });
  });

  it('is signed out once deactivated', async () => {
    const userId = await createAdmin('desactivado');
    const { token } = await signIn('desactivado');
    expect((await changeUser(userId, userFields('desactivado', 'ADMIN', false))).statusCode).toBe(200);
    const refused = await listUsers(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(messages.auth.invalidToken);
  });

  it('is signed out once deleted', async () => {
    const userId = await createAdmin('apagado');
    const { token } = await signIn('apagado');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/${userId}`,
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await listUsers(token)).statusCode).toBe(401);
  });
});

describe('a session that ends', () => {
  it('takes its access token with it at logout; another login of the same user goes on', async () => {
    await createAdmin('saida');
    const leaving = await signIn('saida');
    const staying = await signIn('saida');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: leaving.refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    expect((await listUsers(leaving.token)).statusCode).toBe(401);
    expect((await listUsers(staying.token)).statusCode).toBe(200);
  });

  it('takes every access token of its family when a spent refresh token is presented again', async () => {
    await createAdmin('roubado');
    const first = await signIn('roubado');
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: { refreshToken } });
    const rotated = (await refresh(first.refreshToken)).json<Session>();
    expect((await listUsers(rotated.token)).statusCode).toBe(200);

    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await listUsers(first.token)).statusCode).toBe(401);
    expect((await listUsers(rotated.token)).statusCode).toBe(401);
  });
});
