import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSignIn, GIVEN_PASSWORD, OWN_PASSWORD } from '../../../test/helpers/accounts.ts';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { totpCodeAt } from './totp.ts';

// The second factor of administrators (docs/domain.md "Second factor"), with the api's clock in the test's hands:
// codes are judged at `now`, which each test moves on by whole 30-second steps.

const STEP = 30_000;
let now = Date.UTC(2026, 4, 4, 8, 0, 10);

let t: TestApp;
let adminToken: string;
let techToken: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, loginThrottle: { delayStepMs: 5, maxDelayMs: 20 } });
  adminToken = await t.login('admin', 'admin123');
  techToken = await t.login('tecnico', 'tecnico123');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, ip?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });

const login = (username: string, password: string, ip?: string) =>
  call('POST', '/auth/login', undefined, { username, password }, ip);
const withCode = (twoFactorToken: string, code: string, ip?: string) =>
  call('POST', '/auth/login/two-factor', undefined, { twoFactorToken, code }, ip);

/** Creates an administrator who has chosen their own password; answers their id and token. */
async function newAdmin(username: string) {
  const created = await call('POST', '/user', adminToken, {
    name: `Chefe ${username}`,
    username,
    password: GIVEN_PASSWORD,
    phoneNumber: '841234567',
    address: 'Maputo',
    role: 'ADMIN',
  });
  expect(created.statusCode).toBe(201);
  const session = await firstSignIn(t.app, username);
  return { userId: created.json<{ userId: number }>().userId, token: session.token };
}

/** Sets up and confirms a second factor for the token's account: its secret and recovery codes. */
async function enable(token: string) {
  const setup = await call('POST', '/auth/two-factor/setup', token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await call('POST', '/auth/two-factor/confirm', token, { code: totpCodeAt(secret, now) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, ...confirmed.json<{ recoveryCodes: string[]; session: { token: string } }>() };
}

async function challenge(username: string, password = OWN_PASSWORD, ip?: string): Promise<string> {
  const response = await login(username, password, ip);
  expect(response.statusCode).toBe(202);
  return response.json<{ twoFactorToken: string }>().twoFactorToken;
}

describe('setting up a second factor', () => {
  it('gives an administrator a secret and its QR URI, and turns on with a first code', async () => {
    const { token } = await newAdmin('chefe1');
    expect((await call('GET', '/auth/two-factor', token)).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      requiredForAdmins: false,
    });
    const setup = await call('POST', '/auth/two-factor/setup', token);
    const { secret, otpauthUri } = setup.json<{ secret: string; otpauthUri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Água:chefe1');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Água',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });

    const wrong = await call('POST', '/auth/two-factor/confirm', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { field: 'code', message: messages.account.signInCode.invalidCode },
    ]);
    expect((await call('GET', '/auth/two-factor', token)).json().enabled).toBe(false);

    const confirmed = await call('POST', '/auth/two-factor/confirm', token, {
      code: totpCodeAt(secret, now),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes, session } = confirmed.json<{ recoveryCodes: string[]; session: object }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect(session).toMatchObject({ username: 'chefe1', pendingStep: null });
    expect((await call('GET', '/auth/two-factor', token)).json()).toMatchObject({
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: 10,
    });
    // Once on, it is not set up again over itself.
    expect((await call('POST', '/auth/two-factor/setup', token)).statusCode).toBe(409);
  });

  it('stores the secret sealed and the recovery codes hashed', async () => {
    const { token, userId } = await newAdmin('chefe2');
    const { secret, recoveryCodes } = await enable(token);
    const [row] = await queryRows<{ secret_sealed: string }>(
      t.databaseUrl,
      'select secret_sealed from user_two_factor where user_id = $1',
      [userId],
    );
    expect(row?.secret_sealed).toMatch(/^v1\./);
    expect(row?.secret_sealed).not.toContain(secret);
    const hashes = await queryRows<{ code_hash: string }>(
      t.databaseUrl,
      'select code_hash from recovery_codes where user_id = $1',
      [userId],
    );
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) {
      expect(code_hash).toMatch(/^\$argon2id\$/);
      for (const code of recoveryCodes) expect(code_hash).not.toContain(code.replace('-', ''));
    }
  });

  it('is for administrators: a technician is refused', async () => {
    const refused = await call('POST', '/auth/two-factor/setup', techToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.auth.forbidden);
  });
});

describe('signing in with a second factor', () => {
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    const { token } = await newAdmin('chefe3');
    ({ secret, recoveryCodes } = await enable(token));
    now += STEP;
  });

  it('asks for the code after the right password (202), and a valid code signs in', async () => {
    const wrongPassword = await login('chefe3', 'errada-de-todo');
    expect(wrongPassword.statusCode).toBe(401);
    const first = await login('chefe3', OWN_PASSWORD);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ twoFactorToken: expect.any(String), expiresInSeconds: 300 });
    // The challenge is no access token.
    const asBearer = await call('GET', '/auth/me', first.json().twoFactorToken);
    expect(asBearer.statusCode).toBe(401);

    const signedIn = await withCode(first.json().twoFactorToken, totpCodeAt(secret, now));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: 'chefe3', role: 'ADMIN', pendingStep: null });
    expect((await call('GET', '/user', signedIn.json().token)).statusCode).toBe(200);
  });

  it('refuses a replayed code: the same code again within its window', async () => {
    now += STEP;
    const code = totpCodeAt(secret, now);
    expect((await withCode(await challenge('chefe3'), code)).statusCode).toBe(200);
    const replayed = await withCode(await challenge('chefe3'), code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(messages.account.signInCode.invalidCode);
    // Nor the code before it, once a newer one was used.
    expect((await withCode(await challenge('chefe3'), totpCodeAt(secret, now - STEP))).statusCode).toBe(401);
  });

  it('refuses a wrong code and an expired one, and accepts the next step’s (a clock a little ahead)', async () => {
    now += 4 * STEP;
    expect((await withCode(await challenge('chefe3'), '123456')).statusCode).toBe(401);
    const expired = await withCode(await challenge('chefe3'), totpCodeAt(secret, now - 2 * STEP));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(messages.account.signInCode.invalidCode);
    expect((await withCode(await challenge('chefe3'), totpCodeAt(secret, now + STEP))).statusCode).toBe(200);
  });

  it('refuses an altered or unknown challenge', async () => {
    const token = await challenge('chefe3');
    const altered = await withCode(`${token.slice(0, -2)}xx`, totpCodeAt(secret, now));
    expect(altered.statusCode).toBe(401);
    expect(altered.json().message).toBe(messages.account.signInCode.expired);
    expect((await withCode(adminToken, totpCodeAt(secret, now))).statusCode).toBe(401);
  });

  it('takes each recovery code once, in any case and with spaces', async () => {
    const [code] = recoveryCodes;
    const typed = ` ${code?.toUpperCase().replace('-', ' ')} `;
    expect((await withCode(await challenge('chefe3'), typed)).statusCode).toBe(200);
    const again = await withCode(await challenge('chefe3'), code ?? '');
    expect(again.statusCode).toBe(401);
    const { token } = (await withCode(await challenge('chefe3'), recoveryCodes[1] ?? '')).json<{
      token: string;
    }>();
    expect((await call('GET', '/auth/two-factor', token)).json().recoveryCodesLeft).toBe(8);
  });

  it('counts code failures in the login throttle: an address that guesses codes is locked', async () => {
    const ip = '10.9.8.7';
    now += 2 * STEP;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const guess = await withCode(await challenge('chefe3', OWN_PASSWORD, ip), String(100000 + attempt), ip);
      expect(guess.statusCode, `guess ${attempt}`).toBe(401);
    }
    // Locked from there, even with the right password, and even with the right code.
    const locked = await login('chefe3', OWN_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(messages.auth.tooManyAttempts);
    // From elsewhere, the owner still signs in.
    expect(
      (
        await withCode(
          await challenge('chefe3', OWN_PASSWORD, '10.9.8.8'),
          totpCodeAt(secret, now),
          '10.9.8.8',
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('turning it off, and another administrator resetting it', () => {
  it('turns off with the password, after which the password alone signs in', async () => {
    const { token } = await newAdmin('chefe4');
    await enable(token);
    const wrong = await call('POST', '/auth/two-factor/disable', token, { password: 'nao-e-esta' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { field: 'password', message: messages.account.password.rules.wrongCurrent },
    ]);
    expect(
      (await call('POST', '/auth/two-factor/disable', token, { password: OWN_PASSWORD })).statusCode,
    ).toBe(204);
    expect((await login('chefe4', OWN_PASSWORD)).statusCode).toBe(200);
  });

  it('lets another administrator reset a lost one: the account’s sessions end and the reset is noted', async () => {
    const lost = await newAdmin('chefe5');
    const { session } = await enable(lost.token);
    const helper = await newAdmin('chefe6');

    expect((await call('POST', `/user/${lost.userId}/two-factor/reset`, techToken)).statusCode).toBe(403);
    const self = await call('POST', `/user/${helper.userId}/two-factor/reset`, helper.token);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(messages.account.twoFactor.resetSelf);

    const reset = await call('POST', `/user/${lost.userId}/two-factor/reset`, helper.token);
    expect(reset.statusCode).toBe(204);
    expect((await call('GET', '/auth/me', session.token)).statusCode).toBe(401);
    expect((await login('chefe5', OWN_PASSWORD)).statusCode).toBe(200);
    const events = await queryRows<{ kind: string; user_id: number; actor_id: number }>(
      t.databaseUrl,
      `select kind, user_id, actor_id from account_events where user_id = $1 order by id`,
      [lost.userId],
    );
    expect(events.map((event) => event.kind)).toEqual([
      'password-changed',
      'two-factor-enabled',
      'two-factor-reset',
    ]);
    expect(events.at(-1)).toMatchObject({ actor_id: helper.userId });
    // Nothing left to reset.
    expect((await call('POST', `/user/${lost.userId}/two-factor/reset`, helper.token)).statusCode).toBe(409);
  });
});

describe('the rule that every administrator must have one', () => {
  it('is refused to an administrator without a second factor, who would lock themself out', async () => {
    const refused = await call('PUT', '/security-settings', adminToken, { twoFactorRequiredForAdmins: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.account.twoFactor.policy.needsOwn);
    expect((await call('GET', '/security-settings', techToken)).statusCode).toBe(403);
  });

  it('holds an administrator without one to setting it up first; then the session goes on', async () => {
    const keeper = await newAdmin('chefe7');
    const { session } = await enable(keeper.token);
    const on = await call('PUT', '/security-settings', session.token, { twoFactorRequiredForAdmins: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ twoFactorRequiredForAdmins: true });

    // The demo administrator has none: every route but the set-up refuses them, at once.
    const held = await call('GET', '/user', adminToken);
    expect(held.statusCode).toBe(403);
    expect(held.json().message).toBe(messages.account.twoFactor.setupRequired);
    const fresh = (await login('admin', 'admin123')).json<{ token: string; pendingStep: string }>();
    expect(fresh.pendingStep).toBe('TWO_FACTOR_SETUP');
    expect((await call('GET', '/auth/me', fresh.token)).statusCode).toBe(200);
    expect((await call('GET', '/auth/two-factor', fresh.token)).json().requiredForAdmins).toBe(true);
    // A technician is not concerned.
    expect((await call('GET', '/client?page=1&size=1', techToken)).statusCode).toBe(200);

    const { session: renewed } = await enable(fresh.token);
    expect(renewed).toMatchObject({ pendingStep: null });
    expect((await call('GET', '/user', renewed.token)).statusCode).toBe(200);
    // Required, so it cannot be turned off.
    const off = await call('POST', '/auth/two-factor/disable', renewed.token, { password: 'admin123' });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(messages.account.twoFactor.requiredCannotDisable);

    const policyOff = await call('PUT', '/security-settings', session.token, {
      twoFactorRequiredForAdmins: false,
    });
    expect(policyOff.json()).toEqual({ twoFactorRequiredForAdmins: false });
    const kinds = await queryRows<{ kind: string }>(
      t.databaseUrl,
      `select kind from account_events where kind = 'two-factor-policy-changed'`,
    );
    expect(kinds).toHaveLength(2);
  });
});
