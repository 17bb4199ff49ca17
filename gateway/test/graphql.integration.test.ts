import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';

// The real api on a fresh migrated and seeded database, and the real gateway in front of it, both over HTTP.
let api: Awaited<ReturnType<typeof createTestApp>>;
let apiUrl: string;
let gateway: LiveGateway;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  apiUrl = `http://127.0.0.1:${port}/api/v1`;
  gateway = await startGateway({ apiUrl, webDist: '/nonexistent' });
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

interface Session {
  token: string;
  refreshToken: string;
  userId: string;
  name: string;
  username: string;
  role: string;
}

interface AuthPayload {
  session: Session | null;
  message: string | null;
  inputErrors: { field: string; message: string }[];
}

const SESSION =
  'session { token refreshToken userId name username role } message inputErrors { field message }';
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { ${SESSION} } }`;
const REFRESH = `mutation Refresh($input: RefreshTokenInput!) { refreshToken(input: $input) { ${SESSION} } }`;
const ME = '{ me { userId name username role roleLabel } }';

async function login(username: string, password: string): Promise<AuthPayload> {
  const body = await gateway.graphql<{ login: AuthPayload }>(LOGIN, {
    variables: { input: { username, password } },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.login;
}

async function apiCount(resource: string, token: string): Promise<number> {
  const response = await fetch(`${apiUrl}/${resource}/count`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

describe('login', () => {
  it('opens a session for a demo user', async () => {
    const payload = await login('admin', 'admin123');

    expect(payload.message).toBeNull();
    expect(payload.inputErrors).toEqual([]);
    expect(payload.session).toMatchObject({ username: 'admin', role: 'ADMIN' });
    expect(payload.session?.token).toEqual(expect.any(String));
    expect(payload.session?.refreshToken).toEqual(expect.any(String));
  });

  it('answers wrong credentials with a Portuguese message in the payload, not an error', async () => {
    const payload = await login('tecnico', 'not-the-password');

    expect(payload).toEqual({ session: null, message: messages.auth.invalidCredentials, inputErrors: [] });
  });

  it('names the refused field when the input is invalid', async () => {
    const payload = await login('', 'admin123');

    expect(payload.session).toBeNull();
    expect(payload.message).toEqual(expect.any(String));
    expect(payload.inputErrors.map((error) => error.field)).toContain('username');
  });
});

describe('me', () => {
  it('describes the signed-in user with the role label of the top bar', async () => {
    const admin = (await login('admin', 'admin123')).session!;
    const tech = (await login('tecnico', 'tecnico123')).session!;

    const asAdmin = await gateway.graphql<{ me: Record<string, unknown> }>(ME, { token: admin.token });
    const asTech = await gateway.graphql<{ me: Record<string, unknown> }>(ME, { token: tech.token });

    expect(asAdmin.data?.me).toEqual({
      userId: String(admin.userId),
      name: admin.name,
      username: 'admin',
      role: 'ADMIN',
      roleLabel: 'Administrador',
    });
    expect(asTech.data?.me).toMatchObject({ username: 'tecnico', role: 'FIELD_TECH', roleLabel: 'Técnico' });
  });

  it.each([
    ['without a token', undefined],
    ['with a forged token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged'],
  ])('is UNAUTHENTICATED %s, with the api’s Portuguese message', async (_case, token) => {
    const body = await gateway.graphql(ME, { token });

    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', statusCode: 401 });
    expect(body.errors?.[0]?.message).toMatch(/sess|autoriza/i);
  });
});

describe('dashboardCounts', () => {
  it('equals the api’s four count routes', async () => {
    const { token } = (await login('tecnico', 'tecnico123')).session!;
    const body = await gateway.graphql<{ dashboardCounts: Record<string, number> }>(
      '{ dashboardCounts { cuts readings invoices clients } }',
      { token },
    );

    expect(body.errors).toBeUndefined();
    expect(body.data?.dashboardCounts).toEqual({
      cuts: await apiCount('cut', token),
      readings: await apiCount('reading', token),
      invoices: await apiCount('invoice', token),
      clients: await apiCount('client', token),
    });
  });

  it('is UNAUTHENTICATED without a session', async () => {
    const body = await gateway.graphql('{ dashboardCounts { clients } }');

    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('refreshToken and logout', () => {
  it('rotates the refresh token: the new session works, the used token is refused', async () => {
    const first = (await login('admin', 'admin123')).session!;

    const refreshed = await gateway.graphql<{ refreshToken: AuthPayload }>(REFRESH, {
      variables: { input: { refreshToken: first.refreshToken } },
    });
    const second = refreshed.data?.refreshToken.session;
    expect(refreshed.data?.refreshToken.message).toBeNull();
    expect(second?.refreshToken).toEqual(expect.any(String));
    expect(second?.refreshToken).not.toBe(first.refreshToken);

    const me = await gateway.graphql<{ me: { username: string } }>(ME, { token: second?.token });
    expect(me.data?.me.username).toBe('admin');

    const reused = await gateway.graphql<{ refreshToken: AuthPayload }>(REFRESH, {
      variables: { input: { refreshToken: first.refreshToken } },
    });
    expect(reused.errors).toBeUndefined();
    expect(reused.data?.refreshToken.session).toBeNull();
    expect(reused.data?.refreshToken.message).toEqual(expect.any(String));
  });

  it('logout revokes the refresh token', async () => {
    const session = (await login('tecnico', 'tecnico123')).session!;

    const logout = await gateway.graphql<{ logout: boolean }>(
      'mutation Logout($input: LogoutInput!) { logout(input: $input) }',
      { variables: { input: { refreshToken: session.refreshToken } }, token: session.token },
    );
    expect(logout.data?.logout).toBe(true);

    const refreshed = await gateway.graphql<{ refreshToken: AuthPayload }>(REFRESH, {
      variables: { input: { refreshToken: session.refreshToken } },
    });
    expect(refreshed.data?.refreshToken.session).toBeNull();
  });
});

describe('GET /health', () => {
  it('is ok in front of the real api', async () => {
    const response = await fetch(`${gateway.url}/health`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', api: 'ok' });
  });
});
