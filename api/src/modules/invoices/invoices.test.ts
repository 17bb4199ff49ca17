import type { InvoiceResponse } from '@agua/domain/contracts/invoice';
import { addDays, formatDate, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

// The invoice api on the demo database: its lists and filters, the fine every read shows as of today, the
// administrator's edit and delete (the zone's water bills: zone-bills.test.ts).

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
const m = messages.invoices;
const today = todayInMaputo();

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
});
afterAll(() => t?.close());

const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  queryRows<T>(t.databaseUrl, text, values);

function get(url: string, headers = tech) {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
}

async function list(url: string, headers = tech) {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json<InvoiceResponse[]>(), total: Number(response.headers['x-total-count']) };
}

const ids = (rows: { invoiceId: number }[]) => rows.map((row) => row.invoiceId).sort((a, b) => a - b);
const dbIds = async (where: string, values: unknown[] = []) =>
  (
    await sql<{ id: number }>(
      `select i.id from invoices i join contracts c on c.id = i.contract_id join clients cl on cl.id = c.client_id
         join readings r on r.id = i.reading_id where ${where} order by i.id`,
      values,
    )
  ).map((row) => row.id);

let nextYear = 2001;

/**
 * A client of its own (in `zoneId`, exempt from fines or not) with a meter, an active contract and one reading of a
 * month nobody else uses, invoiced `amount` with the given limit date. Answers the ids.
 */
async function handMadeInvoice(options: {
  amount: string;
  limitDate: string;
  exempt?: boolean;
  zoneId?: number;
  name?: string;
}) {
  const zoneId = options.zoneId ?? (await sql<{ id: number }>('select min(id) as id from zones'))[0]!.id;
  const [row] = await sql<{ client_id: number; meter_id: number; contract_id: number }>(
    `with c as (insert into clients (name, phone_number, address, zone_id, exempt_from_fines)
                values ($1, '840000001', 'Rua do Teste', $2, $3) returning id),
          m as (insert into client_meters (client_id) select id from c returning id, client_id),
          k as (insert into contracts (client_id, meter_id, contract_type_id, start_date)
                select client_id, id, (select min(id) from contract_types), current_date from m
                returning id, meter_id, client_id)
     select client_id, meter_id, id as contract_id from k`,
    [options.name ?? `Cliente Multa ${nextYear}`, zoneId, options.exempt ?? false],
  );
  const year = nextYear++;
  const [reading] = await sql<{ id: number }>(
    `insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
     values ($1, 1, $2, 0, 10, 'APPROVED') returning id`,
    [row!.meter_id, year],
  );
  const [invoice] = await sql<{ id: number }>(
    `insert into invoices (reading_id, contract_id, description, limit_date, amount)
     values ($1, $2, $3, $4, $5) returning id`,
    [reading!.id, row!.contract_id, `Factura de Janeiro ${year}`, options.limitDate, options.amount],
  );
  return {
    invoiceId: invoice!.id,
    readingId: reading!.id,
    clientId: row!.client_id,
    meterId: row!.meter_id,
    contractId: row!.contract_id,
    zoneId,
  };
}

describe('fines as of today (Africa/Maputo), on every read', () => {
  // The demo's tiers: 1–30 days 5 %, 31–60 days 10 %, 61–3650 days 15 %. 1234.50 MZN = 123450 centavos.
  const cases = [
    { days: 0, percentage: 0, fine: 0 },
    { days: 1, percentage: 5, fine: 61.73 }, // 6172.5 centavos, rounded half away from zero
    { days: 30, percentage: 5, fine: 61.73 },
    { days: 31, percentage: 10, fine: 123.45 },
    { days: 61, percentage: 15, fine: 185.18 }, // 18517.5 centavos
  ];

  for (const { days, percentage, fine } of cases) {
    it(`${days} day(s) past the limit date: ${percentage} %, ${fine} MZN, on every route that reads it`, async () => {
      const made = await handMadeInvoice({ amount: '1234.50', limitDate: addDays(today, -days) });
      const expected = {
        invoiceId: made.invoiceId,
        amount: 1234.5,
        finePercentage: percentage,
        fineAmount: fine,
        totalAmount: Math.round((1234.5 + fine) * 100) / 100,
        paymentStatus: null,
      };
      const one = await get(`/invoice/${made.invoiceId}`);
      expect(one.json()).toMatchObject(expected);
      expect((await get(`/invoice/by-reading/${made.readingId}`)).json()).toMatchObject(expected);
      const lists = [
        `/invoice?ids=${made.invoiceId}`,
        `/invoice/client/${made.clientId}`,
        `/invoice/client/by-status/${made.clientId}?paymentStatus=UNPAID`,
        `/invoice/meter/${made.meterId}`,
        `/invoice/zone/${made.zoneId}?ids=${made.invoiceId}`,
        `/invoice?contractIds=${made.contractId}&unpaid=true`,
      ];
      for (const url of lists) {
        const { rows } = await list(url);
        expect(rows, url).toHaveLength(1);
        expect(rows[0], url).toMatchObject(expected);
      }
      // The stored row keeps no fine: it is computed on read until a payment freezes it.
      const [stored] = await sql<{ fine_amount: string }>('select fine_amount from invoices where id = $1', [
        made.invoiceId,
      ]);
      expect(stored?.fine_amount).toBe('0.00');
    });
  }

  it('a client exempt from fines pays none, however late', async () => {
    const made = await handMadeInvoice({ amount: '1234.50', limitDate: addDays(today, -45), exempt: true });
    expect((await get(`/invoice/${made.invoiceId}`)).json()).toMatchObject({
      fineAmount: 0,
      finePercentage: 0,
      totalAmount: 1234.5,
    });
  });

  it('follows the active tiers: a deactivated tier no longer applies', async () => {
    const made = await handMadeInvoice({ amount: '1000.00', limitDate: addDays(today, -45) });
    expect((await get(`/invoice/${made.invoiceId}`)).json()).toMatchObject({ fineAmount: 100 });
    await sql('update fine_configurations set active = false where min_interval = 31');
    try {
      // 45 days: no active tier holds it; the highest tier below it (1–30, 5 %) applies.
      expect((await get(`/invoice/${made.invoiceId}`)).json()).toMatchObject({
        fineAmount: 50,
        finePercentage: 5,
      });
    } finally {
      await sql('update fine_configurations set active = true where min_interval = 31');
    }
  });

  it('a paid invoice shows the fine frozen when it was paid, not one as of today', async () => {
    const [paid] = await sql<{ id: number; fine_amount: string; fine_percentage: string; amount: string }>(
      `select id, fine_amount, fine_percentage, amount from invoices
        where payment_status = 'PAID' and fine_amount > 0 and limit_date < $1::date - 61 order by id limit 1`,
      [today],
    );
    if (!paid) throw new Error('the demo has no late payer with a frozen fine');
    expect((await get(`/invoice/${paid.id}`)).json()).toMatchObject({
      paymentStatus: 'PAID',
      fineAmount: Number(paid.fine_amount),
      finePercentage: Number(paid.fine_percentage),
      totalAmount: Math.round((Number(paid.amount) + Number(paid.fine_amount)) * 100) / 100,
    });
  });
});

describe('invoice lists', () => {
  it('GET /invoice/client/{clientId}: that client’s invoices, with client, zone, meter and period', async () => {
    const [client] = await sql<{ id: number; name: string; zone_id: number }>(
      `select cl.id, cl.name, cl.zone_id from clients cl join contracts c on c.client_id = cl.id
         join invoices i on i.contract_id = c.id group by cl.id having count(*) > 2 order by cl.id limit 1`,
    );
    const { rows, total } = await list(`/invoice/client/${client!.id}`);
    expect(ids(rows)).toEqual(await dbIds('cl.id = $1', [client!.id]));
    expect(total).toBe(rows.length);
    for (const row of rows)
      expect(row).toMatchObject({ clientId: client!.id, clientName: client!.name, zoneId: client!.zone_id });
    const [first] = await sql<{ meter_id: number; reading_month: number; reading_year: number }>(
      'select r.meter_id, r.reading_month, r.reading_year from invoices i join readings r on r.id = i.reading_id where i.id = $1',
      [rows[0]!.invoiceId],
    );
    expect(rows[0]).toMatchObject({
      meterId: first!.meter_id,
      readingMonth: first!.reading_month,
      readingYear: first!.reading_year,
    });
    // An unknown client has no invoices.
    expect(await list('/invoice/client/99999999')).toEqual({ rows: [], total: 0 });
  });

  it('GET /invoice/client/by-status/{clientId}: PAID, CANCELED, UNPAID, and an empty value for unpaid', async () => {
    const [client] = await sql<{ id: number }>(
      `select c.client_id as id from invoices i join contracts c on c.id = i.contract_id
        group by c.client_id having count(*) filter (where i.payment_status = 'PAID') > 0
           and count(*) filter (where i.payment_status is null) > 0 order by 1 limit 1`,
    );
    const id = client!.id;
    const paid = await list(`/invoice/client/by-status/${id}?paymentStatus=PAID`);
    expect(ids(paid.rows)).toEqual(await dbIds(`cl.id = $1 and i.payment_status = 'PAID'`, [id]));
    expect(paid.rows.length).toBeGreaterThan(0);
    const unpaid = await list(`/invoice/client/by-status/${id}?paymentStatus=UNPAID`);
    expect(ids(unpaid.rows)).toEqual(await dbIds('cl.id = $1 and i.payment_status is null', [id]));
    expect(unpaid.rows.length).toBeGreaterThan(0);
    expect(await list(`/invoice/client/by-status/${id}?paymentStatus=`)).toEqual(unpaid);
    const canceled = await list(`/invoice/client/by-status/${id}?paymentStatus=CANCELED`);
    expect(ids(canceled.rows)).toEqual(await dbIds(`cl.id = $1 and i.payment_status = 'CANCELED'`, [id]));

    const wrong = await get(`/invoice/client/by-status/${id}?paymentStatus=PAGA`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: m.paymentStatusFilter,
      details: [{ field: 'paymentStatus' }],
    });
    const missing = await get(`/invoice/client/by-status/${id}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([expect.objectContaining({ field: 'paymentStatus' })]);
  });

  it('GET /invoice/meter/{meterId} and /invoice/zone/{zoneId} match the database', async () => {
    const [row] = await sql<{ meter_id: number; zone_id: number }>(
      `select r.meter_id, cl.zone_id from invoices i join readings r on r.id = i.reading_id
         join contracts c on c.id = i.contract_id join clients cl on cl.id = c.client_id order by i.id limit 1`,
    );
    const meter = await list(`/invoice/meter/${row!.meter_id}`);
    expect(ids(meter.rows)).toEqual(await dbIds('r.meter_id = $1', [row!.meter_id]));
    const zone = await list(`/invoice/zone/${row!.zone_id}`);
    expect(ids(zone.rows)).toEqual(await dbIds('cl.zone_id = $1', [row!.zone_id]));
    expect(zone.rows.every((invoice) => invoice.zoneId === row!.zone_id)).toBe(true);
  });

  it('batch filters combine: clientIds, zoneIds, contractIds and paymentStatus in one call', async () => {
    const clients = (await sql<{ id: number }>('select id from clients order by id limit 3')).map(
      (c) => c.id,
    );
    const batch = await list(`/invoice?clientIds=${clients.join(',')}&paymentStatus=PAID`);
    expect(ids(batch.rows)).toEqual(await dbIds(`cl.id = any($1) and i.payment_status = 'PAID'`, [clients]));
    const [zone] = await sql<{ id: number }>('select min(id) as id from zones');
    const zoned = await list(`/invoice?zoneIds=${zone!.id}&paymentStatus=UNPAID`);
    expect(ids(zoned.rows)).toEqual(await dbIds('cl.zone_id = $1 and i.payment_status is null', [zone!.id]));
    const [contract] = await sql<{ id: number }>(
      'select contract_id as id from invoices order by id limit 1',
    );
    const byContract = await list(`/invoice?contractIds=${contract!.id}&zoneIds=${zone!.id},99999`);
    expect(ids(byContract.rows)).toEqual(
      await dbIds('i.contract_id = $1 and cl.zone_id = $2', [contract!.id, zone!.id]),
    );
    const bad = await get('/invoice?zoneIds=1,x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'zoneIds' })]);
  });

  it('pages and sorts on the server, with the total in X-Total-Count', async () => {
    const all = await dbIds('true');
    const page = await list('/invoice?page=2&size=7&sort=amount,desc');
    expect(page.total).toBe(all.length);
    expect(page.rows).toHaveLength(7);
    const [expected] = await sql<{ ids: number[] }>(
      'select array_agg(id) as ids from (select id from invoices order by amount desc, id desc limit 7 offset 7) s',
    );
    expect(page.rows.map((row) => row.invoiceId)).toEqual(expected!.ids);
    const byClient = await list('/invoice?sort=clientName&size=500&page=1');
    const names = byClient.rows.map((row) => row.clientName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const period = await list('/invoice?sort=-period&size=3&page=1');
    const [latest] = await sql<{ y: number; m: number }>(
      'select max(reading_year * 100 + reading_month) as y, 0 as m from readings r join invoices i on i.reading_id = r.id',
    );
    expect(period.rows[0]!.readingYear * 100 + period.rows[0]!.readingMonth).toBe(latest!.y);
    const unknown = await get('/invoice?sort=fineAmount');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([expect.objectContaining({ field: 'sort' })]);
  });

  it('q searches what the row shows: month names, dd-mm-yyyy dates, amounts, client names, status labels', async () => {
    const made = await handMadeInvoice({
      amount: '4321.75',
      limitDate: '2030-07-19',
      name: 'Ermelinda Pesquisável',
    });
    const search = async (q: string) => ids((await list(`/invoice?q=${encodeURIComponent(q)}`)).rows);
    expect(await search('19/07/2030')).toEqual([made.invoiceId]);
    expect(await search('4321,75')).toEqual([made.invoiceId]);
    expect(await search('4321.75')).toEqual([made.invoiceId]);
    expect(await search('ermelinda pesq')).toEqual([made.invoiceId]);
    const year = (
      await sql<{ d: string }>('select description as d from invoices where id = $1', [made.invoiceId])
    )[0]!.d;
    expect(await search(year.toUpperCase())).toEqual([made.invoiceId]);
    // A month name finds every invoice of that month (the description reads "Factura de <Mês> <Ano>").
    expect(await search('janeiro')).toEqual(await dbIds(`i.description ilike '%janeiro%'`));
    expect(await search('anulada')).toEqual(await dbIds(`i.payment_status = 'CANCELED'`));
    expect(await search('por pagar')).toEqual(await dbIds('i.payment_status is null'));
    expect(await search(String(made.invoiceId))).toContain(made.invoiceId);
    // Wildcards are text: "%" matches nothing rather than everything.
    expect(await search('%')).toEqual([]);
  });
});

describe('PUT /invoice/{id} (ADMIN)', () => {
  const put = (id: number, payload: object, headers = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/invoice/${id}`, payload, headers });

  it('a Técnico may not edit an invoice (403), and nothing changes', async () => {
    const made = await handMadeInvoice({ amount: '100.00', limitDate: addDays(today, 5) });
    const refused = await put(
      made.invoiceId,
      { limitDate: addDays(today, 9), paymentStatus: 'CANCELED' },
      tech,
    );
    expect(refused.statusCode).toBe(403);
    expect((await get(`/invoice/${made.invoiceId}`)).json()).toMatchObject({
      limitDate: addDays(today, 5),
      paymentStatus: null,
    });
  });

  it('moves the limit date (and with it the fine as of today), cancels and restores', async () => {
    const made = await handMadeInvoice({ amount: '200.00', limitDate: addDays(today, -40) });
    await sql(`update invoices set created_at = now() - interval '90 days' where id = $1`, [made.invoiceId]);
    expect((await get(`/invoice/${made.invoiceId}`)).json()).toMatchObject({ fineAmount: 20 });

    const moved = await put(made.invoiceId, { limitDate: addDays(today, -3), paymentStatus: null });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      limitDate: addDays(today, -3),
      fineAmount: 10,
      finePercentage: 5,
      amount: 200,
    });

    const canceled = await put(made.invoiceId, {
      invoiceId: made.invoiceId,
      limitDate: addDays(today, -3),
      paymentStatus: 'CANCELED',
    });
    expect(canceled.json()).toMatchObject({ paymentStatus: 'CANCELED', fineAmount: 0, totalAmount: 200 });
    expect(ids((await list(`/invoice/client/by-status/${made.clientId}?paymentStatus=UNPAID`)).rows)).toEqual(
      [],
    );

    const restored = await put(made.invoiceId, { limitDate: addDays(today, 10), paymentStatus: null });
    expect(restored.json()).toMatchObject({
      paymentStatus: null,
      fineAmount: 0,
      limitDate: addDays(today, 10),
    });
  });

  it('refuses what it may not change: PAID, amounts unknown fields aside, a date before issue, a mismatched id', async () => {
    const made = await handMadeInvoice({ amount: '300.00', limitDate: addDays(today, 5) });
    const paid = await put(made.invoiceId, { limitDate: addDays(today, 5), paymentStatus: 'PAID' });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toMatchObject({
      message: m.paymentStatusEdit,
      details: [{ field: 'paymentStatus' }],
    });

    const early = await put(made.invoiceId, { limitDate: addDays(today, -1), paymentStatus: null });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      message: m.limitDateBeforeIssue(formatDate(today)),
      details: [{ field: 'limitDate' }],
    });

    const mismatch = await put(made.invoiceId, {
      invoiceId: made.invoiceId + 1,
      limitDate: today,
      paymentStatus: null,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toEqual([expect.objectContaining({ field: 'invoiceId' })]);

    const missing = await put(made.invoiceId, { limitDate: today });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([expect.objectContaining({ field: 'paymentStatus' })]);

    expect((await put(99999999, { limitDate: today, paymentStatus: null })).statusCode).toBe(404);
    expect((await get(`/invoice/${made.invoiceId}`)).json()).toMatchObject({
      limitDate: addDays(today, 5),
      amount: 300,
    });
  });

  it('a paid invoice never changes (409)', async () => {
    const [paid] = await sql<{ id: number; limit_date: string }>(
      `select id, to_char(limit_date, 'YYYY-MM-DD') as limit_date from invoices where payment_status = 'PAID' order by id limit 1`,
    );
    const refused = await put(paid!.id, { limitDate: addDays(today, 30), paymentStatus: 'CANCELED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.paidUnchangeable);
    expect((await get(`/invoice/${paid!.id}`)).json()).toMatchObject({
      paymentStatus: 'PAID',
      limitDate: paid!.limit_date,
    });
  });

  it('the invoice of a cancelled reading stays cancelled (409)', async () => {
    const made = await handMadeInvoice({ amount: '50.00', limitDate: addDays(today, 5) });
    await sql(`update readings set state = 'CANCELED', active = false where id = $1`, [made.readingId]);
    await sql(`update invoices set payment_status = 'CANCELED' where id = $1`, [made.invoiceId]);
    const refused = await put(made.invoiceId, { limitDate: addDays(today, 5), paymentStatus: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.readingCanceled);
    expect((await get(`/invoice/${made.invoiceId}`)).json()).toMatchObject({ paymentStatus: 'CANCELED' });
  });
});

describe('DELETE /invoice/{id} (ADMIN)', () => {
  const remove = (id: number, headers = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/invoice/${id}`, headers });
  const ledger = async () =>
    (
      await sql<{ rows: string; bad: string }>(
        `select (select count(*) from ledger_entries) as rows,
                (select count(*) from contracts c where c.balance <> coalesce((select sum(amount) from ledger_entries l
                   where l.contract_id = c.id), 0)) as bad`,
      )
    )[0];

  it('a Técnico may not delete (403); a paid invoice stays (409); nothing moves', async () => {
    const made = await handMadeInvoice({ amount: '80.00', limitDate: addDays(today, 5) });
    expect((await remove(made.invoiceId, tech)).statusCode).toBe(403);
    const [paid] = await sql<{ id: number }>(
      `select id from invoices where payment_status = 'PAID' order by id limit 1`,
    );
    const before = await ledger();
    const refused = await remove(paid!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.paidUndeletable);
    expect((await get(`/invoice/${paid!.id}`)).statusCode).toBe(200);
    expect(await ledger()).toEqual(before);
    expect((await remove(99999999)).statusCode).toBe(404);
  });

  it('an unpaid invoice goes without touching any balance; its reading stays and POST /invoice issues it again', async () => {
    const made = await handMadeInvoice({ amount: '90.00', limitDate: addDays(today, -10) });
    const before = await ledger();
    const deleted = await remove(made.invoiceId);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await get(`/invoice/${made.invoiceId}`)).statusCode).toBe(404);
    expect(await ledger()).toEqual(before);
    expect(before?.bad).toBe('0');
    expect(await sql('select id from readings where id = $1', [made.readingId])).toHaveLength(1);

    const reissued = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invoice',
      payload: { readingId: made.readingId },
      headers: tech,
    });
    expect(reissued.statusCode, reissued.body).toBe(201);
    expect(reissued.json()).toMatchObject({ readingId: made.readingId, paymentStatus: null, fineAmount: 0 });
  });
});
