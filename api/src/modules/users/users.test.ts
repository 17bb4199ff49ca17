import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
});
afterAll(() => t?.close());

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: admin, ...(payload ? { payload } : {}) });

const fields = {
  name: 'Célia Mabunda',
  username: 'celia',
  password: 'tartaruga-azul-no-telhado',
  phoneNumber: '847654321',
  address: 'Bairro Malhangalene, Quarteirão 4',
  role: 'FIELD_TECH',
};

describe('GET /user', () => {
  it('lists every user with X-Total-Count, never a password', async () => {
    const response = await request('GET', '/user');
    expect(response.statusCode).toBe(200);
    const users = response.json<Record<string, unknown>[]>();
    expect(Number(response.headers['x-total-count'])).toBe(await countRows(t.databaseUrl, 'users'));
    expect(users.length).toBe(Number(response.headers['x-total-count']));
    expect(users.map((user) => user.username)).toEqual(expect.arrayContaining(['admin', 'tecnico']));
    for (const user of users) {
      expect(Object.keys(user).some((key) => key.toLowerCase().includes('password'))).toBe(false);
    }
    expect(users[0]).toMatchObject({
      userId: 1,
      role: 'ADMIN',
      active: true,
      enabled: true,
      accountNonExpired: true,
      accountNonLocked: true,
      credentialsNonExpired: true,
    });
  });

  it('pages, sorts, searches and filters by ids', async () => {
    const page = await request('GET', '/user?page=2&size=1&sort=username,desc');
    expect(page.json()).toHaveLength(1);
    expect(page.json()[0].username).toBe('admin');
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);

    const search = await request('GET', '/user?q=TÉCNICO');
    expect(search.json().map((user: { username: string }) => user.username)).toEqual(['tecnico']);

    const byIds = await request('GET', '/user?ids=2,1');
    expect(byIds.json().map((user: { userId: number }) => user.userId)).toEqual([1, 2]);
  });

  it('refuses an unknown sort field and a bad id list, naming the parameter', async () => {
    const sort = await request('GET', '/user?sort=password');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().details[0].field).toBe('sort');
    const ids = await request('GET', '/user?ids=1,abc');
    expect(ids.statusCode).toBe(400);
    expect(ids.json().details[0]).toEqual({ field: 'ids', message: messages.api.invalidIdList });
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ url: '/api/v1/user', headers: tech })).statusCode).toBe(403);
  });
});

describe('GET /user/{id}', () => {
  it('answers one user, 404 in Portuguese when missing, 400 for a non-numeric id', async () => {
    expect((await request('GET', '/user/2')).json().username).toBe('tecnico');
    const missing = await request('GET', '/user/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.api.userNotFound);
    const bad = await request('GET', '/user/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('id');
  });
});

describe('GET /user/roles and /user/count', () => {
  it('lists both roles with labels, for both roles', async () => {
    const response = await t.app.inject({ url: '/api/v1/user/roles', headers: tech });
    expect(response.json()).toEqual([
      { value: 'ADMIN', label: 'Administrador' },
      { value: 'FIELD_TECH', label: 'Técnico' },
    ]);
  });

  it('counts users (administrators only)', async () => {
    expect((await request('GET', '/user/count')).json()).toEqual({
      count: await countRows(t.databaseUrl, 'users'),
    });
    expect((await t.app.inject({ url: '/api/v1/user/count', headers: tech })).statusCode).toBe(403);
  });
});

describe('POST, PUT, DELETE /user', () => {
  let celiaId: number;

  it('creates a user with an argon2id hash', async () => {
    const response = await request('POST', '/user', fields);
    expect(response.statusCode).toBe(201);
    celiaId = response.json().userId;
    const [row] = await queryRows<{ password_hash: string }>(
      t.databaseUrl,
      'select password_hash from users where id = $1',
      [celiaId],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect((await t.login('celia', 'tartaruga-azul-no-telhado')).length).toBeGreaterThan(0);
  });

  it('answers 409 for a duplicate username', async () => {
    const response = await request('POST', '/user', { ...fields, username: 'Celia' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: messages.conflicts.username,
    });
  });

  it('updates, changing the password only when one is given', async () => {
    const { password: _password, ...withoutPassword } = fields;
    const renamed = await request('PUT', `/user/${celiaId}`, {
      ...withoutPassword,
      name: 'Célia M. Mabunda',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Célia M. Mabunda');
    expect((await t.login('celia', 'tartaruga-azul-no-telhado')).length).toBeGreaterThan(0);

    await request('PUT', `/user/${celiaId}`, { ...fields, password: 'nova-senha' });
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'celia', password: 'tartaruga-azul-no-telhado' },
    });
    expect(old.statusCode).toBe(401);
    expect((await t.login('celia', 'nova-senha')).length).toBeGreaterThan(0);
  });

  it('answers 409 when renaming onto a taken username, 404 for a missing user', async () => {
    expect((await request('PUT', `/user/${celiaId}`, { ...fields, username: 'tecnico' })).statusCode).toBe(
      409,
    );
    expect((await request('PUT', '/user/99999', fields)).statusCode).toBe(404);
  });

  it('refuses to let administrators demote, deactivate or delete themselves', async () => {
    const self = { ...fields, username: 'admin', name: 'Administrador do Sistema' };
    const demote = await request('PUT', '/user/1', { ...self, role: 'FIELD_TECH' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(messages.api.cannotDemoteSelf);
    expect((await request('PUT', '/user/1', { ...self, role: 'ADMIN', active: false })).statusCode).toBe(409);
    const remove = await request('DELETE', '/user/1');
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(messages.api.cannotDeleteSelf);
  });

  it('refuses deleting a user whose work is on record (409), deletes others (204)', async () => {
    const referenced = await request('DELETE', '/user/2');
    expect(referenced.statusCode).toBe(409);
    expect(referenced.json().message).toBe(messages.api.foreignKeyInUse);

    expect((await request('DELETE', `/user/${celiaId}`)).statusCode).toBe(204);
    expect((await request('GET', `/user/${celiaId}`)).statusCode).toBe(404);
    expect((await request('DELETE', `/user/${celiaId}`)).statusCode).toBe(404);
  });
});
