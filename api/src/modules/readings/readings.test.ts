import { currentPeriod, MONTHS_PT } from '@agua/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
const now = currentPeriod();

interface ReadingBody {
  readingId: number;
  meterId: number;
  previousReading: number;
  currentReading: number;
  consumption: number;
  state: string;
  readingMonth: number;
  readingYear: number;
}

/** Meters under an active contract and no active suspension, with their latest index. */
async function readableMeters(limit: number) {
  return queryRows<{ meter_id: number; last: number; min: string; price: string; zone_id: number }>(
    t.databaseUrl,
    `select m.id as meter_id,
            coalesce((select r.current_reading from readings r where r.meter_id = m.id and r.state <> 'CANCELED'
                      order by r.reading_year desc, r.reading_month desc limit 1), m.cubic_meters) as last,
            ct.minimum_consumption_value as min, ct.price_per_consumption_unit as price, cl.zone_id
       from client_meters m
       join contracts c on c.meter_id = m.id and c.contract_status = 1
       join contract_types ct on ct.id = c.contract_type_id
       join clients cl on cl.id = m.client_id
      where not exists (select 1 from suspensions s where s.meter_id = m.id and s.status = 'ACTIVE')
        and not exists (select 1 from readings r where r.meter_id = m.id
                        and r.reading_year = $1 and r.reading_month = $2 and r.state <> 'CANCELED')
      order by m.id limit $3`,
    [now.year, now.month, limit],
  );
}

function post(url: string, payload: unknown, headers = tech) {
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
});
afterAll(() => t?.close());

describe('GET /reading?q=', () => {
  it('matches what the list shows: the month name with its year, the state label', async () => {
    const total = async (q: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/reading?size=1&q=${encodeURIComponent(q)}`,
        headers: tech,
      });
      expect(response.statusCode).toBe(200);
      return Number(response.headers['x-total-count']);
    };
    const count = async (where: string) =>
      Number(
        (
          await queryRows<{ n: string }>(t.databaseUrl, `select count(*) as n from readings where ${where}`)
        )[0]?.n,
      );
    const [latest] = await queryRows<{ y: number; m: number }>(
      t.databaseUrl,
      'select reading_year as y, reading_month as m from readings order by reading_year desc, reading_month desc limit 1',
    );
    if (!latest) throw new Error('no readings in the demo data');
    const shown = `${MONTHS_PT[latest.m - 1]} ${latest.y}`;
    const ofMonth = await count(`reading_year = ${latest.y} and reading_month = ${latest.m}`);
    expect(ofMonth).toBeGreaterThan(0);
    expect(await total(shown)).toBe(ofMonth);
    expect(await total(shown.toUpperCase())).toBe(ofMonth);
    const pending = await count("state = 'PENDING'");
    expect(pending).toBeGreaterThan(0);
    expect(await total('PENDENTE')).toBe(pending);
    expect(await total('cancelado')).toBe(await count("state = 'CANCELED'"));
  });
});

describe('GET /reading/meter/{meterId}/previous', () => {
  it("tells a form the meter's previous index and whether the month is already read", async () => {
    const [meter] = await readableMeters(1);
    if (!meter) throw new Error('no readable meter in the demo data');
    const url = `/api/v1/reading/meter/${meter.meter_id}/previous?readingYear=${now.year}&readingMonth=${now.month}`;
    const before = await t.app.inject({ method: 'GET', url, headers: tech });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      meterId: meter.meter_id,
      readingYear: now.year,
      readingMonth: now.month,
      previousReading: meter.last,
      monthReadingId: null,
      digits: 5,
      averageConsumption: expect.any(Number),
      expectedLow: expect.any(Number),
      expectedHigh: expect.any(Number),
    });
    const created = await post('/reading', {
      meterId: meter.meter_id,
      readingMonth: now.month,
      readingYear: now.year,
      currentReading: meter.last + 3,
    });
    expect(created.statusCode).toBe(201);
    const after = await t.app.inject({ method: 'GET', url, headers: tech });
    expect(after.json()).toMatchObject({
      previousReading: meter.last,
      monthReadingId: created.json().readingId,
    });
  });
});

describe('POST /reading and POST /invoice', () => {
  it('derives the previous reading, issues one invoice priced max(minimum, consumption × price)', async () => {
    const [meter] = await readableMeters(1);
    if (!meter) throw new Error('no readable meter in the demo data');
    const created = await post('/reading', {
      meterId: meter.meter_id,
      readingMonth: now.month,
      readingYear: now.year,
      currentReading: String(meter.last + 12),
    });
    expect(created.statusCode).toBe(201);
    const reading = created.json<ReadingBody>();
    expect(reading).toMatchObject({ previousReading: meter.last, consumption: 12, state: 'PENDING' });

    // The invoice comes with the reading (one transaction); POST /invoice answers that same invoice.
    const issuedWithReading = created.json<{ invoice: { invoiceId: number } }>().invoice;
    const expected = Math.max(Number(meter.min), 12 * Number(meter.price));
    expect(issuedWithReading).toMatchObject({
      readingId: reading.readingId,
      amount: expected,
      totalAmount: expected,
      paymentStatus: null,
    });

    const invoice = await post('/invoice', { readingId: reading.readingId });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json()).toMatchObject({
      invoiceId: issuedWithReading.invoiceId,
      readingId: reading.readingId,
      amount: expected,
      totalAmount: expected,
    });
    expect(invoice.json().paymentStatus).toBeNull();
    const issued = await queryRows(t.databaseUrl, 'select 1 from invoices where reading_id = $1', [
      reading.readingId,
    ]);
    expect(issued).toHaveLength(1);

    const byReading = await t.app.inject({
      url: `/api/v1/invoice/by-reading/${reading.readingId}`,
      headers: tech,
    });
    expect(byReading.json().invoiceId).toBe(invoice.json().invoiceId);

    const duplicate = await post('/reading', {
      meterId: meter.meter_id,
      readingMonth: now.month,
      readingYear: now.year,
      currentReading: meter.last + 20,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(
      `Este contador já tem a leitura de ${MONTHS_PT[now.month - 1]} de ${now.year} gravada com ${meter.last + 12} m³. ` +
        'Para a corrigir, edite-a em Listar Leituras.',
    );
  });

  it('refuses a reading below the previous one, a future month and non-digits, saving nothing', async () => {
    const [, meter] = await readableMeters(2);
    if (!meter) throw new Error('no readable meter');
    const before = await queryRows<{ n: string }>(t.databaseUrl, 'select count(*) as n from readings');
    const below = await post('/reading', {
      meterId: meter.meter_id,
      readingMonth: now.month,
      readingYear: now.year,
      currentReading: Math.max(0, meter.last - 1),
    });
    if (meter.last > 0) {
      expect(below.statusCode).toBe(400);
      expect(below.json().message).toContain(`(${meter.last} m³)`);
    }
    const future = await post('/reading', {
      meterId: meter.meter_id,
      readingMonth: now.month === 12 ? 1 : now.month + 1,
      readingYear: now.month === 12 ? now.year + 1 : now.year,
      currentReading: meter.last + 1,
    });
    expect(future.statusCode).toBe(400);
    expect(JSON.stringify(future.json())).toContain('mês futuro');
    const letters = await post('/reading', {
      meterId: meter.meter_id,
      readingMonth: now.month,
      readingYear: now.year,
      currentReading: '12a',
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().details).toEqual([
      { field: 'currentReading', message: 'Leitura Actual aceita apenas dígitos.' },
    ]);
    const after = await queryRows<{ n: string }>(t.databaseUrl, 'select count(*) as n from readings');
    expect(after).toEqual(before);
  });

  it('refuses a meter under an active suspension and a meter without an active contract', async () => {
    const [suspended] = await queryRows<{ meter_id: number }>(
      t.databaseUrl,
      `select meter_id from suspensions where status = 'ACTIVE' limit 1`,
    );
    if (suspended) {
      const response = await post('/reading', {
        meterId: suspended.meter_id,
        readingMonth: now.month,
        readingYear: now.year,
        currentReading: 999999,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Este contador está suspenso: não recebe leituras nem facturas.');
    }
    const [client] = await queryRows<{ id: number }>(
      t.databaseUrl,
      'select id from clients order by id limit 1',
    );
    const [meter] = await queryRows<{ id: number }>(
      t.databaseUrl,
      `insert into client_meters (client_id) values ($1) returning id`,
      [client?.id],
    );
    const response = await post('/reading', {
      meterId: meter?.id,
      readingMonth: now.month,
      readingYear: now.year,
      currentReading: 5,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Este contador não tem um contrato activo.');
  });
});

describe('PUT /reading/{id} and bulk-update', () => {
  it('lets only ADMIN change the state; cancelling cancels the unpaid invoice', async () => {
    const [, , meter] = await readableMeters(3);
    if (!meter) throw new Error('no readable meter');
    const reading = (
      await post('/reading', {
        meterId: meter.meter_id,
        readingMonth: now.month,
        readingYear: now.year,
        currentReading: meter.last + 5,
      })
    ).json<ReadingBody>();
    await post('/invoice', { readingId: reading.readingId });
    const url = `/api/v1/reading/${reading.readingId}`;
    const body = { readingMonth: now.month, readingYear: now.year, currentReading: meter.last + 7 };

    const techApproves = await t.app.inject({
      method: 'PUT',
      url,
      headers: tech,
      payload: { ...body, state: 'APPROVED' },
    });
    expect(techApproves.statusCode).toBe(403);

    const techEdits = await t.app.inject({ method: 'PUT', url, headers: tech, payload: body });
    expect(techEdits.statusCode).toBe(200);
    expect(techEdits.json()).toMatchObject({ currentReading: meter.last + 7, consumption: 7 });
    const repriced = await t.app.inject({
      url: `/api/v1/invoice/by-reading/${reading.readingId}`,
      headers: tech,
    });
    expect(repriced.json().amount).toBe(Math.max(Number(meter.min), 7 * Number(meter.price)));

    const cancel = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { ...body, state: 'CANCELED' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ state: 'CANCELED', active: false });
    const invoice = await t.app.inject({
      url: `/api/v1/invoice/by-reading/${reading.readingId}`,
      headers: admin,
    });
    expect(invoice.json().paymentStatus).toBe('CANCELED');
  });

  it('refuses to change the value of a reading that is not the latest of its meter', async () => {
    const [older] = await queryRows<{
      id: number;
      reading_month: number;
      reading_year: number;
      current_reading: number;
    }>(
      t.databaseUrl,
      `select r.id, r.reading_month, r.reading_year, r.current_reading from readings r
        where r.state <> 'CANCELED' and exists (select 1 from readings later where later.meter_id = r.meter_id
          and later.state <> 'CANCELED' and (later.reading_year, later.reading_month) > (r.reading_year, r.reading_month))
        limit 1`,
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reading/${older?.id}`,
      headers: admin,
      payload: {
        readingMonth: older?.reading_month,
        readingYear: older?.reading_year,
        currentReading: (older?.current_reading ?? 0) + 1,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Só a leitura mais recente do contador pode mudar de valor.');
  });

  it('bulk-updates in one transaction (ADMIN), 403 for FIELD_TECH, 404 naming unknown ids with nothing changed', async () => {
    const pending = await queryRows<{ id: number }>(
      t.databaseUrl,
      `select id from readings where state = 'PENDING' order by id limit 3`,
    );
    const ids = pending.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    const asTech = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/reading/bulk-update',
      headers: tech,
      payload: { readingIds: ids, state: 'APPROVED' },
    });
    expect(asTech.statusCode).toBe(403);
    const withUnknown = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/reading/bulk-update',
      headers: admin,
      payload: { readingIds: [...ids, 99999999], state: 'APPROVED' },
    });
    expect(withUnknown.statusCode).toBe(404);
    expect(withUnknown.json().message).toContain('99999999');
    const still = await queryRows<{ state: string }>(
      t.databaseUrl,
      'select state from readings where id = any($1)',
      [ids],
    );
    expect(still.every((row) => row.state === 'PENDING')).toBe(true);

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/reading/bulk-update',
      headers: admin,
      payload: { readingIds: ids, state: 'APPROVED' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().map((r: ReadingBody) => r.state)).toEqual(ids.map(() => 'APPROVED'));
  });
});

describe('PUT /reading/bulk-update with a filter', () => {
  const bulk = (payload: unknown, headers = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/reading/bulk-update', headers, payload: payload as object });
  const states = async () =>
    new Map(
      (
        await queryRows<{ id: number; state: string }>(
          t.databaseUrl,
          'select id, state from readings order by id',
        )
      ).map((row) => [row.id, row.state]),
    );

  it('refuses FIELD_TECH (403) and a body without exactly one of readingIds or filter (400), changing nothing', async () => {
    const before = await states();
    const [one] = [...before].find(([, state]) => state === 'PENDING') ?? [];
    const asTech = await bulk({ filter: { state: 'PENDING' }, state: 'APPROVED' }, tech);
    expect(asTech.statusCode).toBe(403);
    const target = 'Indique as leituras (readingIds) ou um filtro (filter), e não ambos.';
    const refusals: [unknown, string][] = [
      [{ state: 'APPROVED' }, target],
      [{ readingIds: [one], filter: { state: 'PENDING' }, state: 'APPROVED' }, target],
      [{ filter: { state: 'APPROVED' }, state: 'CANCELED' }, 'O filtro só abrange leituras pendentes'],
      [{ filter: { state: 'PENDING', zoneId: 'x' }, state: 'APPROVED' }, 'Zona'],
      [{ filter: { state: 'PENDING', meterId: 1 }, state: 'APPROVED' }, 'Campos desconhecidos: meterId'],
      [{ filter: { state: 'PENDING' }, state: 'DONE' }, 'Estado inválido'],
    ];
    for (const [payload, message] of refusals) {
      const response = await bulk(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await states()).toEqual(before);
  });

  it('cancels an unpaid invoice and restores it with its reading, and never touches a paid one', async () => {
    const [unpaid] = await queryRows<{ reading_id: number }>(
      t.databaseUrl,
      `select i.reading_id from invoices i join readings r on r.id = i.reading_id
        where r.state = 'PENDING' and i.payment_status is null order by i.id desc limit 1`,
    );
    const [paid] = await queryRows<{ reading_id: number; state: string }>(
      t.databaseUrl,
      `select i.reading_id, r.state from invoices i join readings r on r.id = i.reading_id
        where i.payment_status = 'PAID' and r.state <> 'CANCELED' order by i.id limit 1`,
    );
    if (!unpaid || !paid) throw new Error('the demo data lacks a paid or an unpaid invoice');
    const invoiceOf = async (readingId: number) =>
      (
        await queryRows<{ payment_status: string | null }>(
          t.databaseUrl,
          'select payment_status from invoices where reading_id = $1',
          [readingId],
        )
      )[0]?.payment_status;

    const cancel = await bulk({ readingIds: [unpaid.reading_id, paid.reading_id], state: 'CANCELED' });
    expect(cancel.statusCode).toBe(200);
    expect(await invoiceOf(unpaid.reading_id)).toBe('CANCELED');
    expect(await invoiceOf(paid.reading_id)).toBe('PAID');

    expect((await bulk({ readingIds: [unpaid.reading_id], state: 'PENDING' })).statusCode).toBe(200);
    expect((await bulk({ readingIds: [paid.reading_id], state: paid.state })).statusCode).toBe(200);
    expect(await invoiceOf(unpaid.reading_id)).toBeNull();
    expect(await invoiceOf(paid.reading_id)).toBe('PAID');
  });

  it('changes exactly the PENDING readings of the zone matching the search, with their invoices', async () => {
    const [target] = await queryRows<{ zone_id: number; name: string }>(
      t.databaseUrl,
      `select c.zone_id, c.name from readings r join client_meters m on m.id = r.meter_id
         join clients c on c.id = m.client_id join invoices i on i.reading_id = r.id
        where r.state = 'PENDING' and i.payment_status is null order by r.id limit 1`,
    );
    if (!target) throw new Error('no pending reading with an unpaid invoice in the demo data');
    const q = target.name.slice(1, -1).toUpperCase();
    const listed = await t.app.inject({
      url: `/api/v1/reading?state=PENDING&zoneId=${target.zone_id}&q=${encodeURIComponent(q)}`,
      headers: admin,
    });
    const matching = listed.json<ReadingBody[]>().map((row) => row.readingId);
    expect(matching.length).toBeGreaterThan(0);
    const before = await states();

    const response = await bulk({
      filter: { state: 'PENDING', zoneId: target.zone_id, q },
      state: 'CANCELED',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: matching.length, flaggedLeftPending: 0 });

    const after = await states();
    for (const [id, state] of before) {
      expect([id, after.get(id)]).toEqual([id, matching.includes(id) ? 'CANCELED' : state]);
    }
    const invoices = await queryRows<{ payment_status: string | null }>(
      t.databaseUrl,
      'select payment_status from invoices where reading_id = any($1)',
      [matching],
    );
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((row) => row.payment_status !== null)).toBe(true);
    expect(invoices.some((row) => row.payment_status === 'CANCELED')).toBe(true);

    // Nothing matches any more: the same filter answers 0 and changes nothing.
    const again = await bulk({ filter: { state: 'PENDING', zoneId: target.zone_id, q }, state: 'CANCELED' });
    expect(again.json()).toEqual({ updated: 0, flaggedLeftPending: 0 });
    expect(await states()).toEqual(after);
  });
});

describe('reading lists', () => {
  it('filters by zone and state and answers the latest per meter of a zone', async () => {
    const [zone] = await queryRows<{ id: number }>(t.databaseUrl, 'select id from zones order by id limit 1');
    const byZone = await t.app.inject({
      url: `/api/v1/reading/by-state-zone?zoneId=${zone?.id}&state=APPROVED`,
      headers: tech,
    });
    expect(byZone.statusCode).toBe(200);
    const rows = byZone.json<(ReadingBody & { zoneId: number })[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.zoneId === zone?.id && row.state === 'APPROVED')).toBe(true);

    const last = await t.app.inject({
      url: `/api/v1/reading/last/by-zone?zoneId=${zone?.id}`,
      headers: tech,
    });
    const meters = last.json<ReadingBody[]>().map((row) => row.meterId);
    expect(new Set(meters).size).toBe(meters.length);

    const badState = await t.app.inject({ url: '/api/v1/reading/by-state?state=DONE', headers: tech });
    expect(badState.statusCode).toBe(400);
  });
});

describe('more reading rules', () => {
  it('refuses a month slipped in before a later reading of the meter', async () => {
    const [row] = await queryRows<{ meter_id: number; reading_year: number; reading_month: number }>(
      t.databaseUrl,
      `select r.meter_id, r.reading_year, r.reading_month from readings r
         join contracts c on c.meter_id = r.meter_id and c.contract_status = 1
        where r.state <> 'CANCELED'
          and not exists (select 1 from suspensions s where s.meter_id = r.meter_id and s.status = 'ACTIVE')
        order by r.reading_year, r.reading_month limit 1`,
    );
    if (!row) throw new Error('no reading');
    const earlier =
      row.reading_month === 1
        ? { m: 12, y: row.reading_year - 1 }
        : { m: row.reading_month - 1, y: row.reading_year };
    const response = await post('/reading', {
      meterId: row.meter_id,
      readingMonth: earlier.m,
      readingYear: earlier.y,
      currentReading: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('mês posterior');
  });

  it('lets a technician edit only PENDING readings, and answers the latest reading of a meter and of a client', async () => {
    const [approved] = await queryRows<{
      id: number;
      meter_id: number;
      client_id: number;
      reading_month: number;
      reading_year: number;
      current_reading: number;
    }>(
      t.databaseUrl,
      `select r.id, r.meter_id, m.client_id, r.reading_month, r.reading_year, r.current_reading from readings r
         join client_meters m on m.id = r.meter_id
        where r.state = 'APPROVED' order by r.reading_year desc, r.reading_month desc, r.id limit 1`,
    );
    if (!approved) throw new Error('no approved reading');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reading/${approved.id}`,
      headers: tech,
      payload: {
        readingMonth: approved.reading_month,
        readingYear: approved.reading_year,
        currentReading: approved.current_reading,
      },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('Um técnico só pode alterar leituras pendentes.');

    const meterLast = await t.app.inject({
      url: `/api/v1/reading/meter/${approved.meter_id}/last`,
      headers: tech,
    });
    expect(meterLast.statusCode).toBe(200);
    const [latest] = await queryRows<{ id: number }>(
      t.databaseUrl,
      `select id from readings where meter_id = $1 and state <> 'CANCELED' order by reading_year desc, reading_month desc limit 1`,
      [approved.meter_id],
    );
    expect(meterLast.json().readingId).toBe(latest?.id);
    const clientLast = await t.app.inject({
      url: `/api/v1/reading/client/${approved.client_id}/last`,
      headers: tech,
    });
    expect(clientLast.json().clientId).toBe(approved.client_id);
    const none = await t.app.inject({ url: '/api/v1/reading/meter/99999999/last', headers: tech });
    expect(none.statusCode).toBe(404);
  });

  it('deletes a reading with its unpaid invoice (ADMIN), and refuses once the invoice is paid', async () => {
    const [paid] = await queryRows<{ reading_id: number }>(
      t.databaseUrl,
      `select reading_id from invoices where payment_status = 'PAID' limit 1`,
    );
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/reading/${paid?.reading_id}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);

    const [, , , meter] = await readableMeters(4);
    if (!meter) throw new Error('no readable meter');
    const reading = (
      await post('/reading', {
        meterId: meter.meter_id,
        readingMonth: now.month,
        readingYear: now.year,
        currentReading: meter.last,
      })
    ).json<ReadingBody>();
    await post('/invoice', { readingId: reading.readingId });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/reading/${reading.readingId}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    const left = await queryRows(t.databaseUrl, 'select 1 from invoices where reading_id = $1', [
      reading.readingId,
    ]);
    expect(left).toHaveLength(0);
  });

  it('answers the same reading sent again as saved, changing nothing: twice in a row and 20 at once', async () => {
    const [, , , , meter, other] = await readableMeters(6);
    if (!meter || !other) throw new Error('no readable meter');
    const counts = async (meterId: number) =>
      (
        await queryRows<{ readings: number; invoices: number; ledger: number }>(
          t.databaseUrl,
          `select (select count(*)::int from readings
                    where meter_id = $1 and reading_year = $2 and reading_month = $3) as readings,
                  (select count(*)::int from invoices i join readings r on r.id = i.reading_id
                    where r.meter_id = $1 and r.reading_year = $2 and r.reading_month = $3) as invoices,
                  (select count(*)::int from ledger_entries) as ledger`,
          [meterId, now.year, now.month],
        )
      )[0];
    const body = {
      meterId: meter.meter_id,
      readingMonth: now.month,
      readingYear: now.year,
      currentReading: meter.last + 1,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/reading', body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    const created = answers.find((a) => a.statusCode === 201)!.json();
    expect(created.alreadyRecorded).toBe(false);
    for (const answer of answers) {
      expect(answer.json().readingId).toBe(created.readingId);
      expect(answer.json().invoice.invoiceId).toBe(created.invoice.invoiceId);
    }
    expect(answers.filter((a) => a.json().alreadyRecorded)).toHaveLength(19);
    const after = await counts(meter.meter_id);

    const again = await post('/reading', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      readingId: created.readingId,
      currentReading: meter.last + 1,
      consumption: created.consumption,
      alreadyRecorded: true,
      invoice: { invoiceId: created.invoice.invoiceId, totalAmount: created.invoice.totalAmount },
    });
    expect(await counts(meter.meter_id)).toEqual(after);
    expect(after).toMatchObject({ readings: 1, invoices: 1 });

    // The same value with an anomaly (09 comes with a value) is another reading: refused, naming what is stored.
    const withAnomaly = await post('/reading', { ...body, anomalyCode: '09' });
    expect(withAnomaly.statusCode).toBe(409);
    expect(withAnomaly.json().message).toContain(`gravada com ${meter.last + 1} m³`);
    expect(await counts(meter.meter_id)).toEqual(after);

    // A second meter: a different value is refused with what is stored and where to correct it.
    const first = await post('/reading', {
      ...body,
      meterId: other.meter_id,
      currentReading: other.last + 3,
    });
    expect(first.statusCode).toBe(201);
    const different = await post('/reading', {
      ...body,
      meterId: other.meter_id,
      currentReading: other.last + 4,
    });
    expect(different.statusCode).toBe(409);
    expect(different.json().message).toBe(
      `Este contador já tem a leitura de ${MONTHS_PT[now.month - 1]} de ${now.year} gravada com ${other.last + 3} m³. ` +
        'Para a corrigir, edite-a em Listar Leituras.',
    );
  });
});
