import { messages } from '@agua/domain/messages';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIVEN_PASSWORD, OWN_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

// The password rules on every path that sets one (user form, an administrator's reset, one's own change, the first
// sign-in), and what a change does to the account's sessions (docs/domain.md "Passwords").

const r = messages.account.password.rules;

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ loginThrottle: { delayStepMs: 5, maxDelayMs: 20 } });
  adminToken = await t.login('admin', 'admin123');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const fields = (username: string) => ({
  name: 'Joana Sitoe',
  username,
  phoneNumber: '841112223',
  address: 'Bairro Zimpeto',
  role: 'FIELD_TECH',
});

async function createUser(username: string): Promise<number> {
  const response = await call('POST', '/user', adminToken, { ...fields(username), password: GIVEN_PASSWORD });
  expect(response.statusCode).toBe(201);
  return response.json<{ userId: number }>().userId;
}

const change = (token: string, currentPassword: string, newPassword: string) =>
  call('POST', '/auth/password', token, { currentPassword, newPassword });

describe('the password rules, on the user form', () => {
  it.each([
    ['curta7!', 'Senha deve ter pelo menos 8 caracteres.'],
    ['x'.repeat(129), 'Senha deve ter no máximo 128 caracteres.'],
    ['password1', r.tooGuessable],
    ['admin123', r.tooGuessable],
    ['segredo123', r.tooGuessable],
    ['Maputo2026', r.tooGuessable],
    ['regras-da-joana-77', r.containsUsername],
  ])('refuses %s on create and on a reset, saying what to do', async (password, message) => {
    const created = await call('POST', '/user', adminToken, { ...fields('joana'), password });
    expect(created.statusCode).toBe(400);
    expect(created.json().details).toEqual([{ field: 'password', message }]);
    const reset = await call('PUT', '/user/2', adminToken, {
      ...fields('tecnico'),
      password: password.replace('joana', 'tecnico'),
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().details).toEqual([{ field: 'password', message }]);
  });

  it('accepts any characters, spaces and scripts, when the password is hard to guess', async () => {
    const created = await call('POST', '/user', adminToken, {
      ...fields('amelia'),
      password: 'Chá de Xai-Xai às 5 da tarde',
    });
    expect(created.statusCode).toBe(201);
    expect((await signIn(t.app, 'amelia', 'Chá de Xai-Xai às 5 da tarde')).pendingStep).toBe(
      'PASSWORD_CHANGE',
    );
  });
});

describe('the first sign-in', () => {
  it('makes a new account choose its own password before anything else', async () => {
    await createUser('primeiro');
    const given = await signIn(t.app, 'primeiro', GIVEN_PASSWORD);
    expect(given.pendingStep).toBe('PASSWORD_CHANGE');
    expect(decodeJwt(given.token).step).toBe('PASSWORD_CHANGE');
    const held = await call('GET', '/client?page=1&size=1', given.token);
    expect(held.statusCode).toBe(403);
    expect(held.json().message).toBe(messages.account.firstSignIn.required);
    expect((await call('GET', '/auth/me', given.token)).json()).toMatchObject({ username: 'primeiro' });

    const changed = await change(given.token, GIVEN_PASSWORD, OWN_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ username: 'primeiro', pendingStep: null });
    expect(decodeJwt(changed.json().token).step).toBeUndefined();
    // The gate lifts for the session at once, old access token included: it is the database that decides.
    expect((await call('GET', '/client?page=1&size=1', given.token)).statusCode).toBe(200);
    expect((await call('GET', '/client?page=1&size=1', changed.json().token)).statusCode).toBe(200);
    // Signing in again with the password chosen owes nothing.
    expect((await signIn(t.app, 'primeiro', OWN_PASSWORD)).pendingStep).toBeNull();
  });

  it('refuses the given password again, or one that breaks the rules, and the wrong current one', async () => {
    await createUser('segundo');
    const { token } = await signIn(t.app, 'segundo', GIVEN_PASSWORD);
    const same = await change(token, GIVEN_PASSWORD, GIVEN_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json().details).toEqual([{ field: 'newPassword', message: r.sameAsCurrent }]);
    const common = await change(token, GIVEN_PASSWORD, 'qwerty123');
    expect(common.json().details).toEqual([{ field: 'newPassword', message: r.tooGuessable }]);
    const named = await change(token, GIVEN_PASSWORD, 'o-segundo-da-lista-9');
    expect(named.json().details).toEqual([{ field: 'newPassword', message: r.containsUsername }]);
    const short = await change(token, GIVEN_PASSWORD, 'abc');
    expect(short.json().details).toEqual([
      { field: 'newPassword', message: 'Nova senha deve ter pelo menos 8 caracteres.' },
    ]);
    const wrong = await change(token, 'nao-e-esta', OWN_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ field: 'currentPassword', message: r.wrongCurrent }]);
    // Nothing changed.
    expect((await signIn(t.app, 'segundo', GIVEN_PASSWORD)).pendingStep).toBe('PASSWORD_CHANGE');
  });

  it('counts wrong current passwords as failed sign-ins: a stolen session cannot guess freely', async () => {
    await createUser('terceiro');
    const { token } = await signIn(t.app, 'terceiro', GIVEN_PASSWORD);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await change(token, `errada-${attempt}`, OWN_PASSWORD)).statusCode).toBe(400);
    }
    const locked = await change(token, GIVEN_PASSWORD, OWN_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(messages.auth.tooManyAttempts);
  });

  it('spares the demo accounts while the api runs with demo data', async () => {
    const demo = await signIn(t.app, 'admin', 'admin123');
    expect(demo.pendingStep).toBeNull();
  });
});

describe('a password change', () => {
  it('ends every other session of the account at once, and this one goes on renewed', async () => {
    await createUser('quarto');
    const first = await signIn(t.app, 'quarto', GIVEN_PASSWORD);
    const changed = (await change(first.token, GIVEN_PASSWORD, OWN_PASSWORD)).json<{
      token: string;
      refreshToken: string;
    }>();
    const phone = await signIn(t.app, 'quarto', OWN_PASSWORD);
    const laptop = await signIn(t.app, 'quarto', OWN_PASSWORD);
    expect((await call('GET', '/auth/me', phone.token)).statusCode).toBe(200);

    const again = await change(laptop.token, OWN_PASSWORD, 'outra-frase-bem-comprida-42');
    expect(again.statusCode).toBe(200);
    for (const token of [phone.token, changed.token]) {
      const ended = await call('GET', '/auth/me', token);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().message).toBe(messages.auth.invalidToken);
    }
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: phone.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // The session that changed it goes on, with its old access token and its renewed one.
    expect((await call('GET', '/auth/me', laptop.token)).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', again.json().token)).statusCode).toBe(200);
    // Its old refresh token was spent by the renewal: presenting it would look like a theft.
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: again.json().refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
  });

  it('by an administrator (a reset) ends every session of the account, owes a change, and is noted', async () => {
    const userId = await createUser('quinto');
    await signIn(t.app, 'quinto', GIVEN_PASSWORD).then((s) => change(s.token, GIVEN_PASSWORD, OWN_PASSWORD));
    const session = await signIn(t.app, 'quinto', OWN_PASSWORD);
    expect(session.pendingStep).toBeNull();

    const reset = await call('PUT', `/user/${userId}`, adminToken, {
      ...fields('quinto'),
      password: 'nova-frase-dada-pelo-chefe',
    });
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/auth/me', session.token)).statusCode).toBe(401);
    expect((await signIn(t.app, 'quinto', 'nova-frase-dada-pelo-chefe')).pendingStep).toBe('PASSWORD_CHANGE');
    const events = await queryRows<{ kind: string; actor_id: number }>(
      t.databaseUrl,
      'select kind, actor_id from account_events where user_id = $1 order by id',
      [userId],
    );
    expect(events).toEqual([
      { kind: 'password-changed', actor_id: userId },
      { kind: 'password-reset', actor_id: 1 },
    ]);
    // Editing other fields is no reset.
    expect(
      (await call('PUT', `/user/${userId}`, adminToken, { ...fields('quinto'), name: 'Quinto' })).statusCode,
    ).toBe(200);
    expect(
      await queryRows(t.databaseUrl, 'select 1 from account_events where user_id = $1', [userId]),
    ).toHaveLength(2);
  });

  it('of one’s own is not done through the user form', async () => {
    const self = await call('PUT', '/user/1', adminToken, {
      ...fields('admin'),
      name: 'Administrador do Sistema',
      role: 'ADMIN',
      password: 'uma-frase-bem-comprida-9',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(messages.account.password.selfThroughUserForm);
  });
});

describe('the demo accounts without demo data', () => {
  it('must change their fixed passwords too', async () => {
    const production = await createTestApp({ demoAccounts: false });
    try {
      const session = await signIn(production.app, 'admin', 'admin123');
      expect(session.pendingStep).toBe('PASSWORD_CHANGE');
      const held = await production.app.inject({ url: '/api/v1/user', headers: bearer(session.token) });
      expect(held.statusCode).toBe(403);
      expect(held.json().message).toBe(messages.account.firstSignIn.required);
    } finally {
      await production.close();
    }
  });
});
