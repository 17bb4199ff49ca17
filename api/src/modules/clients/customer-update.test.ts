import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

// PUT /customer/{clientId}: the customer edit's one save. The client and its contract change together or not
// at all; the contract's rules are those of PUT /contract/{id} (docs/domain.md "Payments, receipts, balance").

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
});
afterAll(() => t?.close());

interface Customer {
  clientId: number;
  client: Record<string, unknown>;
  contractId: number;
  contractTypeId: number;
  balance: number;
}

/** Two different clients that each hold a contract, as the api answers them. */
async function twoCustomers(): Promise<[Customer, Customer]> {
  const rows = await queryRows<{ client_id: number; id: number; contract_type_id: number; balance: string }>(
    t.databaseUrl,
    `select distinct on (client_id) client_id, id, contract_type_id, balance
       from contracts order by client_id, id limit 2`,
  );
  const customers = await Promise.all(
    rows.map(async (row) => {
      const client = (
        await t.app.inject({ method: 'GET', url: `/api/v1/client/${row.client_id}`, headers: admin })
      ).json();
      const { clientId, createdAt, updatedAt, ...fields } = client;
      return {
        clientId,
        client: fields,
        contractId: row.id,
        contractTypeId: row.contract_type_id,
        balance: Number(row.balance),
      };
    }),
  );
  return customers as [Customer, Customer];
}

const save = (headers: Record<string, string>, clientId: number, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/customer/${clientId}`, headers, payload: body });

async function stored(customer: Customer) {
  const [row] = await queryRows<{ name: string; balance: string; entries: string }>(
    t.databaseUrl,
    `select cl.name, c.balance, (select count(*) from ledger_entries where contract_id = c.id) as entries
       from clients cl join contracts c on c.client_id = cl.id where c.id = $1`,
    [customer.contractId],
  );
  return row!;
}

describe('PUT /customer/{clientId}', () => {
  it('saves the client and a balance adjustment together, the adjustment a ledger row', async () => {
    const [customer] = await twoCustomers();
    const before = await stored(customer);
    const response = await save(admin, customer.clientId, {
      client: { ...customer.client, name: 'Cliente Editado Junto' },
      contract: {
        contractId: customer.contractId,
        contractTypeId: customer.contractTypeId,
        balance: customer.balance + 12.5,
        balanceReason: 'Depósito ao balcão',
        contractStatus: 1,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      client: { clientId: customer.clientId, name: 'Cliente Editado Junto' },
      contract: { contractId: customer.contractId, balance: customer.balance + 12.5 },
    });
    const after = await stored(customer);
    expect(after.name).toBe('Cliente Editado Junto');
    expect(Number(after.entries)).toBe(Number(before.entries) + 1);
  });

  it('keeps neither the client nor the contract when the contract change is refused', async () => {
    const [customer] = await twoCustomers();
    const before = await stored(customer);
    const edit = (headers: Record<string, string>, reason?: string) =>
      save(headers, customer.clientId, {
        client: { ...customer.client, name: 'Nome que não fica' },
        contract: {
          contractId: customer.contractId,
          contractTypeId: customer.contractTypeId,
          balance: Number(before.balance) - 500,
          ...(reason ? { balanceReason: reason } : {}),
          contractStatus: 1,
        },
      });
    const withoutReason = await edit(admin);
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().details).toContainEqual({
      field: 'balanceReason',
      message: messages.clients.balanceReasonRequired,
    });
    const byTechnician = await edit(tech, 'Correcção');
    expect(byTechnician.statusCode).toBe(403);
    expect(byTechnician.json().message).toBe(messages.clients.api.balanceAdminOnly);
    expect(await stored(customer)).toEqual(before);
  });

  it("refuses another client's contract, naming the field, and saves nothing", async () => {
    const [customer, other] = await twoCustomers();
    const before = await stored(customer);
    const otherBefore = await stored(other);
    const response = await save(admin, customer.clientId, {
      client: { ...customer.client, name: 'Nome que não fica' },
      contract: {
        contractId: other.contractId,
        contractTypeId: other.contractTypeId,
        balance: other.balance,
        contractStatus: 0,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      field: 'contractId',
      message: messages.clients.api.contractOfOtherClient,
    });
    expect(await stored(customer)).toEqual(before);
    expect(await stored(other)).toEqual(otherBefore);
  });

  it('saves the client alone when no contract is sent', async () => {
    const [customer] = await twoCustomers();
    const response = await save(tech, customer.clientId, {
      client: { ...customer.client, name: 'Só o Cliente' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ client: { name: 'Só o Cliente' } });
    expect(response.json().contract).toBeUndefined();
  });
});
