import { todayInMaputo } from '@agua/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { makeDebtor, makeZone } from '../cuts/debtors.fixture.ts';
import { caller } from '../receipts/receipt-fixtures.ts';
import { messagesOf } from './sms-fixtures.ts';

// The cut notices: a cut registered, a reconnection, and the warning N days before a client becomes a candidate.

let t: TestApp;
let admin: Record<string, string>;
let call: ReturnType<typeof caller>;
let zoneId: number;
let threshold: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = bearer(await t.login('admin', 'admin123'));
  zoneId = await makeZone(t.databaseUrl, 'Zona dos Avisos');
  const [tier] = await queryRows<{ min_interval: number }>(
    t.databaseUrl,
    'select min_interval from fine_configurations where active order by min_interval, id limit 1',
  );
  threshold = Math.max(1, tier?.min_interval ?? 30);
});
afterAll(() => t?.close());

describe('cut and reconnection', () => {
  it('queue a notice with the debt when a cut is registered and with the fee when it is reconnected', async () => {
    const debtor = await makeDebtor(t.databaseUrl, {
      name: 'Cliente Cortado',
      zoneId,
      invoices: [{ overdueDays: 90, amount: '1500.00' }],
    });
    const cut = await call(admin, 'POST', '/cut', { meterId: debtor.meterId, startDate: todayInMaputo() });
    expect(cut.statusCode).toBe(201);
    const cutId = cut.json().cutId;
    const [executed] = await messagesOf(t, 'source_key = $1', [`cut:${cutId}`]);
    expect(executed).toMatchObject({ event: 'CUT_EXECUTED', state: 'QUEUED', phone: '+258840000000' });
    expect(executed?.body).toContain('1 500,00 MZN');

    const reconnected = await call(admin, 'POST', `/cut/${cutId}/reconnect`, {});
    expect(reconnected.statusCode).toBe(200);
    const [reconnection] = await messagesOf(t, 'source_key = $1', [`reconnection:${cutId}`]);
    expect(reconnection).toMatchObject({ event: 'RECONNECTION', state: 'QUEUED' });
    expect(reconnection?.body).toContain('Taxa de religacao');
    // A second reconnection is refused, and makes no second notice.
    expect((await call(admin, 'POST', `/cut/${cutId}/reconnect`, {})).statusCode).toBe(409);
    expect(await messagesOf(t, 'source_key = $1', [`reconnection:${cutId}`])).toHaveLength(1);
  });

  it('queue one notice per meter of a bulk cut, and none when the bulk is refused', async () => {
    const first = await makeDebtor(t.databaseUrl, { name: 'Corte Lote 1', zoneId, invoices: [] });
    const second = await makeDebtor(t.databaseUrl, { name: 'Corte Lote 2', zoneId, invoices: [] });
    const refused = await call(admin, 'POST', '/cut/bulk', {
      meterIds: [first.meterId, first.meterId],
      startDate: todayInMaputo(),
    });
    expect(refused.statusCode).toBe(400);
    expect(await messagesOf(t, "event = 'CUT_EXECUTED' and client_id = any($1)", [[first.clientId]])).toEqual(
      [],
    );
    const bulk = await call(admin, 'POST', '/cut/bulk', {
      meterIds: [first.meterId, second.meterId],
      startDate: todayInMaputo(),
    });
    expect(bulk.statusCode).toBe(201);
    const notices = await messagesOf(t, "event = 'CUT_EXECUTED' and client_id = any($1)", [
      [first.clientId, second.clientId],
    ]);
    expect(notices).toHaveLength(2);
  });
});

describe('the cut warning', () => {
  it('warns, once, the clients who become cut candidates within the template’s days, and nobody else', async () => {
    const soon = await makeDebtor(t.databaseUrl, {
      name: 'Aviso Em Breve',
      zoneId,
      invoices: [{ overdueDays: threshold - 2, amount: '200.00' }],
    });
    const later = await makeDebtor(t.databaseUrl, {
      name: 'Aviso Mais Tarde',
      zoneId,
      invoices: [{ overdueDays: threshold - 10, amount: '200.00' }],
    });
    const already = await makeDebtor(t.databaseUrl, {
      name: 'Já Candidato',
      zoneId,
      invoices: [{ overdueDays: threshold + 1, amount: '200.00' }],
    });
    const today = todayInMaputo();
    const queued = await t.app.sms.warnCutCandidates(today);
    expect(queued).toBeGreaterThanOrEqual(1);
    const warned = await messagesOf(t, "event = 'CUT_WARNING' and client_id = any($1)", [
      [soon.clientId, later.clientId, already.clientId],
    ]);
    expect(warned.map((m) => m.client_id)).toEqual([soon.clientId]);
    expect(warned[0]?.body).toContain('200,00 MZN');
    expect(await t.app.sms.warnCutCandidates(today)).toBe(0);

    // Ten days' notice: the later debtor is warned too.
    const saved = await call(admin, 'PUT', '/sms-template/CUT_WARNING', {
      event: 'CUT_WARNING',
      body: 'Agua: {cliente}, corte a partir de {data_corte} por divida de {valor}.',
      transliterate: true,
      daysBefore: 10,
    });
    expect(saved.statusCode).toBe(200);
    await t.app.sms.warnCutCandidates(today);
    const both = await messagesOf(t, "event = 'CUT_WARNING' and client_id = any($1)", [
      [soon.clientId, later.clientId, already.clientId],
    ]);
    expect(both.map((m) => m.client_id)).toEqual([soon.clientId, later.clientId]);
  });
});
