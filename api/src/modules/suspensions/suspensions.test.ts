import { currentPeriod, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { makeDebtor, makeZone } from '../cuts/debtors.fixture.ts';

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let zoneId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  zoneId = await makeZone(t.databaseUrl, 'Zona das Suspensões');
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const today = todayInMaputo();
const { year, month } = currentPeriod();
const suspendedText = messages.readings.rules.suspended;

async function freshMeter(name = `Cliente Suspenso ${++serial}`) {
  return makeDebtor(t.databaseUrl, { name, zoneId, invoices: [] });
}

const suspend = (meterId: number, extra: object = {}) =>
  call(admin, 'POST', '/suspension', { meterId, startDate: today, ...extra });

const end = (suspension: { suspensionId: number; meterId: number; startDate: string }) =>
  call(admin, 'PUT', `/suspension/${suspension.suspensionId}`, {
    meterId: suspension.meterId,
    startDate: suspension.startDate,
    reason: 'Regresso do cliente',
    status: 'ENDED',
  });

describe('roles', () => {
  it('lets both roles read and only an administrator write', async () => {
    const { meterId } = await freshMeter();
    expect((await call(tech, 'GET', '/suspension')).statusCode).toBe(200);
    expect((await call(tech, 'GET', '/suspension/count')).statusCode).toBe(200);
    const refused = [
      await call(tech, 'POST', '/suspension', { meterId, startDate: today }),
      await call(tech, 'PUT', '/suspension/1', { meterId, startDate: today, reason: 'x', status: 'ENDED' }),
      await call(tech, 'DELETE', '/suspension/1'),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403]);
  });
});

describe('POST and PUT /suspension', () => {
  it('registers an ACTIVE suspension; a second active one on the meter is a 409 naming the rule', async () => {
    const { meterId, clientId } = await freshMeter();
    const created = await suspend(meterId, { reason: 'Viagem', notes: 'Casa fechada' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      meterId,
      clientId,
      zoneId,
      status: 'ACTIVE',
      reason: 'Viagem',
      notes: 'Casa fechada',
      endDate: null,
    });
    const again = await suspend(meterId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.conflicts.activeSuspension);
    const ended = await end(created.json());
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ENDED', endDate: today, reason: 'Regresso do cliente' });
    // Once ended, a new suspension of the meter is allowed.
    expect((await suspend(meterId)).statusCode).toBe(201);
  });

  it('refuses an unknown meter, a future start, a missing reason on edit and a bad status, in Portuguese', async () => {
    const before = await countRows(t.databaseUrl, 'suspensions');
    expect((await suspend(999999)).statusCode).toBe(404);
    const future = await call(admin, 'POST', '/suspension', { meterId: 1, startDate: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().details[0].field).toBe('startDate');
    expect(await countRows(t.databaseUrl, 'suspensions')).toBe(before);
    const { meterId } = await freshMeter();
    const created = (await suspend(meterId)).json();
    const noReason = await call(admin, 'PUT', `/suspension/${created.suspensionId}`, {
      meterId,
      startDate: today,
      status: 'ENDED',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe('reason');
    const badStatus = await call(admin, 'PUT', `/suspension/${created.suspensionId}`, {
      meterId,
      startDate: today,
      reason: 'x',
      status: 'PAUSED',
    });
    expect(badStatus.statusCode).toBe(400);
    expect((await call(admin, 'GET', `/suspension/${created.suspensionId}`)).json().status).toBe('ACTIVE');
  });

  it('refuses 20 simultaneous suspensions of one meter but one (409, no 5xx)', async () => {
    const { meterId } = await freshMeter();
    const answers = await Promise.all(Array.from({ length: 20 }, () => suspend(meterId)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });
});

describe('a suspended meter takes no readings and no invoices', () => {
  it('refuses a reading while the suspension is ACTIVE and accepts it once ENDED', async () => {
    const { meterId } = await freshMeter();
    const suspension = (await suspend(meterId)).json();
    const reading = { meterId, readingMonth: month, readingYear: year, currentReading: 12 };
    const refused = await call(tech, 'POST', '/reading', reading);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(suspendedText);
    expect(await countRows(t.databaseUrl, 'readings')).toBeGreaterThan(0);
    await end(suspension);
    const accepted = await call(tech, 'POST', '/reading', reading);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().invoice).toMatchObject({ readingId: accepted.json().readingId });
  });

  it('refuses POST /invoice for a reading of a suspended meter, by the same check', async () => {
    const { meterId } = await freshMeter();
    const reading = (
      await call(tech, 'POST', '/reading', {
        meterId,
        readingMonth: month,
        readingYear: year,
        currentReading: 7,
      })
    ).json();
    // A reading left without its invoice (as before invoices were issued with the reading).
    await queryRows(t.databaseUrl, 'delete from invoices where reading_id = $1', [reading.readingId]);
    const suspension = (await suspend(meterId)).json();
    const refused = await call(tech, 'POST', '/invoice', { readingId: reading.readingId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(suspendedText);
    expect(
      await queryRows(t.databaseUrl, 'select id from invoices where reading_id = $1', [reading.readingId]),
    ).toEqual([]);
    await end(suspension);
    const issued = await call(tech, 'POST', '/invoice', { readingId: reading.readingId });
    expect(issued.statusCode).toBe(201);
  });
});

describe('GET /suspension', () => {
  it('lists, searches, filters by status and client, and counts', async () => {
    const mine = await freshMeter('Teodora Pesquisada');
    const created = (await suspend(mine.meterId, { reason: 'Pintura do quintal' })).json();
    const all = await call(tech, 'GET', '/suspension?page=1&size=3&sort=suspensionId,desc');
    expect(all.json()).toHaveLength(3);
    expect(Number(all.headers['x-total-count'])).toBe(await countRows(t.databaseUrl, 'suspensions'));
    const byName = await call(tech, 'GET', '/suspension?q=teodora');
    expect(byName.json()).toEqual([expect.objectContaining({ suspensionId: created.suspensionId })]);
    const byReason = await call(tech, 'GET', '/suspension?q=pintura do q');
    expect(byReason.json().map((s: { suspensionId: number }) => s.suspensionId)).toEqual([
      created.suspensionId,
    ]);
    const byClient = await call(tech, 'GET', `/suspension/by-client/${mine.clientId}`);
    expect(byClient.json()).toEqual([expect.objectContaining({ suspensionId: created.suspensionId })]);
    const active = (await call(tech, 'GET', '/suspension?status=ACTIVE')).json() as { status: string }[];
    expect(active.every((s) => s.status === 'ACTIVE')).toBe(true);
    const count = (await call(tech, 'GET', '/suspension/count')).json().count;
    expect(count).toBe(await countRows(t.databaseUrl, 'suspensions'));
    expect((await call(admin, 'DELETE', `/suspension/${created.suspensionId}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/suspension/${created.suspensionId}`)).statusCode).toBe(404);
  });
});
