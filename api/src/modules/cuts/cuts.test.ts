import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { toCentavos } from '@agua/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { makeDebtor, makeZone } from './debtors.fixture.ts';

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let zoneId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  zoneId = await makeZone(t.databaseUrl, 'Zona dos Cortes');
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const a = messages.cuts.api;
const today = todayInMaputo();

/** A fresh meter under an active contract (no cut, no suspension). */
async function freshMeter(contractStatus: 0 | 1 = 1) {
  serial += 1;
  return makeDebtor(t.databaseUrl, { name: `Cliente Corte ${serial}`, zoneId, contractStatus, invoices: [] });
}

async function ledgerOf(contractId: number) {
  const [row] = await queryRows<{ balance: string; total: string | null; fees: string }>(
    t.databaseUrl,
    `select c.balance,
            (select sum(amount) from ledger_entries l where l.contract_id = c.id) as total,
            (select count(*) from ledger_entries l where l.contract_id = c.id and l.kind = 'RECONNECTION_FEE') as fees
     from contracts c where c.id = $1`,
    [contractId],
  );
  return {
    balance: toCentavos(row!.balance),
    ledger: toCentavos(row!.total ?? '0'),
    fees: Number(row!.fees),
  };
}

async function reconnectionFee(contractId: number) {
  const [row] = await queryRows<{ fee: string }>(
    t.databaseUrl,
    'select ct.reconnection_fee as fee from contracts c join contract_types ct on ct.id = c.contract_type_id where c.id = $1',
    [contractId],
  );
  return toCentavos(row!.fee);
}

describe('roles', () => {
  it('lets both roles read and only an administrator write', async () => {
    const { meterId } = await freshMeter();
    expect((await call(tech, 'GET', '/cut')).statusCode).toBe(200);
    expect((await call(tech, 'GET', '/cut/candidates')).statusCode).toBe(200);
    expect((await call(tech, 'GET', '/cut/count')).statusCode).toBe(200);
    const refused = [
      await call(tech, 'POST', '/cut', { meterId, startDate: today }),
      await call(tech, 'PUT', '/cut/1', { meterId, startDate: today }),
      await call(tech, 'POST', '/cut/1/reconnect', {}),
      await call(tech, 'DELETE', '/cut/1'),
      await call(tech, 'POST', '/cut/bulk', { meterIds: [meterId], startDate: today }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await countRows(t.databaseUrl, 'cuts')).toBe(
      Number((await call(admin, 'GET', '/cut/count')).json().count),
    );
    const noToken = await t.app.inject({ method: 'GET', url: '/api/v1/cut' });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('POST /cut', () => {
  it('registers a cut with its holder, and a second open cut of the meter is a 409 naming the rule', async () => {
    const { meterId, clientId } = await freshMeter();
    const created = await call(admin, 'POST', '/cut', { meterId, startDate: today });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ meterId, clientId, zoneId, startDate: today, endDate: null });
    const again = await call(admin, 'POST', '/cut', { meterId, startDate: today });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.conflicts.openCut);
  });

  it('refuses an unknown meter (404), a future date and a missing field (400), saving nothing', async () => {
    const before = await countRows(t.databaseUrl, 'cuts');
    const unknown = await call(admin, 'POST', '/cut', { meterId: 999999, startDate: today });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(a.meterNotFound);
    const { meterId } = await freshMeter();
    const future = await call(admin, 'POST', '/cut', { meterId, startDate: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().details).toEqual([{ field: 'startDate', message: a.futureDate('Data Início') }]);
    const missing = await call(admin, 'POST', '/cut', { startDate: today });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('meterId');
    expect(await countRows(t.databaseUrl, 'cuts')).toBe(before);
  });

  it('keeps one open cut when 20 cuts of one meter arrive at once (the others 409, no 5xx)', async () => {
    const { meterId } = await freshMeter();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(admin, 'POST', '/cut', { meterId, startDate: today })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of answers.filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe(messages.conflicts.openCut);
    const open = await queryRows<{ n: string }>(
      t.databaseUrl,
      'select count(*) as n from cuts where meter_id = $1 and end_date is null',
      [meterId],
    );
    expect(Number(open[0]!.n)).toBe(1);
  });
});

describe('reconnection', () => {
  it('charges the reconnection fee once when 20 reconnections of one cut arrive at once', async () => {
    const { meterId, contractId } = await freshMeter();
    const fee = await reconnectionFee(contractId);
    expect(fee).toBeGreaterThan(0);
    const cut = (await call(admin, 'POST', '/cut', { meterId, startDate: today })).json();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(admin, 'POST', `/cut/${cut.cutId}/reconnect`, {})),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of answers.filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe(a.alreadyReconnected);
    expect(answers.find((r) => r.statusCode === 200)!.json()).toMatchObject({ endDate: today });
    const rows = await queryRows<{ amount: string; kind: string }>(
      t.databaseUrl,
      'select amount, kind from ledger_entries where reference = $1',
      [`cut:${cut.cutId}`],
    );
    expect(rows).toEqual([{ amount: (-fee / 100).toFixed(2), kind: 'RECONNECTION_FEE' }]);
    const ledger = await ledgerOf(contractId);
    expect(ledger).toEqual({ balance: -fee, ledger: -fee, fees: 1 });
  });

  it('reconnects through PUT with an endDate; later edits move the dates without a second fee', async () => {
    const { meterId, contractId } = await freshMeter();
    const fee = await reconnectionFee(contractId);
    const cut = (await call(admin, 'POST', '/cut', { meterId, startDate: '2024-01-10' })).json();
    const ended = await call(admin, 'PUT', `/cut/${cut.cutId}`, {
      cutId: cut.cutId,
      meterId,
      startDate: '2024-01-10',
      endDate: '2024-02-01',
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ endDate: '2024-02-01' });
    // The seed's edit panel sends no endDate: the reconnection stays as it is.
    const edited = await call(admin, 'PUT', `/cut/${cut.cutId}`, { meterId, startDate: '2024-01-11' });
    expect(edited.json()).toMatchObject({ startDate: '2024-01-11', endDate: '2024-02-01' });
    const moved = await call(admin, 'PUT', `/cut/${cut.cutId}`, {
      meterId,
      startDate: '2024-01-11',
      endDate: '2024-02-03',
    });
    expect(moved.json()).toMatchObject({ endDate: '2024-02-03' });
    expect(await ledgerOf(contractId)).toEqual({ balance: -fee, ledger: -fee, fees: 1 });

    const reopen = await call(admin, 'PUT', `/cut/${cut.cutId}`, {
      meterId,
      startDate: '2024-01-11',
      endDate: null,
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(a.cannotReopen);
    const other = await freshMeter();
    const move = await call(admin, 'PUT', `/cut/${cut.cutId}`, {
      meterId: other.meterId,
      startDate: '2024-01-11',
    });
    expect(move.statusCode).toBe(409);
    const twice = await call(admin, 'POST', `/cut/${cut.cutId}/reconnect`, {});
    expect(twice.statusCode).toBe(409);
    const remove = await call(admin, 'DELETE', `/cut/${cut.cutId}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(a.cannotDeleteReconnected);
    expect(await ledgerOf(contractId)).toEqual({ balance: -fee, ledger: -fee, fees: 1 });
  });

  it('refuses a reconnection before the start, in the future, or of a meter without an active contract', async () => {
    const { meterId, contractId } = await freshMeter();
    const cut = (await call(admin, 'POST', '/cut', { meterId, startDate: '2024-03-10' })).json();
    const early = await call(admin, 'POST', `/cut/${cut.cutId}/reconnect`, { endDate: '2024-03-09' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(a.endBeforeStart('Data de Religação'));
    const future = await call(admin, 'POST', `/cut/${cut.cutId}/reconnect`, { endDate: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    const inactive = await freshMeter(0);
    const lonely = (
      await call(admin, 'POST', '/cut', { meterId: inactive.meterId, startDate: today })
    ).json();
    const refused = await call(admin, 'POST', `/cut/${lonely.cutId}/reconnect`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(a.noActiveContract);
    expect((await call(admin, 'GET', `/cut/${cut.cutId}`)).json().endDate).toBeNull();
    expect(await ledgerOf(contractId)).toEqual({ balance: 0, ledger: 0, fees: 0 });
  });

  it('deletes an open cut (registered by mistake)', async () => {
    const { meterId } = await freshMeter();
    const cut = (await call(admin, 'POST', '/cut', { meterId, startDate: today })).json();
    expect((await call(admin, 'DELETE', `/cut/${cut.cutId}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/cut/${cut.cutId}`)).statusCode).toBe(404);
  });
});

describe('GET /cut', () => {
  it('pages, sorts, searches and filters, with X-Total-Count', async () => {
    const mine = await makeDebtor(t.databaseUrl, { name: 'Zacarias Listado', zoneId, invoices: [] });
    const cut = (
      await call(admin, 'POST', '/cut', { meterId: mine.meterId, startDate: '2024-05-06' })
    ).json();
    const all = await call(tech, 'GET', '/cut');
    expect(Number(all.headers['x-total-count'])).toBe(await countRows(t.databaseUrl, 'cuts'));
    const page = await call(tech, 'GET', '/cut?page=1&size=2&sort=cutId,desc');
    expect(page.json()).toHaveLength(2);
    expect(page.json()[0].cutId).toBeGreaterThan(page.json()[1].cutId);
    const byName = await call(tech, 'GET', '/cut?q=zacarias listado');
    expect(byName.json()).toEqual([
      expect.objectContaining({ cutId: cut.cutId, clientName: 'Zacarias Listado' }),
    ]);
    const byDate = await call(tech, 'GET', '/cut?q=06%2F05%2F2024');
    expect(byDate.json().map((c: { cutId: number }) => c.cutId)).toContain(cut.cutId);
    const byClient = await call(tech, 'GET', `/cut/by-client/${mine.clientId}`);
    expect(byClient.json()).toEqual([expect.objectContaining({ cutId: cut.cutId })]);
    const open = await call(tech, 'GET', `/cut?open=true&meterIds=${mine.meterId}`);
    expect(open.json()).toHaveLength(1);
    const closed = await call(tech, 'GET', `/cut?open=false&meterIds=${mine.meterId}`);
    expect(closed.json()).toHaveLength(0);
    expect((await call(tech, 'GET', '/cut?sort=nope')).statusCode).toBe(400);
  });
});

describe('POST /cut/bulk', () => {
  it('refuses the whole list naming every bad meter, and saves nothing', async () => {
    const good = await freshMeter();
    const alreadyCut = await freshMeter();
    await call(admin, 'POST', '/cut', { meterId: alreadyCut.meterId, startDate: today });
    const before = await countRows(t.databaseUrl, 'cuts');
    const response = await call(admin, 'POST', '/cut/bulk', {
      meterIds: [good.meterId, 999999, alreadyCut.meterId, good.meterId],
      startDate: today,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: a.bulkRefused(3),
      rows: [
        { index: 1, meterId: 999999, message: a.meterNotFound },
        { index: 2, meterId: alreadyCut.meterId, message: messages.conflicts.openCut },
        { index: 3, meterId: good.meterId, message: a.duplicateMeter },
      ],
    });
    expect(await countRows(t.databaseUrl, 'cuts')).toBe(before);
  });

  it('registers every cut in one go', async () => {
    const meters = await Promise.all([freshMeter(), freshMeter(), freshMeter()]);
    const response = await call(admin, 'POST', '/cut/bulk', {
      meterIds: meters.map((m) => m.meterId),
      startDate: today,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.created).toBe(3);
    expect(body.cuts.map((c: { meterId: number }) => c.meterId)).toEqual(meters.map((m) => m.meterId));
    const empty = await call(admin, 'POST', '/cut/bulk', { meterIds: [], startDate: today });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(a.meterIdsRequired);
  });
});
