import { messages } from '@agua/domain/messages';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

interface Session {
  token: string;
  refreshToken: string;
  userId: number;
  name: string;
  username: string;
  role: string;
}

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  // Short slow-down steps keep the throttling tests quick; the thresholds are the real ones.
  t = await createTestApp({ loginThrottle: { delayStepMs: 20, maxDelayMs: 100 } });
  adminToken = await t.login('admin', 'admin123');
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  post('/auth/login', { username, password }, headers);

async function createUser(username: string, extra: Record<string, unknown> = {}) {
  const response = await post(
    '/user',
    {
      name: `Utilizador ${username}`,
      username,
      password: 'tartaruga-azul-no-telhado',
      phoneNumber: '841234567',
      address: 'Maputo',
      role: 'FIELD_TECH',
      ...extra,
    },
    bearer(adminToken),
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ userId: number }>();
}

describe('POST /auth/login', () => {
  it('answers the session of a valid user with a 15-minute HS256 token', async () => {
    const response = await login('admin', 'admin123');
    expect(response.statusCode).toBe(200);
    const session = response.json<Session>();
    expect(session).toMatchObject({
      userId: 1,
      name: 'Administrador do Sistema',
      username: 'admin',
      role: 'ADMIN',
    });
    expect(session.refreshToken.length).toBeGreaterThanOrEqual(43);
    const claims = decodeJwt(session.token);
    expect(claims).toMatchObject({ sub: '1', role: 'ADMIN' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
  });

  it('accepts the username in any case', async () => {
    expect((await login('TECNICO', 'tecnico123')).json<Session>().role).toBe('FIELD_TECH');
  });

  it('refuses a wrong password and an unknown user alike, with 401 in Portuguese', async () => {
    for (const response of [await login('admin', 'errada'), await login('ninguem', 'errada')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Utilizador ou senha inválidos.',
      });
    }
  });

  it('requires both fields', async () => {
    const response = await post('/auth/login', { username: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.auth.fillAllFields,
      details: [{ field: 'password', message: messages.auth.fillAllFields }],
    });
  });

  it('refuses an inactive user with the right password exactly as a wrong password', async () => {
    await createUser('inactivo', { active: false });
    const rightPassword = await login('inactivo', 'tartaruga-azul-no-telhado');
    const wrongPassword = await login('inactivo', 'errada');
    expect(rightPassword.statusCode).toBe(401);
    expect(rightPassword.json()).toEqual(wrongPassword.json());
    expect(rightPassword.json().message).toBe(messages.auth.invalidCredentials);
  });

  it('slows repeated failures for a username, then locks it with 429 (other users unaffected)', async () => {
    await createUser('alvo');
    const durations: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const started = performance.now();
      expect((await login('alvo', `errada${attempt}`)).statusCode).toBe(401);
      durations.push(performance.now() - started);
    }
    // Failures 3, 4 and 5 wait 1, 2 and 3 steps of 20 ms.
    expect(durations[4]).toBeGreaterThanOrEqual(55);

    const locked = await login('alvo', 'tartaruga-azul-no-telhado');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(messages.auth.tooManyAttempts);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('admin', 'admin123')).statusCode).toBe(200);
  });

  it('locks an address after many failures across usernames', async () => {
    const from = { 'x-forwarded-for': '10.20.30.40' };
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login(`desconhecido${attempt}`, 'errada', from)).statusCode).toBe(401);
    }
    expect((await login('admin', 'admin123', from)).statusCode).toBe(429);
    expect((await login('admin', 'admin123', { 'x-forwarded-for': '10.20.30.41' })).statusCode).toBe(200);
  });
});

describe('POST /auth/refresh-token', () => {
  it('rotates the refresh token, and reusing a spent one revokes the whole family', async () => {
    const first = (await login('tecnico', 'tecnico123')).json<Session>();
    const other = (await login('tecnico', 'tecnico123')).json<Session>();

    const rotated = await post('/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<Session>();
    expect(second).toMatchObject({ userId: 2, username: 'tecnico', role: 'FIELD_TECH' });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(second.token) })).statusCode).toBe(
      200,
    );

    const reuse = await post('/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(messages.auth.invalidRefreshToken);
    // The thief's (or the victim's) newer token died with the family…
    expect((await post('/auth/refresh-token', { refreshToken: second.refreshToken })).statusCode).toBe(401);
    // …while another login's family lives on.
    expect((await post('/auth/refresh-token', { refreshToken: other.refreshToken })).statusCode).toBe(200);
  });

  it('refuses an unknown token with 401', async () => {
    expect((await post('/auth/refresh-token', { refreshToken: 'nao-existe' })).statusCode).toBe(401);
  });

  it('refuses a user deactivated since login with 403', async () => {
    const { userId } = await createUser('saiu');
    const session = (await login('saiu', 'tartaruga-azul-no-telhado')).json<Session>();
    const deactivate = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${userId}`,
      headers: bearer(adminToken),
      payload: {
        name: 'Saiu',
        username: 'saiu',
        phoneNumber: '841234567',
        address: 'Maputo',
        role: 'FIELD_TECH',
        active: false,
      },
    });
    expect(deactivate.statusCode).toBe(200);
    const refused = await post('/auth/refresh-token', { refreshToken: session.refreshToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.auth.inactiveUser);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the refresh token and is idempotent', async () => {
    const session = (await login('admin', 'admin123')).json<Session>();
    expect((await post('/auth/logout', { refreshToken: session.refreshToken })).statusCode).toBe(204);
    expect((await post('/auth/logout', { refreshToken: session.refreshToken })).statusCode).toBe(204);
    expect((await post('/auth/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });
});

describe('POST /auth/register', () => {
  const newUser = {
    name: 'Joana Sitoe',
    username: 'joana',
    password: 'tartaruga-azul-no-telhado',
    phoneNumber: '841112223',
    address: 'Bairro Zimpeto',
    role: 'tech_field',
  };

  it('lets an administrator create a user, storing the role alias as FIELD_TECH', async () => {
    const response = await post('/auth/register', newUser, bearer(adminToken));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ username: 'joana', role: 'FIELD_TECH', active: true, enabled: true });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('passwordHash');
    expect((await login('joana', 'tartaruga-azul-no-telhado')).statusCode).toBe(200);
  });

  it('answers 409 for a username already taken, in any case', async () => {
    const response = await post('/auth/register', { ...newUser, username: 'JOANA' }, bearer(adminToken));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.conflicts.username);
  });

  it('is for administrators only', async () => {
    const techToken = await t.login('tecnico', 'tecnico123');
    expect((await post('/auth/register', newUser, bearer(techToken))).statusCode).toBe(403);
    expect((await post('/auth/register', newUser)).statusCode).toBe(401);
  });
});

describe('GET /auth/me', () => {
  it('describes the caller for both roles', async () => {
    const techToken = await t.login('tecnico', 'tecnico123');
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(techToken) });
    expect(me.json()).toEqual({
      userId: 2,
      apiKeyId: null,
      name: 'Técnico de Campo',
      username: 'tecnico',
      role: 'FIELD_TECH',
    });
    const admin = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(adminToken) });
    expect(admin.json().role).toBe('ADMIN');
  });
});
