import { Writable } from 'node:stream';
import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../test/helpers/api-keys.ts';
import { countRows, queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { createLogger } from '../../logger.ts';

// Every log line the api writes during this file, at the most verbose level, to search for secrets.
const logLines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const t = await createTestApp({ loggerInstance: createLogger('trace', capture) });
afterAll(() => t.close());

const adminToken = await t.login('admin', 'admin123');
const techToken = await t.login('tecnico', 'tecnico123');
const today = todayInMaputo();
const tomorrow = addDays(today, 1);

const get = (url: string, credential: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(credential) });
const listKeys = async () =>
  (await get('/api/v1/api-key', adminToken)).json<{ apiKeyId: number; lastUsedAt: string | null }[]>();
const keyRow = async (id: number) => (await listKeys()).find((key) => key.apiKeyId === id);
const setColumn = (id: number, assignment: string) =>
  queryRows(t.databaseUrl, `update api_keys set ${assignment} where id = $1`, [id]);

describe('creating a key', () => {
  it('answers the secret once (agua_ and 256 random bits) and lists the key without it', async () => {
    const created = await createApiKey(t.app, adminToken, { name: '  Power BI  ', expiresOn: tomorrow });
    expect(created.secret).toMatch(/^agua_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({
      name: 'Power BI',
      expiresOn: tomorrow,
      state: 'ACTIVE',
      createdByName: 'Administrador do Sistema',
      lastUsedAt: null,
      revokedAt: null,
    });
    const list = await get('/api/v1/api-key', adminToken);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe(String(list.json().length));
    expect(list.body).toContain('Power BI');
    expect(list.body).not.toContain(created.secret);
    const second = await createApiKey(t.app, adminToken, { name: 'Outra', expiresOn: tomorrow });
    expect(second.secret).not.toBe(created.secret);
  });

  it('refuses a Validade of today or earlier, beyond a year, a missing name, and a live duplicate name', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/api-key', headers: bearer(adminToken), payload });
    const before = await countRows(t.databaseUrl, 'api_keys');
    expect((await post({ name: 'A', expiresOn: today })).json().message).toBe(
      messages.apiKeys.validation.expiryNotFuture,
    );
    expect((await post({ name: 'A', expiresOn: addDays(today, 367) })).json().message).toBe(
      messages.apiKeys.validation.expiryTooFar,
    );
    expect((await post({ name: 'A', expiresOn: '2026-02-30' })).statusCode).toBe(400);
    expect((await post({ name: '   ', expiresOn: tomorrow })).statusCode).toBe(400);
    expect(await countRows(t.databaseUrl, 'api_keys')).toBe(before);

    const first = await createApiKey(t.app, adminToken, { name: 'Excel', expiresOn: tomorrow });
    const duplicate = await post({ name: 'EXCEL', expiresOn: tomorrow });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(messages.apiKeys.api.nameTaken);
    // Once revoked, its name is free again.
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/api-key/${first.apiKey.apiKeyId}/revoke`,
      headers: bearer(adminToken),
    });
    expect((await post({ name: 'Excel', expiresOn: tomorrow })).statusCode).toBe(201);
  });

  it('is for administrators: a Técnico and a key get 403', async () => {
    const key = await createApiKey(t.app, adminToken, { name: 'Curiosa', expiresOn: tomorrow });
    for (const credential of [techToken, key.secret]) {
      expect((await get('/api/v1/api-key', credential)).statusCode).toBe(403);
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/v1/api-key',
        headers: bearer(credential),
        payload: { name: 'Nova', expiresOn: tomorrow },
      });
      expect(create.statusCode).toBe(403);
      const revoke = await t.app.inject({
        method: 'POST',
        url: `/api/v1/api-key/${key.apiKey.apiKeyId}/revoke`,
        headers: bearer(credential),
      });
      expect(revoke.statusCode).toBe(403);
    }
    expect((await keyRow(key.apiKey.apiKeyId)) ?? null).toMatchObject({ state: 'ACTIVE' });
  });
});

describe('using a key', () => {
  it('reads business data as REPORTER, and /auth/me names the key', async () => {
    const key = await createApiKey(t.app, adminToken, { name: 'Relatório mensal', expiresOn: tomorrow });
    const clients = await get('/api/v1/client?page=1&size=5', key.secret);
    expect(clients.statusCode).toBe(200);
    expect(clients.json().length).toBeGreaterThan(0);
    expect((await get('/api/v1/client/count', key.secret)).json().count).toBeGreaterThan(0);
    expect((await get('/api/v1/auth/me', key.secret)).json()).toEqual({
      userId: null,
      apiKeyId: key.apiKey.apiKeyId,
      name: 'Relatório mensal',
      username: null,
      role: 'REPORTER',
    });
  });

  it('cannot write, nor reach administrators’ data, nor sign in', async () => {
    const key = await createApiKey(t.app, adminToken, { name: 'Só leitura', expiresOn: tomorrow });
    const clientsBefore = await countRows(t.databaseUrl, 'clients');
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client',
      headers: bearer(key.secret),
      payload: { name: 'Intruso', phoneNumber: '841234567', address: 'Maputo', zoneId: 1 },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(messages.auth.forbidden);
    expect(await countRows(t.databaseUrl, 'clients')).toBe(clientsBefore);
    for (const url of ['/api/v1/user', '/api/v1/user/1', '/api/v1/user/count']) {
      expect((await get(url, key.secret)).statusCode, url).toBe(403);
    }
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: bearer(key.secret),
      payload: {},
    });
    expect(register.statusCode).toBe(403);
    // Login and refresh are for people: the key is neither a password nor a refresh token.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'Só leitura', password: key.secret },
    });
    expect(login.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: key.secret },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('records the last use at most once a minute', async () => {
    const key = await createApiKey(t.app, adminToken, { name: 'Carimbo', expiresOn: tomorrow });
    const id = key.apiKey.apiKeyId;
    expect((await get('/api/v1/zone', key.secret)).statusCode).toBe(200);
    const firstUse = (await keyRow(id))?.lastUsedAt;
    expect(firstUse).toEqual(expect.any(String));
    // Within the minute, another use writes nothing.
    expect((await get('/api/v1/zone', key.secret)).statusCode).toBe(200);
    expect((await keyRow(id))?.lastUsedAt).toBe(firstUse);
    // A minute later it is written again.
    await setColumn(id, `last_used_at = now() - interval '2 minutes'`);
    const stale = (await keyRow(id))?.lastUsedAt;
    expect((await get('/api/v1/zone', key.secret)).statusCode).toBe(200);
    const latest = (await keyRow(id))?.lastUsedAt;
    expect(Date.parse(latest ?? '')).toBeGreaterThan(Date.parse(stale ?? ''));
  });

  it('answers 20 simultaneous requests with one key, and stamps its last use', async () => {
    const key = await createApiKey(t.app, adminToken, { name: 'Rajada', expiresOn: tomorrow });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => get('/api/v1/client?page=1&size=2', key.secret)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect((await keyRow(key.apiKey.apiKeyId))?.lastUsedAt).toEqual(expect.any(String));
  });
});

describe('a key that stops working', () => {
  it('is refused at once when revoked, and revoking again changes nothing', async () => {
    const key = await createApiKey(t.app, adminToken, { name: 'A revogar', expiresOn: tomorrow });
    expect((await get('/api/v1/zone', key.secret)).statusCode).toBe(200);
    const revoke = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/api-key/${key.apiKey.apiKeyId}/revoke`,
        headers: bearer(adminToken),
      });
    const revoked = await revoke();
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ state: 'REVOKED', revokedAt: expect.any(String) });
    const refused = await get('/api/v1/zone', key.secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(messages.apiKeys.api.invalidKey);
    expect((await revoke()).json().revokedAt).toBe(revoked.json().revokedAt);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-key/999999/revoke',
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('works through its Validade and is refused the day after', async () => {
    const key = await createApiKey(t.app, adminToken, { name: 'A expirar', expiresOn: tomorrow });
    const id = key.apiKey.apiKeyId;
    await setColumn(id, `expires_on = (now() at time zone 'Africa/Maputo')::date`);
    expect((await get('/api/v1/zone', key.secret)).statusCode).toBe(200);
    await setColumn(id, `expires_on = (now() at time zone 'Africa/Maputo')::date - 1`);
    expect((await get('/api/v1/zone', key.secret)).statusCode).toBe(401);
    expect(await keyRow(id)).toMatchObject({ state: 'EXPIRED' });
  });
});

describe('the secret', () => {
  it('is nowhere in the database nor in the logs after being created, used, refused and revoked', async () => {
    const key = await createApiKey(t.app, adminToken, { name: 'Segredo', expiresOn: tomorrow });
    expect((await get('/api/v1/client?page=1&size=1', key.secret)).statusCode).toBe(200);
    expect((await get('/api/v1/user', key.secret)).statusCode).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/api-key/${key.apiKey.apiKeyId}/revoke`,
      headers: bearer(adminToken),
    });
    expect((await get('/api/v1/zone', key.secret)).statusCode).toBe(401);

    // Every row of every table, as text.
    const tables = await queryRows<{ name: string }>(
      t.databaseUrl,
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.map((table) => table.name)).toContain('public.api_keys');
    const random = key.secret.slice('agua_'.length);
    for (const table of tables) {
      const [dump] = await queryRows<{ text: string | null }>(
        t.databaseUrl,
        `select string_agg(t::text, E'\\n') as text from ${table.name} t`,
      );
      expect(dump?.text ?? '', table.name).not.toContain(random);
    }

    const logs = logLines.join('');
    expect(logs).toContain('"url":"/api/v1/zone"'); // the capture works
    expect(logs).not.toContain(random);
  });

  it('is redacted from a logged request header', () => {
    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    log.info({ req: { headers: { authorization: 'Bearer agua_segredo' } } }, 'request');
    log.info({ headers: { authorization: 'Bearer agua_segredo' } }, 'request');
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toContain('agua_segredo');
  });
});
