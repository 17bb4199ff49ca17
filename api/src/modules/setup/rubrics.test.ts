import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
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
const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

/** Charges a rubric to a client directly in the database (client charges belong to another resource). */
async function charge(clientId: number, rubricId: number, at: string) {
  await queryRows(
    t.databaseUrl,
    `insert into client_rubrics (client_id, rubric_id, contract_id, quantity, unit_price, created_at)
     select $1, $2, c.id, 1, r.price, $3::timestamptz
     from contracts c, rubrics r where c.client_id = $1 and r.id = $2 limit 1`,
    [clientId, rubricId, at],
  );
}

describe('/rubric', () => {
  let rubricId: number;

  it('creates with a price of 0 or more, refuses a negative one', async () => {
    const created = await call(admin, 'POST', '/rubric', {
      name: 'Aferição de Contador',
      description: 'Verificação a pedido do cliente',
      price: 350.5,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Aferição de Contador', price: 350.5 });
    rubricId = created.json().rubricId;

    const free = await call(admin, 'POST', '/rubric', { name: 'Visita', description: 'Gratuita', price: 0 });
    expect(free.statusCode).toBe(201);

    const negative = await call(admin, 'POST', '/rubric', { name: 'X', description: 'Y', price: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details).toEqual([
      { field: 'price', message: 'Preço deve ser maior ou igual a 0.' },
    ]);
    expect((await call(tech, 'POST', '/rubric', { name: 'X', description: 'Y', price: 1 })).statusCode).toBe(
      403,
    );
  });

  it("serves a client's charged rubrics, by client, by meter and the latest", async () => {
    const [client] = await queryRows<{ client_id: number; meter_id: number }>(
      t.databaseUrl,
      'select client_id, meter_id from contracts order by id limit 1',
    );
    const clientId = client!.client_id;
    await queryRows(t.databaseUrl, 'delete from client_rubrics where client_id = $1', [clientId]);
    expect((await call(tech, 'GET', `/rubric/by-client/${clientId}`)).json()).toEqual([]);
    const none = await call(tech, 'GET', `/rubric/client/${clientId}/last`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(messages.setup.notFound.noRubricCharged);

    await charge(clientId, 1, '2026-01-10T08:00:00Z');
    await charge(clientId, rubricId, '2026-02-10T08:00:00Z');
    await charge(clientId, 1, '2026-01-15T08:00:00Z');

    const byClient = (await call(tech, 'GET', `/rubric/by-client/${clientId}`)).json();
    expect(byClient.map((rubric: { rubricId: number }) => rubric.rubricId)).toEqual([1, rubricId]);
    const byMeter = (await call(tech, 'GET', `/rubric/by-meter/${client!.meter_id}`)).json();
    expect(byMeter).toEqual(byClient);
    expect((await call(tech, 'GET', `/rubric/client/${clientId}/last`)).json().rubricId).toBe(rubricId);
    expect((await call(tech, 'GET', '/rubric/by-meter/99999')).statusCode).toBe(404);
    expect((await call(tech, 'GET', '/rubric/by-client/99999')).statusCode).toBe(404);

    // A charged rubric stays; its charges keep the price they were made at.
    const refused = await call(admin, 'DELETE', `/rubric/${rubricId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.setup.inUse.rubricCharged);
    const updated = await call(admin, 'PUT', `/rubric/${rubricId}`, {
      name: 'Aferição de Contador',
      description: 'Verificação a pedido do cliente',
      price: 400,
    });
    expect(updated.json().price).toBe(400);
    const [kept] = await queryRows<{ unit_price: string }>(
      t.databaseUrl,
      'select unit_price::text from client_rubrics where rubric_id = $1',
      [rubricId],
    );
    expect(kept?.unit_price).toBe('350.50');
  });

  it('lists with search, paging and count for both roles', async () => {
    const search = await call(tech, 'GET', '/rubric?q=aferição');
    expect(search.json().map((rubric: { rubricId: number }) => rubric.rubricId)).toEqual([rubricId]);
    const page = await call(tech, 'GET', '/rubric?page=1&size=2');
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBe(
      (await call(tech, 'GET', '/rubric/count')).json().count,
    );
  });
});
