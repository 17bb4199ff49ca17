import { randomUUID } from 'node:crypto';
import { currentPeriod, todayInMaputo } from '@agua/domain/dates';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../test/helpers/api-keys.ts';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { contractType } from './field-fixtures.ts';

// "Por ler" and the homes' reads (docs/domain.md "Homes by role"): the counts per zone, the list and the field
// sheet's "só contadores por ler" answer the reading route's rule; the technician's day is his own; today's
// receipts are the administrator's.

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let typeId: number;
const { year, month } = currentPeriod();
const monthText = `${year}-${String(month).padStart(2, '0')}`;

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

/** A new zone with `count` clients, each with a meter (index 0) under an active contract. */
async function zoneWithMeters(name: string, count: number) {
  const [zone] = await queryRows<{ id: number }>(
    t.databaseUrl,
    `insert into zones (designation, description, enterprise_id)
     values ($1, $1, (select min(id) from enterprises)) returning id`,
    [name],
  );
  const meters = await queryRows<{ meterId: number }>(
    t.databaseUrl,
    `with c as (
       insert into clients (name, phone_number, address, zone_id)
       select 'Cliente ' || $2 || ' ' || n, '85' || lpad(n::text, 7, '0'), 'Rua ' || lpad(($3 - n)::text, 4, '0'), $1
         from generate_series(1, $3) n returning id
     ), m as (
       insert into client_meters (client_id, digits, cubic_meters) select id, 5, 0 from c returning id, client_id
     ), k as (
       insert into contracts (client_id, meter_id, contract_type_id, start_date)
       select client_id, id, $4, '2020-01-01' from m returning meter_id
     )
     select id as "meterId" from m order by id`,
    [zone!.id, name, count, typeId],
  );
  return { zoneId: zone!.id, meters: meters.map((row) => row.meterId) };
}

async function read(meterIds: number[], headers = tech) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/reading/batch',
    headers,
    payload: {
      readings: meterIds.map((meterId) => ({
        clientReadingId: randomUUID(),
        meterId,
        readingYear: year,
        readingMonth: month,
        currentReading: 4,
      })),
    },
  });
  expect(response.json<{ created: number }>().created).toBe(meterIds.length);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  typeId = await contractType(t.databaseUrl, 'Por ler');
});
afterAll(() => t?.close());

describe('por ler', () => {
  it('counts, lists and exports exactly the meters the reading route still holds', async () => {
    const { zoneId, meters } = await zoneWithMeters('Por Ler A', 5);
    await read(meters.slice(0, 2));
    const unread = meters.slice(2);

    const counts = await get(`/reading/unread/by-zone?month=${monthText}`, tech);
    expect(counts.statusCode).toBe(200);
    expect(counts.json<{ zoneId: number; unread: number }[]>()).toContainEqual({
      zoneId,
      zoneName: 'Por Ler A',
      unread: 3,
    });

    const route = await get(`/reading/route?zoneId=${zoneId}&month=${monthText}`, tech);
    const stops = route.json<{ stops: { meterId: number }[] }>().stops.map((stop) => stop.meterId);
    expect([...stops].sort()).toEqual([...unread].sort());

    const page1 = await get(`/reading/unread?zoneId=${zoneId}&month=${monthText}&page=1&size=2`, admin);
    const page2 = await get(`/reading/unread?zoneId=${zoneId}&month=${monthText}&page=2&size=2`, admin);
    expect(page1.headers['x-total-count']).toBe('3');
    expect(page2.headers['x-total-count']).toBe('3');
    const listed = [...page1.json<{ meterId: number }[]>(), ...page2.json<{ meterId: number }[]>()];
    // The list walks the route's order.
    expect(listed.map((row) => row.meterId)).toEqual(stops);
    const past = await get(`/reading/unread?zoneId=${zoneId}&month=${monthText}&page=9&size=2`, admin);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');

    const sheet = await get(`/reading/export/last-readings/by-zone?zoneId=${zoneId}&unread=true`, tech);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      new Uint8Array(Buffer.from(sheet.json<{ file: string }>().file, 'base64')).buffer,
    );
    const exported: number[] = [];
    workbook.worksheets[0]?.eachRow((row, index) => {
      if (index > 1) exported.push(Number(row.getCell(1).value));
    });
    expect(exported.sort()).toEqual([...unread].sort());
    // Without the option, the sheet still holds every meter of the zone.
    const whole = await get(`/reading/export/last-readings/by-zone?zoneId=${zoneId}`, tech);
    const all = new ExcelJS.Workbook();
    await all.xlsx.load(new Uint8Array(Buffer.from(whole.json<{ file: string }>().file, 'base64')).buffer);
    expect((all.worksheets[0]?.rowCount ?? 0) - 1).toBe(5);
    // The route and the two sheets start the worker threads: seconds on a busy machine.
  }, 120_000);

  it('refuses a bad month or an unknown zone in Portuguese', async () => {
    const bad = await get('/reading/unread/by-zone?month=2026-13', tech);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/Mês inválido/);
    const unknown = await get(`/reading/unread?zoneId=999999&month=${monthText}`, tech);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toMatch(/[Zz]ona/);
    const sheet = await get('/reading/export/last-readings/by-zone?zoneId=1&unread=talvez', tech);
    expect(sheet.statusCode).toBe(400);
  });
});

describe('the homes', () => {
  it("answers a staff member's own readings of today, none to an API key", async () => {
    const before = (await get('/reading/mine/today', tech)).json<{ count: number }>().count;
    const adminBefore = (await get('/reading/mine/today', admin)).json<{ count: number }>().count;
    const { meters } = await zoneWithMeters('Por Ler B', 3);
    await read(meters);
    const mine = await get('/reading/mine/today', tech);
    expect(mine.statusCode).toBe(200);
    const body = mine.json<{ day: string; count: number; last: { meterId: number }[] }>();
    expect(body.day).toBe(todayInMaputo());
    expect(body.count).toBe(before + 3);
    expect(
      body.last
        .slice(0, 3)
        .map((row) => row.meterId)
        .sort(),
    ).toEqual([...meters].sort());
    expect((await get('/reading/mine/today', admin)).json<{ count: number }>().count).toBe(adminBefore);

    const key = await createApiKey(t.app, admin.authorization!.slice(7), {
      name: 'Por ler',
      expiresOn: todayInMaputo(new Date(Date.now() + 30 * 86_400_000)),
    });
    const byKey = await get('/reading/mine/today', bearer(key.secret));
    expect(byKey.json()).toEqual({ day: todayInMaputo(), count: 0, last: [] });
    expect((await get(`/reading/unread/by-zone?month=${monthText}`, bearer(key.secret))).statusCode).toBe(
      200,
    );
    expect((await get('/receipt/today', bearer(key.secret))).statusCode).toBe(403);
  });

  it("answers today's live receipts to an administrator only", async () => {
    const response = await get('/receipt/today', admin);
    expect(response.statusCode).toBe(200);
    const [expected] = await queryRows<{ n: number; total: string }>(
      t.databaseUrl,
      `select count(*)::int as n, coalesce(sum(amount), 0)::text as total from receipts
        where reversed_at is null and (payment_date at time zone 'Africa/Maputo')::date = $1::date`,
      [todayInMaputo()],
    );
    expect(response.json()).toEqual({
      day: todayInMaputo(),
      count: expected!.n,
      total: Number(expected!.total),
    });
    expect((await get('/receipt/today', tech)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/receipt/today' })).statusCode).toBe(401);
  });
});
