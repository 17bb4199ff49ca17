import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { type Call, type Customer, caller, newCustomer, readMonth } from '../receipts/receipt-fixtures.ts';
import { fourBlocks } from '../tariffs/tariff-fixtures.ts';

// Every kind of change leaves exactly one row of its own in the trail, with who, from where and before → after,
// written by the audited table's trigger in the change's transaction (migration 0015_audit_trail.sql); the trail
// itself refuses UPDATE, DELETE and TRUNCATE.

let t: TestApp;
let call: Call;
let admin: Record<string, string>;
let tech: Record<string, string>;
let adminId: number;
let techId: number;
const ADDRESS = '127.0.0.1';

interface Entry {
  auditId: number;
  userId: number | null;
  userName: string | null;
  address: string | null;
  requestId: string | null;
  entity: string;
  entityId: string;
  clientId: number | null;
  action: string;
  changes: { field: string; before: string | null; after: string | null; hidden: boolean }[];
}

beforeAll(async () => {
  t = await createTestApp({ loginThrottle: { delayStepMs: 1, maxDelayMs: 5 } });
  call = caller(t);
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  const ids = await queryRows<{ id: number; username: string }>(
    t.databaseUrl,
    "select id, username from users where username in ('admin', 'tecnico')",
  );
  adminId = ids.find((row) => row.username === 'admin')!.id;
  techId = ids.find((row) => row.username === 'tecnico')!.id;
});
afterAll(() => t?.close());

/** The trail's rows for one record, through GET /audit. */
async function trailOf(entity: string, entityId: number | string): Promise<Entry[]> {
  const response = await call(admin, 'GET', `/audit?entity=${entity}&entityId=${entityId}&size=500`);
  expect(response.statusCode).toBe(200);
  return response.json<Entry[]>();
}

/** The one row the change left: exactly one for that record and action. */
async function onlyEntry(entity: string, entityId: number | string, action: string): Promise<Entry> {
  const rows = (await trailOf(entity, entityId)).filter((row) => row.action === action);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const change = (entry: Entry, field: string) => entry.changes.find((item) => item.field === field);

describe('every kind of change, once, with who and before → after', () => {
  let customer: Customer;

  beforeAll(async () => {
    customer = await newCustomer(call, admin);
  });

  it('a client, its meter and contract: created by the administrator, from their address', async () => {
    const client = await onlyEntry('clients', customer.clientId, 'INSERT');
    expect(client).toMatchObject({ userId: adminId, userName: 'Administrador do Sistema', address: ADDRESS });
    expect(client.clientId).toBe(customer.clientId);
    expect(client.requestId).toBeTruthy();
    expect(change(client, 'name')).toMatchObject({ before: null, after: expect.stringContaining('Cliente') });
    expect((await onlyEntry('contracts', customer.contractId, 'INSERT')).clientId).toBe(customer.clientId);
    expect((await onlyEntry('client_meters', customer.meterId, 'INSERT')).clientId).toBe(customer.clientId);
  });

  it('a reading: created, then edited (before → after of the index), by the Técnico', async () => {
    await readMonth(call, tech, customer.meterId, { year: 2021, month: 1 }, 12);
    const [reading] = await queryRows<{ id: number }>(
      t.databaseUrl,
      'select id from readings where meter_id = $1',
      [customer.meterId],
    );
    const created = await onlyEntry('readings', reading!.id, 'INSERT');
    expect(created).toMatchObject({ userId: techId, clientId: customer.clientId });
    expect(change(created, 'current_reading')).toMatchObject({ before: null, after: '12' });

    const edited = await call(tech, 'PUT', `/reading/${reading!.id}`, {
      readingMonth: 1,
      readingYear: 2021,
      currentReading: 15,
    });
    expect(edited.statusCode).toBe(200);
    const update = await onlyEntry('readings', reading!.id, 'UPDATE');
    expect(update.userId).toBe(techId);
    expect(change(update, 'current_reading')).toMatchObject({ before: '12', after: '15' });
    expect(change(update, 'consumption')).toMatchObject({ before: '12', after: '15' });
    expect(change(update, 'updated_at')).toBeUndefined();
  });

  it('a receipt, then its reversal', async () => {
    const paid = await call(tech, 'POST', '/receipt', {
      clientId: customer.clientId,
      amount: 100,
      paymentMethod: 'NUMERARIO',
    });
    expect(paid.statusCode).toBe(201);
    const receiptId = paid.json().receiptID as number;
    const created = await onlyEntry('receipts', receiptId, 'INSERT');
    expect(created).toMatchObject({ userId: techId, clientId: customer.clientId });
    expect(change(created, 'amount')).toMatchObject({ before: null, after: '100.00' });

    expect((await call(admin, 'DELETE', `/receipt/${receiptId}?reason=Teste`)).statusCode).toBe(204);
    const reversal = await onlyEntry('receipts', receiptId, 'UPDATE');
    expect(reversal.userId).toBe(adminId);
    expect(change(reversal, 'reversed_at')).toMatchObject({ before: null });
    expect(change(reversal, 'reversed_by')).toMatchObject({ before: null, after: String(adminId) });
  });

  it('a rubric charge', async () => {
    const charged = await call(tech, 'POST', '/client-rubrics', { clientId: customer.clientId, rubricId: 4 });
    expect(charged.statusCode).toBe(201);
    const [charge] = await queryRows<{ id: number }>(
      t.databaseUrl,
      'select id from client_rubrics where client_id = $1',
      [customer.clientId],
    );
    const entry = await onlyEntry('client_rubrics', charge!.id, 'INSERT');
    expect(entry).toMatchObject({ userId: techId, clientId: customer.clientId });
    expect(change(entry, 'unit_price')).toMatchObject({ before: null, after: '350.00' });
  });

  it('a balance adjustment: the ledger row, not the contract row', async () => {
    const [contract] = await queryRows<{ balance: string; contract_type_id: number }>(
      t.databaseUrl,
      'select balance, contract_type_id from contracts where id = $1',
      [customer.contractId],
    );
    const before = await trailOf('contracts', customer.contractId);
    const adjusted = await call(admin, 'PUT', `/contract/${customer.contractId}`, {
      contractTypeId: contract!.contract_type_id,
      balance: Number(contract!.balance) + 25,
      balanceReason: 'Acerto de caixa',
      contractStatus: 1,
    });
    expect(adjusted.statusCode).toBe(200);
    const [ledger] = await queryRows<{ id: number }>(
      t.databaseUrl,
      "select id from ledger_entries where contract_id = $1 and kind = 'ADJUSTMENT'",
      [customer.contractId],
    );
    const entry = await onlyEntry('ledger_entries', ledger!.id, 'INSERT');
    expect(entry).toMatchObject({ userId: adminId, clientId: customer.clientId });
    expect(change(entry, 'amount')).toMatchObject({ before: null, after: '25.00' });
    expect(change(entry, 'note')).toMatchObject({ after: 'Acerto de caixa' });
    // The balance itself moves only with its ledger row: the contract's own trail gains nothing.
    expect(await trailOf('contracts', customer.contractId)).toEqual(before);
  });

  it('setup: a zone created and renamed; a contract type repriced', async () => {
    const created = await call(admin, 'POST', '/zone', {
      designation: 'Zona Auditada',
      description: 'Criada no teste',
      enterpriseId: 1,
    });
    expect(created.statusCode).toBe(201);
    const zoneId = created.json().zoneId as number;
    const renamed = await call(admin, 'PUT', `/zone/${zoneId}`, {
      designation: 'Zona Auditada 2',
      description: 'Criada no teste',
      enterpriseId: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await onlyEntry('zones', zoneId, 'INSERT')).userId).toBe(adminId);
    const rename = await onlyEntry('zones', zoneId, 'UPDATE');
    expect(rename.changes.map((item) => item.field)).toEqual(['designation']);
    expect(change(rename, 'designation')).toMatchObject({
      before: 'Zona Auditada',
      after: 'Zona Auditada 2',
    });

    const type = (await call(admin, 'GET', '/contract-type/1')).json();
    const repriced = await call(admin, 'PUT', '/contract-type/1', {
      designation: type.designation,
      minimumConsumptionValue: type.minimumConsumptionValue,
      pricePerConsumptionUnit: 99.5,
      reconnectionFee: type.reconnectionFee,
    });
    expect(repriced.statusCode).toBe(200);
    const reprice = await onlyEntry('contract_types', 1, 'UPDATE');
    expect(change(reprice, 'price_per_consumption_unit')).toMatchObject({ after: '99.50' });
  });

  it('setup of the newer areas: a tariff version published, an SMS template changed', async () => {
    const published = await call(admin, 'POST', '/contract-type/2/tariff', fourBlocks('2031-01-01'));
    expect(published.statusCode).toBe(201);
    const version = await onlyEntry('tariff_versions', published.json().tariffVersionId, 'INSERT');
    expect(version.userId).toBe(adminId);
    expect(change(version, 'effective_from')).toMatchObject({ after: '2031-01-01' });

    const body = 'Agua: {cliente}, recebemos {valor}. Recibo {recibo}.';
    const saved = await call(admin, 'PUT', '/sms-template/RECEIPT_ISSUED', {
      event: 'RECEIPT_ISSUED',
      body,
      transliterate: true,
    });
    expect(saved.statusCode).toBe(200);
    const template = await queryRows<{ changes: Record<string, { after: string }> }>(
      t.databaseUrl,
      "select changes from audit_log where entity = 'sms_templates' and entity_id = 'RECEIPT_ISSUED'",
    );
    expect(template).toHaveLength(1);
    expect(template[0]?.changes.body?.after).toBe(body);
  });

  it('a user created, given another role, and a new password: never the hash', async () => {
    const fields = {
      name: 'Auditada',
      username: 'auditada',
      password: 'tartaruga-azul-no-telhado',
      phoneNumber: '841234567',
      address: 'Maputo',
      role: 'FIELD_TECH',
    };
    const created = await call(admin, 'POST', '/user', fields);
    expect(created.statusCode).toBe(201);
    const userId = created.json().userId as number;
    const promoted = await call(admin, 'PUT', `/user/${userId}`, {
      ...fields,
      role: 'ADMIN',
      password: 'girafa-verde-na-varanda',
    });
    expect(promoted.statusCode).toBe(200);
    const insert = await onlyEntry('users', userId, 'INSERT');
    expect(change(insert, 'password_hash')).toEqual({
      field: 'password_hash',
      before: null,
      after: null,
      hidden: true,
    });
    const update = await onlyEntry('users', userId, 'UPDATE');
    expect(update.userId).toBe(adminId);
    expect(change(update, 'role')).toMatchObject({ before: 'FIELD_TECH', after: 'ADMIN' });
    expect(change(update, 'password_hash')).toMatchObject({ hidden: true, before: null, after: null });
    const raw = await queryRows<{ text: string }>(
      t.databaseUrl,
      "select changes::text as text from audit_log where entity = 'users' and entity_id = $1",
      [String(userId)],
    );
    for (const row of raw) expect(row.text).not.toContain('$argon2');
  });

  it('an API key created and revoked, never its hash; its use is no change', async () => {
    const created = await call(admin, 'POST', '/api-key', { name: 'BI auditado', expiresOn: '2099-01-01' });
    // A Validade beyond a year is refused: use one within it.
    const body =
      created.statusCode === 201
        ? created.json()
        : (
            await call(admin, 'POST', '/api-key', {
              name: 'BI auditado',
              expiresOn: addDays(todayInMaputo(), 30),
            })
          ).json();
    const keyId = body.apiKey.apiKeyId as number;
    const used = await t.app.inject({ url: '/api/v1/zone', headers: bearer(body.secret) });
    expect(used.statusCode).toBe(200);
    expect((await call(admin, 'POST', `/api-key/${keyId}/revoke`)).statusCode).toBe(200);
    const insert = await onlyEntry('api_keys', keyId, 'INSERT');
    expect(change(insert, 'token_hash')).toMatchObject({ hidden: true });
    const revoke = await onlyEntry('api_keys', keyId, 'UPDATE');
    expect(revoke.changes.map((item) => item.field)).toEqual(['revoked_at']);
  });

  it('a sign-in lock: the username from that address, once, with the address', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'tecnico', password: 'errada' },
        remoteAddress: '192.0.2.7',
      });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'tecnico', password: 'tecnico123' },
      remoteAddress: '192.0.2.7',
    });
    expect(locked.statusCode).toBe(429);
    const rows = await trailOf('login_failures', 'pair:192.0.2.7|tecnico');
    expect(rows).toHaveLength(1);
    // The first failure made the row; the fifth locked it.
    expect(rows[0]).toMatchObject({ userId: null, address: '192.0.2.7', action: 'UPDATE' });
    expect(change(rows[0]!, 'locked_until')).toMatchObject({ before: null, after: expect.any(String) });
    expect(change(rows[0]!, 'failures')).toMatchObject({ before: '4', after: '5' });
  });
});

describe('who, when many change at once', () => {
  it('attributes each of 40 simultaneous changes by two users to its own user', async () => {
    const zones = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(admin, 'POST', '/zone', {
          designation: `Simultânea ${index}`,
          description: 'x',
          enterpriseId: 1,
        }),
      ),
    );
    const customers = await Promise.all(Array.from({ length: 4 }, () => newCustomer(call, admin)));
    const charges = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(tech, 'POST', '/client-rubrics', { clientId: customers[index % 4]!.clientId, rubricId: 5 }),
      ),
    );
    for (const zone of zones) {
      expect(zone.statusCode).toBe(201);
      expect((await onlyEntry('zones', zone.json().zoneId, 'INSERT')).userId).toBe(adminId);
    }
    const chargeRows = await queryRows<{ user_id: number | null; n: number }>(
      t.databaseUrl,
      `select a.user_id, count(*)::int as n from audit_log a
        where a.entity = 'client_rubrics' and a.client_id = any($1::int[]) group by a.user_id`,
      [customers.map((customer) => customer.clientId)],
    );
    expect(charges.every((charge) => charge.statusCode === 201)).toBe(true);
    expect(chargeRows).toEqual([{ user_id: techId, n: 20 }]);
  });
});

describe('GET /audit', () => {
  it("filters by user, client and period, newest first, and shows a client's trail", async () => {
    const customer = await newCustomer(call, tech);
    const byClient = (await call(admin, 'GET', `/audit?clientId=${customer.clientId}`)).json<Entry[]>();
    expect(byClient.map((row) => row.entity).sort()).toEqual(['client_meters', 'clients', 'contracts']);
    expect(byClient.every((row) => row.userId === techId)).toBe(true);
    const ids = byClient.map((row) => row.auditId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const byTech = await call(admin, 'GET', `/audit?userId=${techId}&size=5&page=1`);
    expect(byTech.json<Entry[]>().every((row) => row.userId === techId)).toBe(true);
    expect(Number(byTech.headers['x-total-count'])).toBeGreaterThan(5);

    const today = todayInMaputo();
    const future = await call(admin, 'GET', '/audit?from=2999-01-01');
    expect(future.json()).toEqual([]);
    const past = await call(admin, 'GET', `/audit?from=2000-01-01&to=${today}&clientId=${customer.clientId}`);
    expect(past.json()).toHaveLength(3);
  });

  it('refuses a bad filter with 400 in Portuguese, a Técnico with 403', async () => {
    const bad = await call(admin, 'GET', '/audit?from=2026-05-02&to=2026-05-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'to', message: messages.audit.validation.period }]);
    const entity = await call(admin, 'GET', '/audit?entity=DROP%20TABLE');
    expect(entity.statusCode).toBe(400);
    expect(entity.json().details[0]).toMatchObject({
      field: 'entity',
      message: messages.audit.validation.entity,
    });
    expect((await call(tech, 'GET', '/audit')).statusCode).toBe(403);
  });
});

describe('append-only', () => {
  it("refuses UPDATE, DELETE and TRUNCATE of the trail, even to the application's own role", async () => {
    const [before] = await queryRows<{ n: number }>(
      t.databaseUrl,
      'select count(*)::int as n from audit_log',
    );
    expect(before!.n).toBeGreaterThan(0);
    for (const statement of [
      "update audit_log set address = 'apagado'",
      'delete from audit_log',
      'truncate audit_log',
    ]) {
      await expect(queryRows(t.databaseUrl, statement)).rejects.toThrow(/append-only/);
    }
    const [after] = await queryRows<{ n: number; changed: number }>(
      t.databaseUrl,
      "select count(*)::int as n, count(*) filter (where address = 'apagado')::int as changed from audit_log",
    );
    expect(after).toEqual({ n: before!.n, changed: 0 });
  });

  it('a change outside any request is the system’s: no user, no address', async () => {
    await queryRows(t.databaseUrl, "update zones set description = 'pelo sistema' where id = 1");
    const [row] = (await trailOf('zones', 1)).filter((entry) => entry.action === 'UPDATE');
    expect(row).toMatchObject({ userId: null, address: null, requestId: null });
  });
});
