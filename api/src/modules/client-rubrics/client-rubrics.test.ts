import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import {
  balanceOf,
  balancesOffLedger,
  type Call,
  type Customer,
  caller,
  newCustomer,
} from '../receipts/receipt-fixtures.ts';

const api = { ...messages.clientRubrics.api, ...messages.ledger.api };
const VISIT = 4; // Vistoria Técnica, 350,00 MZN in the demo
const COPY = 5; // Segunda Via de Factura, 50,00 MZN

let t: TestApp;
let call: Call;
let admin: Record<string, string>;
let tech: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
});
afterAll(() => t?.close());

const ledgerOf = (reference: string) =>
  queryRows<{ kind: string; amount: string }>(
    t.databaseUrl,
    'select kind, amount from ledger_entries where reference = $1 order by id',
    [reference],
  );

async function unchanged<T>(action: () => Promise<T>): Promise<T> {
  const before = [
    await countRows(t.databaseUrl, 'client_rubrics'),
    await countRows(t.databaseUrl, 'ledger_entries'),
  ];
  const result = await action();
  expect([
    await countRows(t.databaseUrl, 'client_rubrics'),
    await countRows(t.databaseUrl, 'ledger_entries'),
  ]).toEqual(before);
  return result;
}

describe('POST /client-rubrics', () => {
  let a: Customer;

  beforeAll(async () => {
    a = await newCustomer(call, admin);
  });

  it("debits price × quantity to the client's active contract and answers the seed shape", async () => {
    const response = await call(tech, 'POST', '/client-rubrics', {
      clientId: a.clientId,
      rubricId: VISIT,
      quantity: 2,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.statusCode).toBe(201);
    expect(body.ClientRubrics).toMatchObject({
      clientId: a.clientId,
      rubricId: VISIT,
      rubricName: 'Vistoria Técnica',
      contractId: a.contractId,
      quantity: 2,
      unitPrice: 350,
      amount: 700,
      reversed: false,
      createdBy: 2,
    });
    expect(await balanceOf(t, a.contractId)).toBe(-700);
    expect(await ledgerOf(`client-rubric:${body.ClientRubrics.id}`)).toEqual([
      { kind: 'RUBRIC_CHARGE', amount: '-700.00' },
    ]);
    const single = await call(tech, 'POST', '/client-rubrics', { clientId: a.clientId, rubricId: COPY });
    expect(single.json().ClientRubrics).toMatchObject({ quantity: 1, amount: 50 });
    expect(await balanceOf(t, a.contractId)).toBe(-750);
    const listed = await call(tech, 'GET', `/client-rubrics/client/${a.clientId}`);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(
      listed
        .json()
        .map((row: { rubricId: number }) => row.rubricId)
        .sort(),
    ).toEqual([VISIT, COPY]);
    const one = await call(tech, 'GET', `/client-rubrics/${single.json().ClientRubrics.id}`);
    expect(one.json()).toEqual(single.json().ClientRubrics);
  });

  it('refuses a bad quantity, an unknown rubric or client, nothing changed', async () => {
    await unchanged(async () => {
      for (const quantity of [0, -1, 1.5, 'dois']) {
        const response = await call(tech, 'POST', '/client-rubrics', {
          clientId: a.clientId,
          rubricId: VISIT,
          quantity,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().details).toEqual([{ field: 'quantity', message: api.quantityPositive }]);
      }
      const rubric = await call(tech, 'POST', '/client-rubrics', { clientId: a.clientId, rubricId: 999 });
      expect(rubric.json()).toMatchObject({
        statusCode: 400,
        details: [{ field: 'rubricId', message: api.rubricNotFound }],
      });
      const client = await call(tech, 'POST', '/client-rubrics', { clientId: 999999, rubricId: VISIT });
      expect(client.json()).toMatchObject({
        statusCode: 400,
        details: [{ field: 'clientId', message: api.clientNotFound }],
      });
    });
  });

  it('asks which contract when the client has several active ones, and refuses a client with none', async () => {
    const b = await newCustomer(call, admin);
    const meter = await call(admin, 'POST', '/client-meter', { clientId: b.clientId });
    const second = await call(admin, 'POST', '/contract', {
      startDate: '2020-01-01',
      clientId: b.clientId,
      meterId: meter.json().meterId,
      contractTypeId: 2,
    });
    const several = await unchanged(() =>
      call(tech, 'POST', '/client-rubrics', { clientId: b.clientId, rubricId: COPY }),
    );
    expect(several.json()).toMatchObject({
      statusCode: 400,
      details: [{ field: 'contractId', message: api.severalActiveContracts }],
    });
    const named = await call(tech, 'POST', '/client-rubrics', {
      clientId: b.clientId,
      rubricId: COPY,
      contractId: second.json().contractId,
    });
    expect(named.json().ClientRubrics.contractId).toBe(second.json().contractId);
    const foreign = await unchanged(() =>
      call(tech, 'POST', '/client-rubrics', {
        clientId: b.clientId,
        rubricId: COPY,
        contractId: a.contractId,
      }),
    );
    expect(foreign.json().details).toEqual([{ field: 'contractId', message: api.contractNotOfClient }]);

    for (const contractId of [b.contractId, second.json().contractId]) {
      await call(admin, 'PUT', `/contract/${contractId}`, {
        contractTypeId: 1,
        balance: 0,
        balanceReason: 'Contrato encerrado',
        contractStatus: 0,
      });
    }
    const none = await unchanged(() =>
      call(tech, 'POST', '/client-rubrics', { clientId: b.clientId, rubricId: COPY }),
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(api.noActiveContract);
  });

  it('answers a repeat with the same Idempotency-Key with the first answer, charging once', async () => {
    const c = await newCustomer(call, admin);
    const key = { 'idempotency-key': 'cobranca-1' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(tech, 'POST', '/client-rubrics', { clientId: c.clientId, rubricId: VISIT }, key),
      ),
    );
    expect(new Set(responses.map((response) => `${response.statusCode} ${response.body}`)).size).toBe(1);
    expect(responses[0]!.statusCode).toBe(201);
    expect(await balanceOf(t, c.contractId)).toBe(-350);
  });
});

describe('PUT and DELETE /client-rubrics/{id} (administrators)', () => {
  it('corrects the quantity through the ledger, reverses once, and keeps the charge marked reversed', async () => {
    const a = await newCustomer(call, admin);
    const charged = await call(tech, 'POST', '/client-rubrics', {
      clientId: a.clientId,
      rubricId: VISIT,
      quantity: 3,
    });
    const id = charged.json().ClientRubrics.id as number;
    expect((await call(tech, 'PUT', `/client-rubrics/${id}`, { quantity: 1 })).statusCode).toBe(403);
    expect((await call(tech, 'DELETE', `/client-rubrics/${id}?reason=Teste`)).statusCode).toBe(403);

    const fixed = await unchanged(() =>
      call(admin, 'PUT', `/client-rubrics/${id}`, { quantity: 1, rubricId: COPY }),
    );
    expect(fixed.json().details).toEqual([{ field: 'rubricId', message: api.chargeFieldFixed('Rúbrica') }]);
    const less = await call(admin, 'PUT', `/client-rubrics/${id}`, { quantity: 1, clientId: a.clientId });
    expect(less.statusCode).toBe(200);
    expect(less.json()).toMatchObject({ quantity: 1, amount: 350 });
    expect(await balanceOf(t, a.contractId)).toBe(-350);
    await call(admin, 'PUT', `/client-rubrics/${id}`, { quantity: 2 });
    expect(await balanceOf(t, a.contractId)).toBe(-700);

    expect((await call(admin, 'DELETE', `/client-rubrics/${id}?reason=Teste`)).statusCode).toBe(204);
    expect(await balanceOf(t, a.contractId)).toBe(0);
    expect(await ledgerOf(`client-rubric:${id}`)).toEqual([
      { kind: 'RUBRIC_CHARGE', amount: '-1050.00' },
      { kind: 'RUBRIC_REVERSAL', amount: '700.00' },
      { kind: 'RUBRIC_CHARGE', amount: '-350.00' },
      { kind: 'RUBRIC_REVERSAL', amount: '700.00' },
    ]);
    const kept = await call(tech, 'GET', `/client-rubrics/${id}`);
    expect(kept.json()).toMatchObject({ reversed: true, quantity: 2 });
    const again = await unchanged(() => call(admin, 'DELETE', `/client-rubrics/${id}?reason=Teste`));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(api.chargeAlreadyReversed);
    expect((await call(admin, 'PUT', `/client-rubrics/${id}`, { quantity: 5 })).statusCode).toBe(409);
    const live = await call(tech, 'GET', `/client-rubrics?clientIds=${a.clientId}&reversed=false`);
    expect(live.json()).toEqual([]);
    expect((await call(admin, 'DELETE', '/client-rubrics/999999?reason=Teste')).statusCode).toBe(404);
    expect(await balancesOffLedger(t)).toEqual([]);
  });

  it('lists, searches and pages the charges', async () => {
    const all = await call(tech, 'GET', '/client-rubrics');
    const total = await countRows(t.databaseUrl, 'client_rubrics');
    expect(all.headers['x-total-count']).toBe(String(total));
    const page = await call(tech, 'GET', '/client-rubrics?page=1&size=3&sort=createdAt,desc');
    expect(page.json()).toHaveLength(3);
    const visits = await call(tech, 'GET', '/client-rubrics?q=vistoria');
    expect(visits.json().length).toBeGreaterThan(0);
    expect(visits.json().every((row: { rubricName: string }) => row.rubricName === 'Vistoria Técnica')).toBe(
      true,
    );
  });
});
