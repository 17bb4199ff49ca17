import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { messages } from '@agua/domain/messages';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// One's own account over GraphQL, through the real gateway in front of the real api: the first sign-in, the
// second factor from set-up to sign-in, and the sessions (listed by the browser that signed in).

let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  admin = await api.login('admin', 'admin123');
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const SESSION =
  'session { token userId username role pendingStep } twoFactorToken message inputErrors { field message }';
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ${SESSION} } }`;
const WITH_CODE = `mutation ($input: LoginWithTwoFactorInput!) { loginWithTwoFactor(input: $input) { ${SESSION} } }`;
const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ${SESSION} } }`;

interface AuthPayload {
  session: { token: string; username: string; pendingStep: string | null } | null;
  twoFactorToken: string | null;
  message: string | null;
  inputErrors: { field: string; message: string }[];
}

const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

async function login(username: string, password: string, userAgent?: string): Promise<AuthPayload> {
  const body = await gateway.graphql<{ login: AuthPayload }>(LOGIN, {
    variables: { input: { username, password } },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
  expect(body.errors).toBeUndefined();
  return body.data!.login;
}

describe('the first sign-in over GraphQL', () => {
  it('holds a new account to changing its password, with the rules as input errors', async () => {
    const created = await gateway.graphql<{
      createUser: { user: { userId: string } | null; message: string };
    }>(`mutation ($input: CreateUserInput!) { createUser(input: $input) { user { userId } message } }`, {
      token: admin,
      variables: {
        input: {
          name: 'Rosa Nhantumbo',
          username: 'rosa',
          password: 'tartaruga-azul-no-telhado',
          phoneNumber: '841234567',
          address: 'Matola',
          role: 'FIELD_TECH',
        },
      },
    });
    expect(created.data?.createUser.user).not.toBeNull();
    const first = await login('rosa', 'tartaruga-azul-no-telhado');
    expect(first.session?.pendingStep).toBe('PASSWORD_CHANGE');
    const token = first.session!.token;

    const held = await gateway.graphql('{ dashboardCounts { clients } }', { token });
    expect(held.errors?.[0]?.message).toBe(messages.account.firstSignIn.required);
    expect(held.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gateway.graphql('{ me { username } }', { token })).data).toEqual({
      me: { username: 'rosa' },
    });

    const weak = await gateway.graphql<{ changePassword: AuthPayload }>(CHANGE, {
      token,
      variables: { input: { currentPassword: 'tartaruga-azul-no-telhado', newPassword: 'rosa12345' } },
    });
    expect(weak.data?.changePassword).toMatchObject({
      session: null,
      inputErrors: [{ field: 'newPassword', message: messages.account.password.rules.containsUsername }],
    });
    const changed = await gateway.graphql<{ changePassword: AuthPayload }>(CHANGE, {
      token,
      variables: {
        input: { currentPassword: 'tartaruga-azul-no-telhado', newPassword: 'papaia-doce-de-manhiça' },
      },
    });
    expect(changed.data?.changePassword.session).toMatchObject({ username: 'rosa', pendingStep: null });
    const counts = await gateway.graphql('{ dashboardCounts { clients } }', {
      token: changed.data!.changePassword.session!.token,
    });
    expect(counts.errors).toBeUndefined();
  });
});

describe('the second factor over GraphQL', () => {
  it('is set up with the secret shown, then sign-in asks for the code', async () => {
    const started = await gateway.graphql<{
      startTwoFactorSetup: { setup: { secret: string; otpauthUri: string } };
    }>('mutation { startTwoFactorSetup { setup { secret otpauthUri } message } }', { token: admin });
    const { secret, otpauthUri } = started.data!.startTwoFactorSetup.setup;
    expect(otpauthUri).toContain(`secret=${secret}`);
    const confirmed = await gateway.graphql<{
      confirmTwoFactor: { recoveryCodes: string[]; session: { pendingStep: string | null } };
    }>(
      'mutation ($input: ConfirmTwoFactorInput!) { confirmTwoFactor(input: $input) { recoveryCodes session { pendingStep } message } }',
      { token: admin, variables: { input: { code: codeOf(secret) } } },
    );
    expect(confirmed.data?.confirmTwoFactor.recoveryCodes).toHaveLength(10);
    const status = await gateway.graphql('{ myTwoFactor { enabled recoveryCodesLeft requiredForAdmins } }', {
      token: admin,
    });
    expect(status.data).toEqual({
      myTwoFactor: { enabled: true, recoveryCodesLeft: 10, requiredForAdmins: false },
    });

    const challenged = await login('admin', 'admin123');
    expect(challenged).toMatchObject({ session: null, message: null, twoFactorToken: expect.any(String) });
    const wrong = await gateway.graphql<{ loginWithTwoFactor: AuthPayload }>(WITH_CODE, {
      variables: { input: { twoFactorToken: challenged.twoFactorToken, code: '000000' } },
    });
    expect(wrong.data?.loginWithTwoFactor).toMatchObject({
      session: null,
      message: messages.account.signInCode.invalidCode,
    });
    const recovered = await gateway.graphql<{ loginWithTwoFactor: AuthPayload }>(WITH_CODE, {
      variables: {
        input: {
          twoFactorToken: challenged.twoFactorToken,
          code: confirmed.data!.confirmTwoFactor.recoveryCodes[0],
        },
      },
    });
    expect(recovered.data?.loginWithTwoFactor.session).toMatchObject({
      username: 'admin',
      pendingStep: null,
    });

    const rule = await gateway.graphql(
      'mutation { updateSecuritySettings(input: { twoFactorRequiredForAdmins: false }) { securitySettings { twoFactorRequiredForAdmins } message } }',
      { token: admin },
    );
    expect(rule.data).toEqual({
      updateSecuritySettings: { securitySettings: { twoFactorRequiredForAdmins: false }, message: null },
    });
  });
});

describe('the sessions over GraphQL', () => {
  it('lists them by the browser that signed in, and ends the others', async () => {
    const phone = (
      await login('tecnico', 'tecnico123', 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile')
    ).session!.token;
    const laptop = (await login('tecnico', 'tecnico123', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'))
      .session!.token;
    const listed = await gateway.graphql<{
      mySessions: { sessionId: string; userAgent: string; current: boolean }[];
    }>('{ mySessions { sessionId userAgent address current } }', { token: laptop });
    const sessions = listed.data!.mySessions;
    expect(sessions.find((session) => session.current)?.userAgent).toContain('Firefox/128.0');
    expect(sessions.find((session) => session.userAgent.includes('Android'))?.current).toBe(false);

    const ended = await gateway.graphql('mutation { endOtherSessions { ended message } }', { token: laptop });
    expect(ended.data).toEqual({ endOtherSessions: { ended: sessions.length - 1, message: null } });
    const refused = await gateway.graphql('{ me { username } }', { token: phone });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const gone = await gateway.graphql(
      'mutation ($id: ID!) { endSession(sessionId: $id) { ended message } }',
      { token: laptop, variables: { id: sessions.find((session) => !session.current)?.sessionId } },
    );
    expect(gone.data).toEqual({ endSession: { ended: 0, message: messages.account.sessions.notFound } });
  });
});
