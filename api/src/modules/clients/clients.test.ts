import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import pg from 'pg';
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
const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const newClient = {
  name: 'Armando Cossa',
  nuit: '400123987',
  phoneNumber: '841234567',
  alternativeNumber: '',
  zoneId: 1,
  address: 'Rua da Resistência, 112',
  observation: 'Portão azul',
};

describe('POST /client', () => {
  it('creates the client with its first meter and answers the seed shape', async () => {
    const response = await call(tech, 'POST', '/client', newClient);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.statusCode).toBe(201);
    expect(body.client).toMatchObject({
      name: 'Armando Cossa',
      nuit: '400123987',
      alternativeNumber: null,
      zoneId: 1,
      exemptFromFines: false,
      wantsReceiptSMS: true,
      wantsInvoiceSMS: true,
    });
    expect(body.meter).toMatchObject({ clientId: body.client.clientId, brand: 'Genérico', cubicMeters: 0 });
    const meters = await call(tech, 'GET', `/client-meter/client/${body.client.clientId}`);
    expect(meters.json()).toEqual([body.meter]);
  });

  it('refuses missing and non-digit fields, naming each, and saves nothing', async () => {
    const before = await countRows(t.databaseUrl, 'clients');
    const response = await call(tech, 'POST', '/client', {
      ...newClient,
      name: ' ',
      phoneNumber: '84-12',
      zoneId: undefined,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((detail: { field: string }) => detail.field);
    expect(fields.sort()).toEqual(['name', 'phoneNumber', 'zoneId']);
    expect(response.json().details.find((d: { field: string }) => d.field === 'phoneNumber').message).toBe(
      messages.validation.phone('Contacto'),
    );
    expect(await countRows(t.databaseUrl, 'clients')).toBe(before);
  });

  it('stores pasted Mozambican numbers normalised and refuses a short one with the rule in Portuguese', async () => {
    const created = await call(tech, 'POST', '/client', {
      ...newClient,
      phoneNumber: '+258 84 765-4321',
      alternativeNumber: '258-82-1112223',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().client).toMatchObject({ phoneNumber: '847654321', alternativeNumber: '821112223' });

    const before = await countRows(t.databaseUrl, 'clients');
    const refused = await call(tech, 'POST', '/client', { ...newClient, alternativeNumber: '84' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'alternativeNumber', message: messages.validation.phone('Contacto Alternativo') },
    ]);
    expect(await countRows(t.databaseUrl, 'clients')).toBe(before);

    const id = created.json().client.clientId;
    const edited = await call(tech, 'PUT', `/client/${id}`, {
      ...newClient,
      phoneNumber: '+258 86 000 1111',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().phoneNumber).toBe('860001111');
  });

  it('refuses an unknown zone with 409 and creates no meter either', async () => {
    const meters = await countRows(t.databaseUrl, 'client_meters');
    const response = await call(tech, 'POST', '/client', { ...newClient, zoneId: 9999 });
    expect(response.statusCode).toBe(409);
    expect(await countRows(t.databaseUrl, 'client_meters')).toBe(meters);
  });
});

describe('GET /client', () => {
  it('lists, pages, searches and filters with X-Total-Count', async () => {
    const all = await call(tech, 'GET', '/client');
    expect(all.json().length).toBe(await countRows(t.databaseUrl, 'clients'));

    const page = await call(tech, 'GET', '/client?page=2&size=10&sort=clientId');
    expect(page.json()).toHaveLength(10);
    expect(page.json()[0].clientId).toBe(all.json()[10].clientId);
    expect(Number(page.headers['x-total-count'])).toBe(all.json().length);

    const ids = await call(tech, 'GET', '/client?ids=3,1');
    expect(ids.json().map((c: { clientId: number }) => c.clientId)).toEqual([1, 3]);

    const [zone] = await queryRows<{ id: number; designation: string; n: string }>(
      t.databaseUrl,
      'select z.id, z.designation, (select count(*) from clients c where c.zone_id = z.id) as n from zones z order by z.id limit 1',
    );
    const byZone = await call(tech, 'GET', `/client?zoneIds=${zone!.id}`);
    expect(byZone.json().length).toBe(Number(zone!.n));
    const byZonePath = await call(tech, 'GET', `/client/by-zone/${zone!.id}`);
    expect(byZonePath.json()).toEqual(byZone.json());

    const search = await call(tech, 'GET', '/client?q=cossa');
    expect(search.json().map((c: { name: string }) => c.name)).toContain('Armando Cossa');
    // The zone's name and the id are searchable too; LIKE wildcards in q are plain text.
    const byZoneName = await call(
      tech,
      'GET',
      `/client?q=${encodeURIComponent(zone!.designation.toUpperCase())}`,
    );
    expect(byZoneName.json().length).toBeGreaterThanOrEqual(Number(zone!.n));
    expect(byZoneName.json().some((c: { zoneId: number }) => c.zoneId === zone!.id)).toBe(true);
    const byIdText = await call(tech, 'GET', '/client?q=7');
    expect(byIdText.json().map((c: { clientId: number }) => c.clientId)).toContain(7);
    expect((await call(tech, 'GET', '/client?q=%25%25%25')).json()).toEqual([]);

    const [typed] = await queryRows<{ n: string }>(
      t.databaseUrl,
      'select count(distinct client_id) as n from contracts where contract_type_id = 1',
    );
    const byType = await call(tech, 'GET', '/client/by-contract-type/1');
    expect(byType.json().length).toBe(Number(typed!.n));
  });

  it('answers 404 for an unknown client and 400 for a bad sort', async () => {
    expect((await call(tech, 'GET', '/client/99999')).statusCode).toBe(404);
    const bad = await call(tech, 'GET', '/client?sort=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('sort');
  });
});

describe('contracts', () => {
  async function freshClient() {
    const body = (await call(tech, 'POST', '/client', { ...newClient, name: 'Zulmira Tembe' })).json();
    return { clientId: body.client.clientId as number, meterId: body.meter.meterId as number };
  }

  it('creates a contract on an available meter with the defaults, then refuses a second active one (409)', async () => {
    const { clientId, meterId } = await freshClient();
    const available = await call(tech, 'GET', `/client-meter/available?clientIds=${clientId}`);
    expect(available.json().map((m: { meterId: number }) => m.meterId)).toEqual([meterId]);

    const created = await call(tech, 'POST', '/contract', {
      startDate: '2026-11-01',
      clientId,
      meterId,
      contractTypeId: 1,
      description: 'Ligação doméstica',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ clientId, meterId, contractStatus: 1, balance: 0, endDate: null });

    const gone = await call(tech, 'GET', `/client-meter/available?clientIds=${clientId}`);
    expect(gone.json()).toEqual([]);

    const second = await call(tech, 'POST', '/contract', {
      startDate: '2026-11-02',
      clientId,
      meterId,
      contractTypeId: 2,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(messages.conflicts.activeContract);

    const byClient = await call(tech, 'GET', `/contract/by-client/${clientId}`);
    expect(byClient.json()).toEqual([created.json()]);
    const batch = await call(tech, 'GET', `/contract?clientIds=${clientId},1`);
    expect(
      batch
        .json()
        .map((c: { clientId: number }) => c.clientId)
        .sort(),
    ).toEqual([1, clientId].sort((a, b) => a - b));
  });

  it("refuses another client's meter and names the missing fields", async () => {
    const { clientId } = await freshClient();
    const other = await call(tech, 'POST', '/contract', {
      startDate: '2026-11-01',
      clientId,
      meterId: 1,
      contractTypeId: 1,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().details).toEqual([
      { field: 'meterId', message: messages.clients.api.meterOfOtherClient },
    ]);

    const empty = await call(tech, 'POST', '/contract', { balance: 1.234 });
    expect(empty.statusCode).toBe(400);
    const fields = empty
      .json()
      .details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(['balance', 'clientId', 'contractTypeId', 'meterId', 'startDate']);
  });

  it("writes opening balances and administrators' adjustments to the ledger, so balance = Σ ledger", async () => {
    const { clientId, meterId } = await freshClient();
    const created = (
      await call(tech, 'POST', '/contract', {
        startDate: '2026-11-01',
        clientId,
        meterId,
        contractTypeId: 1,
        balance: -150.5,
      })
    ).json();
    expect(created.balance).toBe(-150.5);

    const edited = await call(tech, 'PUT', `/contract/${created.contractId}`, {
      contractId: created.contractId,
      contractTypeId: 2,
      balance: -150.5,
      contractStatus: 0,
    });
    expect(edited.statusCode).toBe(200);
    const updated = await call(admin, 'PUT', `/contract/${created.contractId}`, {
      contractId: created.contractId,
      contractTypeId: 2,
      balance: 20.1,
      balanceReason: 'Pagamento feito no balcão antigo',
      contractStatus: 0,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ contractTypeId: 2, balance: 20.1, contractStatus: 0 });

    const ledger = await queryRows<{ kind: string; amount: string }>(
      t.databaseUrl,
      'select kind, amount from ledger_entries where contract_id = $1 order by id',
      [created.contractId],
    );
    expect(ledger).toEqual([
      { kind: 'OPENING_BALANCE', amount: '-150.50' },
      { kind: 'ADJUSTMENT', amount: '170.60' },
    ]);

    const mismatch = await call(tech, 'PUT', `/contract/${created.contractId}`, {
      contractId: created.contractId + 1,
      contractTypeId: 2,
      balance: 20.1,
      contractStatus: 0,
    });
    expect(mismatch.statusCode).toBe(400);

    // Ending the contract frees the meter again.
    const available = await call(tech, 'GET', `/client-meter/available?clientIds=${clientId}`);
    expect(available.json().map((m: { meterId: number }) => m.meterId)).toEqual([meterId]);
  });

  it('searches what the list shows and pages on the server', async () => {
    const search = await call(tech, 'GET', '/contract?q=inactivo');
    expect(search.json().every((c: { contractStatus: number }) => c.contractStatus === 0)).toBe(true);
    expect(search.json().length).toBeGreaterThan(0);
    const page = await call(tech, 'GET', '/contract?page=1&size=5&sort=balance,desc');
    expect(page.json()).toHaveLength(5);
    expect(Number(page.headers['x-total-count'])).toBe(await countRows(t.databaseUrl, 'contracts'));
    const balances = page.json().map((c: { balance: number }) => c.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('finds a balance typed as the Saldo cell shows it (pt-PT, with MZN)', async () => {
    const row = await contractWithBalance(98765.5);
    const shown = formatMZN(row.balance);
    expect(shown.replace(/\s/g, ' ')).toBe('98 765,50 MZN');
    const found = await call(tech, 'GET', `/contract?q=${encodeURIComponent(shown)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().map((c: { contractId: number }) => c.contractId)).toContain(row.id);
  });
});

/** An active contract of the demo, its balance set (through the api, so the ledger follows) to `balance`. */
async function contractWithBalance(balance: number) {
  const [row] = await queryRows<{
    id: number;
    client_id: number;
    contract_type_id: number;
    designation: string;
  }>(
    t.databaseUrl,
    `select c.id, c.client_id, c.contract_type_id, ct.designation from contracts c
       join contract_types ct on ct.id = c.contract_type_id
      where c.contract_status = 1 order by c.id desc limit 1`,
  );
  if (!row) throw new Error('no active contract in the demo data');
  const put = await call(admin, 'PUT', `/contract/${row.id}`, {
    contractTypeId: row.contract_type_id,
    balance,
    balanceReason: 'Saldo conferido',
    contractStatus: 1,
  });
  expect(put.statusCode).toBe(200);
  return { ...row, balance: String(balance) };
}

describe('GET /client?q= sees the contract columns of the Clientes row', () => {
  it('matches the type, Activo/Inactivo, the contract id and the Saldo as shown', async () => {
    const ids = async (q: string) =>
      (await call(tech, 'GET', `/client?q=${encodeURIComponent(q)}`))
        .json()
        .map((c: { clientId: number }) => c.clientId) as number[];
    const [contract] = await queryRows<{
      id: number;
      client_id: number;
      balance: string;
      designation: string;
    }>(
      t.databaseUrl,
      `select c.id, c.client_id, c.balance::text, ct.designation from contracts c
         join contract_types ct on ct.id = c.contract_type_id
        where c.contract_status = 1 and c.balance >= 1000 order by c.id limit 1`,
    );
    if (!contract) throw new Error('no active contract with a balance in the demo data');
    expect(await ids(contract.designation)).toContain(contract.client_id);
    expect(await ids(formatMZN(contract.balance))).toContain(contract.client_id);
    expect(await ids('Activo')).toContain(contract.client_id);
    const inactive = await queryRows<{ client_id: number }>(
      t.databaseUrl,
      'select distinct client_id from contracts where contract_status = 0',
    );
    const foundInactive = await ids('inactivo');
    for (const { client_id } of inactive) expect(foundInactive).toContain(client_id);
  });
});

describe('deletes (ADMIN only) never orphan records', () => {
  it('refuses a Técnico with 403', async () => {
    expect((await call(tech, 'DELETE', '/client/1')).statusCode).toBe(403);
    expect((await call(tech, 'DELETE', '/contract/1')).statusCode).toBe(403);
    expect((await call(tech, 'DELETE', '/client-meter/1')).statusCode).toBe(403);
  });

  it('refuses with 409 while records point at the row, then deletes bottom-up', async () => {
    const seeded = await call(admin, 'DELETE', '/client/1');
    expect(seeded.statusCode).toBe(409);
    expect(seeded.json().message).toBe(messages.clients.api.clientInUse);
    expect((await call(admin, 'DELETE', '/contract/1')).statusCode).toBe(409);

    const body = (await call(tech, 'POST', '/client', newClient)).json();
    const clientDelete = await call(admin, 'DELETE', `/client/${body.client.clientId}`);
    expect(clientDelete.statusCode).toBe(409);
    const contract = (
      await call(tech, 'POST', '/contract', {
        startDate: '2026-11-01',
        clientId: body.client.clientId,
        meterId: body.meter.meterId,
        contractTypeId: 1,
      })
    ).json();
    expect((await call(admin, 'DELETE', `/client-meter/${body.meter.meterId}`)).statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/contract/${contract.contractId}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/client-meter/${body.meter.meterId}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/client/${body.client.clientId}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/client/${body.client.clientId}`)).statusCode).toBe(404);
  });
});

describe('meters', () => {
  it('adds, edits and counts meters', async () => {
    const before = (await call(tech, 'GET', '/client-meter/count')).json().count;
    const created = await call(tech, 'POST', '/client-meter', { clientId: 2, cubicMeters: 15 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ clientId: 2, brand: 'Genérico', cubicMeters: 15 });
    const updated = await call(tech, 'PUT', `/client-meter/${created.json().meterId}`, {
      brand: 'Elster',
      cubicMeters: 16,
    });
    expect(updated.json()).toMatchObject({ brand: 'Elster', cubicMeters: 16 });
    expect((await call(tech, 'GET', '/client-meter/count')).json().count).toBe(before + 1);
    const negative = await call(tech, 'POST', '/client-meter', { clientId: 2, cubicMeters: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details[0].field).toBe('cubicMeters');
  });
});

describe('GET /invoice?contractIds=&unpaid=true (a client debts, batched)', () => {
  it('lists only the unpaid invoices of the given contracts', async () => {
    const truth = await queryRows<{ contract_id: number; n: string }>(
      t.databaseUrl,
      `select contract_id, count(*) as n from invoices where payment_status is null
       group by contract_id order by contract_id limit 3`,
    );
    expect(truth.length).toBeGreaterThan(0);
    const ids = truth.map((row) => row.contract_id);
    const response = await call(tech, 'GET', `/invoice?contractIds=${ids.join(',')}&unpaid=true`);
    expect(response.statusCode).toBe(200);
    const invoices = response.json<{ contractId: number; paymentStatus: string | null }[]>();
    expect(invoices.length).toBe(truth.reduce((sum, row) => sum + Number(row.n), 0));
    expect(
      invoices.every((invoice) => invoice.paymentStatus === null && ids.includes(invoice.contractId)),
    ).toBe(true);
    expect(Number(response.headers['x-total-count'])).toBe(invoices.length);
  });
});

describe('GET /client?q= finds what staff type at the counter', () => {
  it('ignores accents, reads phones however typed, and finds a bill reference and an invoice number', async () => {
    const ids = async (q: string) =>
      (await call(tech, 'GET', `/client?q=${encodeURIComponent(q)}&size=100`))
        .json()
        .map((c: { clientId: number }) => c.clientId) as number[];
    const created = await call(tech, 'POST', '/client', {
      ...newClient,
      name: 'Amélia Macuácua',
      nuit: '400777123',
      phoneNumber: '827641229',
    });
    expect(created.statusCode).toBe(201);
    const clientId = created.json().client.clientId as number;
    expect(await ids('amelia macuacua')).toContain(clientId);
    expect(await ids('MACUACUA')).toContain(clientId);
    expect(await ids('Amélia')).toContain(clientId);
    expect(await ids('+258 82 764 1229')).toContain(clientId);
    expect(await ids('00258827641229')).toContain(clientId);
    expect(await ids('82 764 12 29')).toContain(clientId);
    expect(await ids('amelia zzz')).not.toContain(clientId);

    const [invoice] = await queryRows<{ id: number; contract_id: number; client_id: number }>(
      t.databaseUrl,
      `select i.id, i.contract_id, c.client_id from invoices i join contracts c on c.id = i.contract_id
        order by i.id desc limit 1`,
    );
    if (!invoice) throw new Error('no invoice in the demo data');
    expect(await ids(`${invoice.contract_id}-${invoice.id}`)).toContain(invoice.client_id);
    expect(await ids(String(invoice.id))).toContain(invoice.client_id);
  });

  it('keeps using the trigram index for a folded search (the index expression and the query agree)', async () => {
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      // The demo's few clients are cheaper to scan; with scans priced out, only a matching index can serve.
      await db.query('set enable_seqscan = off');
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(
        `explain select id from clients where ${SEARCH_TEXT} like public.agua_unaccent('%amelia%')`,
      );
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('clients_search_trgm_idx');
    } finally {
      await db.end();
    }
  });
});

/** clientSearchText of api/src/modules/clients/tables.ts as SQL text. */
const SEARCH_TEXT = `public.agua_unaccent(lower(name || ' ' || phone_number || ' ' || address || ' ' || coalesce(nuit, '') || ' ' || coalesce(alternative_number, '') || ' ' || coalesce(observation, '')))`;
