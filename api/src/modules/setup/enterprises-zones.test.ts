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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (headers: Record<string, string>) => (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const adminCall = (method: Method, url: string, payload?: object) => as(admin)(method, url, payload);

const matola = {
  name: 'Águas da Matola, S.A.',
  email: 'geral@aguasdamatola.co.mz',
  nuit: '400987654',
  phoneNumber: '21720100',
  address: 'Av. União Africana, Matola',
};

describe('/enterprise', () => {
  let matolaId: number;

  it('lists enterprises for both roles, with X-Total-Count and count', async () => {
    const list = await as(tech)('GET', '/enterprise');
    expect(list.statusCode).toBe(200);
    const total = await countRows(t.databaseUrl, 'enterprises');
    expect(list.json()).toHaveLength(total);
    expect(Number(list.headers['x-total-count'])).toBe(total);
    expect(list.json()[0]).toEqual({
      enterpriseId: 1,
      name: expect.any(String),
      email: expect.any(String),
      nuit: expect.stringMatching(/^\d+$/),
      phoneNumber: expect.stringMatching(/^\d+$/),
      address: expect.any(String),
    });
    expect((await as(tech)('GET', '/enterprise/count')).json()).toEqual({ count: total });
  });

  it('creates (admin only) and refuses a technician with 403 whatever the body', async () => {
    expect((await as(tech)('POST', '/enterprise', {})).statusCode).toBe(403);
    const created = await adminCall('POST', '/enterprise', matola);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(matola);
    matolaId = created.json().enterpriseId;
    expect((await adminCall('GET', `/enterprise/${matolaId}`)).json().name).toBe(matola.name);
  });

  it('names every refused field in Portuguese and saves nothing', async () => {
    const before = await countRows(t.databaseUrl, 'enterprises');
    const response = await adminCall('POST', '/enterprise', {
      name: ' ',
      email: 'sem-arroba',
      nuit: '40-12',
      phoneNumber: '+25884',
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().details as { field: string; message: string }[];
    expect(Object.fromEntries(details.map((d) => [d.field, d.message]))).toEqual({
      name: 'Nome: Campo obrigatório.',
      email: 'Email inválido.',
      nuit: 'Nuit aceita apenas dígitos.',
      phoneNumber: 'Contacto aceita apenas dígitos.',
      address: 'Endereço: Campo obrigatório.',
    });
    expect(await countRows(t.databaseUrl, 'enterprises')).toBe(before);
  });

  it('answers 409 for a NUIT already in use', async () => {
    const response = await adminCall('POST', '/enterprise', { ...matola, name: 'Outra' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.conflicts.enterpriseNuit);
  });

  it('updates, and 404s an unknown enterprise in Portuguese', async () => {
    const updated = await adminCall('PUT', `/enterprise/${matolaId}`, { ...matola, address: 'Machava' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().address).toBe('Machava');
    const missing = await adminCall('PUT', '/enterprise/99999', matola);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.setup.notFound.enterprise);
  });

  it('serves the enterprise of a zone', async () => {
    const response = await as(tech)('GET', '/enterprise/enterprise/1');
    expect(response.statusCode).toBe(200);
    expect(response.json().enterpriseId).toBe(1);
    expect((await adminCall('GET', '/enterprise/enterprise/99999')).statusCode).toBe(404);
  });

  it('refuses to delete an enterprise with zones (409, nothing deleted) and deletes one without', async () => {
    const refused = await adminCall('DELETE', '/enterprise/1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.setup.inUse.enterpriseHasZones);
    expect(await queryRows(t.databaseUrl, 'select id from enterprises where id = 1')).toHaveLength(1);
    expect((await as(tech)('DELETE', `/enterprise/${matolaId}`)).statusCode).toBe(403);
    expect((await adminCall('DELETE', `/enterprise/${matolaId}`)).statusCode).toBe(204);
    expect((await adminCall('GET', `/enterprise/${matolaId}`)).statusCode).toBe(404);
  });
});

describe('/zone', () => {
  let zoneId: number;

  it('lists zones with their enterprise name; pages, searches, filters by enterprise and ids', async () => {
    const all = await as(tech)('GET', '/zone');
    const total = await countRows(t.databaseUrl, 'zones');
    expect(all.json()).toHaveLength(total);
    expect(all.json()[0]).toMatchObject({
      zoneId: 1,
      enterpriseId: 1,
      enterpriseName: 'Águas do Maputo, E.P.',
    });

    const page = await adminCall('GET', '/zone?page=2&size=2&sort=designation,desc');
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBe(total);
    const names = (await adminCall('GET', '/zone?sort=designation,desc'))
      .json()
      .map((zone: { designation: string }) => zone.designation);
    expect(page.json().map((zone: { designation: string }) => zone.designation)).toEqual(names.slice(2, 4));

    // q searches the enterprise name too, case-insensitively.
    expect((await adminCall('GET', '/zone?q=ÁGUAS DO MAPUTO')).json()).toHaveLength(total);
    expect((await adminCall('GET', '/zone?enterpriseIds=1')).json()).toHaveLength(total);
    expect((await adminCall('GET', '/zone?ids=2,1')).json().map((z: { zoneId: number }) => z.zoneId)).toEqual(
      [1, 2],
    );
    expect((await adminCall('GET', '/zone/by-enterprise/1')).json()).toHaveLength(total);
    expect((await adminCall('GET', '/zone/by-enterprise/99999')).statusCode).toBe(404);
  });

  it("answers a client's zone", async () => {
    const [client] = await queryRows<{ id: number; zone_id: number }>(
      t.databaseUrl,
      'select id, zone_id from clients order by id limit 1',
    );
    const response = await as(tech)('GET', `/zone/by-client/${client!.id}`);
    expect(response.json().zoneId).toBe(client!.zone_id);
    expect((await adminCall('GET', '/zone/by-client/99999')).statusCode).toBe(404);
  });

  it('creates, refuses bad input and an unknown enterprise, updates', async () => {
    const bad = await adminCall('POST', '/zone', { designation: '', enterpriseId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['description', 'designation', 'enterpriseId']);
    const unknown = await adminCall('POST', '/zone', {
      designation: 'Khongolote',
      description: 'Matola',
      enterpriseId: 99999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('enterpriseId');

    const created = await adminCall('POST', '/zone', {
      designation: 'Khongolote',
      description: 'Bairro Khongolote',
      enterpriseId: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      designation: 'Khongolote',
      enterpriseName: 'Águas do Maputo, E.P.',
    });
    zoneId = created.json().zoneId;

    const duplicate = await adminCall('POST', '/zone', {
      designation: 'KHONGOLOTE',
      description: 'Outra',
      enterpriseId: 1,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(messages.conflicts.zoneDesignation);

    const updated = await adminCall('PUT', `/zone/${zoneId}`, {
      designation: 'Khongolote',
      description: 'Posto Administrativo Infulene',
      enterpriseId: 1,
    });
    expect(updated.json().description).toBe('Posto Administrativo Infulene');
    expect((await as(tech)('PUT', `/zone/${zoneId}`, {})).statusCode).toBe(403);
  });

  it('refuses to delete a zone with clients (409, nothing deleted) and deletes an empty one', async () => {
    const before = await countRows(t.databaseUrl, 'zones');
    const refused = await adminCall('DELETE', '/zone/1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.setup.inUse.zoneHasClients);
    expect(await countRows(t.databaseUrl, 'zones')).toBe(before);
    expect((await adminCall('DELETE', `/zone/${zoneId}`)).statusCode).toBe(204);
    expect(await countRows(t.databaseUrl, 'zones')).toBe(before - 1);
  });
});
