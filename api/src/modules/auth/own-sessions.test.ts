import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../test/helpers/api-keys.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { buildApp } from '../../app.ts';

// Definições → Sessões activas: one's own sign-ins listed and ended, the end taking effect at the next request on
// every api process (two processes on one database here).

const PHONE =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface Signed {
  token: string;
  refreshToken: string;
}
interface Listed {
  sessionId: string;
  userAgent: string | null;
  address: string | null;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
}

let t: TestApp;
/** A second api process on the same database. */
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ databaseUrl: t.databaseUrl, jwtSecret: t.jwtSecret, demoAccounts: true });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

async function signIn(userAgent: string, remoteAddress: string, username = 'tecnico'): Promise<Signed> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password: `${username}123` },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Signed>();
}

const list = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/v1/auth/sessions', headers: bearer(token) });
const me = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });

describe('the list of sessions', () => {
  it("shows the account's own live sign-ins, device and address, the current one marked", async () => {
    const phone = await signIn(PHONE, '10.0.0.5');
    const laptop = await signIn(LAPTOP, '10.0.0.6');
    await signIn(LAPTOP, '10.0.0.7', 'admin');

    const response = await list(t.app, laptop.token);
    expect(response.statusCode).toBe(200);
    const sessions = response.json<Listed[]>();
    expect(sessions.map((session) => session.userAgent).sort()).toEqual([PHONE, LAPTOP].sort());
    expect(sessions.find((session) => session.current)).toMatchObject({
      userAgent: LAPTOP,
      address: '10.0.0.6',
    });
    expect(sessions.find((session) => !session.current)).toMatchObject({
      userAgent: PHONE,
      address: '10.0.0.5',
    });
    for (const session of sessions) {
      expect(session.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt));
    }
    // A logged-out session leaves the list.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: phone.refreshToken },
    });
    expect((await list(t.app, laptop.token)).json<Listed[]>()).toHaveLength(1);
  });

  it('is empty for a reporting tool’s API key, which has no sign-ins', async () => {
    const adminToken = await t.login('admin', 'admin123');
    const key = await createApiKey(t.app, adminToken, {
      name: 'Sessões',
      expiresOn: addDays(todayInMaputo(), 1),
    });
    const response = await list(t.app, key.secret);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('ending a session', () => {
  it('Terminar: that session is refused at its next request on every api process, the others go on', async () => {
    const phone = await signIn(PHONE, '10.0.1.5', 'admin');
    const laptop = await signIn(LAPTOP, '10.0.1.6', 'admin');
    expect((await me(other, phone.token)).statusCode).toBe(200);
    const target = (await list(t.app, laptop.token))
      .json<Listed[]>()
      .find((session) => session.userAgent === PHONE);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${target?.sessionId}`,
      headers: bearer(laptop.token),
    });
    expect(ended.statusCode).toBe(204);
    for (const app of [t.app, other]) {
      const refused = await me(app, phone.token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(messages.auth.invalidToken);
    }
    const renewal = await other.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: phone.refreshToken },
    });
    expect(renewal.statusCode).toBe(401);
    expect((await me(other, laptop.token)).statusCode).toBe(200);

    // Already over, or somebody else's: not found.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${target?.sessionId}`,
      headers: bearer(laptop.token),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(messages.account.sessions.notFound);
    const tech = await signIn(PHONE, '10.0.1.7');
    const techSession = (await list(t.app, tech.token)).json<Listed[]>()[0];
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${techSession?.sessionId}`,
      headers: bearer(laptop.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await me(t.app, tech.token)).statusCode).toBe(200);
  });

  it('Terminar todas as outras: every other session of the account ends, this one goes on', async () => {
    const kept = await signIn(LAPTOP, '10.0.2.5');
    const others = [await signIn(PHONE, '10.0.2.6'), await signIn(PHONE, '10.0.2.7')];
    const before = (await list(t.app, kept.token)).json<Listed[]>().length;
    expect(before).toBeGreaterThanOrEqual(3);

    const response = await other.inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/end-others',
      headers: bearer(kept.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: before - 1 });
    for (const session of others) {
      expect((await me(t.app, session.token)).statusCode).toBe(401);
      expect((await me(other, session.token)).statusCode).toBe(401);
    }
    expect((await me(t.app, kept.token)).statusCode).toBe(200);
    expect((await list(t.app, kept.token)).json<Listed[]>()).toEqual([
      expect.objectContaining({ current: true }),
    ]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/end-others',
      headers: bearer(kept.token),
    });
    expect(none.json()).toEqual({ ended: 0 });
  });

  it('refuses a malformed session id with 400', async () => {
    const session = await signIn(LAPTOP, '10.0.3.5');
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sessions/nao-e-um-id',
      headers: bearer(session.token),
    });
    expect(response.statusCode).toBe(400);
  });
});
