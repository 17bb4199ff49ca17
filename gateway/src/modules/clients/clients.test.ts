import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The real api on a fresh seeded database and the real gateway in front of it; the api's HTTP server counts every
// request it receives, so the test sees exactly how many REST calls a GraphQL query costs.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let token: string;
let adminToken: string;
let apiRequests = 0;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  api.app.server.on('request', () => {
    apiRequests += 1;
  });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  token = await api.login('tecnico', 'tecnico123');
  adminToken = await api.login('admin', 'admin123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

// The api's own pool reaches this test's database directly, to add rows faster than 900 REST calls would.
async function sql(text: string): Promise<void> {
  await api.app.pool.query(text);
}

const CUSTOMERS = `query Customers($size: Int!) {
  clientsPage(page: 1, size: $size, sort: "clientId,asc") {
    total
    items {
      clientId name phoneNumber
      zone { zoneId designation enterprise { name } }
      meters { meterId brand }
      contract { contractId contractStatus balance contractTypeId contractType { designation } }
      contracts { contractId }
      balance
      unpaidInvoices { invoiceId contractId paymentStatus totalAmount }
    }
  }
}`;

interface CustomerRow {
  clientId: string;
  zone: { designation: string; enterprise: { name: string } } | null;
  meters: { meterId: string }[];
  contract: { contractId: string; balance: string; contractType: { designation: string } | null } | null;
  balance: string;
  unpaidInvoices: { invoiceId: string; paymentStatus: string | null }[];
}

async function customers(size: number) {
  const before = apiRequests;
  const body = await gateway.graphql<{ clientsPage: { total: number; items: CustomerRow[] } }>(CUSTOMERS, {
    variables: { size },
    token,
  });
  expect(body.errors).toBeUndefined();
  return { page: body.data!.clientsPage, restCalls: apiRequests - before };
}

describe('the customers page query', () => {
  it('costs the same number of REST calls for 5 and for 50 clients', async () => {
    // 450 more clients than the demo's 50, each with a meter and an active contract. A page of 50 with every nested
    // list is as large as the cost limit allows (graphql-limits.ts counts each list by its page size).
    await sql(`
      with c as (
        insert into clients (name, phone_number, address, zone_id)
        select 'Cliente ' || g, '84' || lpad(g::text, 7, '0'), 'Rua ' || g, 1 + g % 5
        from generate_series(1, 450) g returning id),
      m as (insert into client_meters (client_id) select id from c returning id, client_id)
      insert into contracts (client_id, meter_id, contract_type_id, start_date)
      select client_id, id, 1 + id % 3, '2026-01-01' from m`);

    const small = await customers(5);
    const large = await customers(50);

    expect(small.page.items).toHaveLength(5);
    expect(large.page.items).toHaveLength(50);
    expect(large.page.total).toBeGreaterThanOrEqual(500);
    for (const row of large.page.items) {
      expect(row.zone?.designation).toBeTruthy();
      expect(row.meters.length).toBeGreaterThan(0);
      expect(row.contract?.contractType?.designation).toBeTruthy();
      expect(row.balance).toBe(row.contract?.balance);
    }
    // The demo's unpaid invoices reach their clients, whatever the page size.
    const unpaid = await api.app.pool.query<{ client_id: number; n: string }>(
      `select ct.client_id, count(*) as n from invoices i join contracts ct on ct.id = i.contract_id
       where i.payment_status is null group by ct.client_id`,
    );
    const expected = new Map(unpaid.rows.map((row) => [String(row.client_id), Number(row.n)]));
    expect(expected.size).toBeGreaterThan(0);
    for (const row of large.page.items) {
      expect(row.unpaidInvoices.length).toBe(expected.get(String(row.clientId)) ?? 0);
      expect(row.unpaidInvoices.every((invoice) => invoice.paymentStatus === null)).toBe(true);
    }
    // clients page, zones, enterprises, meters, contracts, contract types, unpaid invoices: one batch each.
    expect(small.restCalls).toBe(7);
    expect(large.restCalls).toBe(small.restCalls);
  });
});

const CREATE_CLIENT = `mutation($input: ClientInput!) {
  createClient(input: $input) { client { clientId zoneId } meter { meterId brand cubicMeters } message inputErrors { field message } }
}`;
const CREATE_CONTRACT = `mutation($input: ContractInput!) {
  createContract(input: $input) { contract { contractId contractStatus balance contractType { designation } } message inputErrors { field message } }
}`;
const UPDATE_CUSTOMER = `mutation($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) {
    contractUpdated balanceAdjustment message inputErrors { field message }
    client { name contract { contractTypeId balance contractStatus } }
  }
}`;

describe('the wizard and the customer edit', () => {
  const client = {
    name: 'Lurdes Nhantumbo',
    phoneNumber: '823334444',
    zoneId: '2',
    address: 'Av. Acordos de Lusaka',
  };

  it('creates a client with its meter, then its contract, and edits both', async () => {
    const created = await gateway.graphql<{ createClient: Record<string, never> }>(CREATE_CLIENT, {
      variables: { input: client },
      token,
    });
    const payload = created.data!.createClient as unknown as {
      client: { clientId: string };
      meter: { meterId: string; brand: string; cubicMeters: number };
    };
    expect(payload.meter).toMatchObject({ brand: 'Genérico', cubicMeters: 0 });

    const contract = await gateway.graphql<{
      createContract: { contract: { contractId: string; contractStatus: number; balance: string } };
    }>(CREATE_CONTRACT, {
      variables: {
        input: {
          startDate: '2026-11-20',
          clientId: payload.client.clientId,
          meterId: payload.meter.meterId,
          contractTypeId: '1',
        },
      },
      token,
    });
    const saved = contract.data!.createContract.contract;
    expect(saved).toMatchObject({ contractStatus: 1, balance: '0.00' });

    const edit = (balance: string, balanceReason?: string, as = adminToken, name = 'Lurdes A. Nhantumbo') =>
      gateway.graphql<{
        updateCustomer: {
          contractUpdated: boolean;
          balanceAdjustment: string | null;
          message: string | null;
          inputErrors: { field: string; message: string }[];
          client: { contract: { balance: string } } | null;
        };
      }>(UPDATE_CUSTOMER, {
        variables: {
          input: {
            clientId: payload.client.clientId,
            client: { ...client, name },
            contract: {
              contractId: saved.contractId,
              contractTypeId: '1',
              balance,
              contractStatus: 1,
              ...(balanceReason ? { balanceReason } : {}),
            },
          },
        },
        token: as,
      });
    // A Técnico edits the client and the contract's type and status, never its balance.
    const unchanged = await edit('0.00', undefined, token);
    expect(unchanged.data!.updateCustomer).toMatchObject({ contractUpdated: false, balanceAdjustment: null });
    const byTechnician = await edit('75.5', 'Depósito', token);
    expect(byTechnician.errors?.[0]).toMatchObject({
      message: messages.clients.api.balanceAdminOnly,
      extensions: { code: 'FORBIDDEN' },
    });
    // A changed balance is an adjustment: without its reason the api refuses it, naming the field.
    const unexplained = await edit('75.5', undefined, adminToken, 'Lurdes Nhantumbo (não guardado)');
    expect(unexplained.data!.updateCustomer.inputErrors.map((error) => error.field)).toContain(
      'balanceReason',
    );
    // The refused contract change takes the client's own edits with it: one form, one save.
    const refusedByRole = await edit('80', 'Depósito', token, 'Lurdes Nhantumbo (técnico)');
    expect(refusedByRole.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const afterRefusals = await gateway.graphql<{ client: { name: string } }>(
      'query ($id: ID!) { client(id: $id) { name } }',
      { variables: { id: payload.client.clientId }, token: adminToken },
    );
    expect(afterRefusals.data!.client.name).toBe('Lurdes A. Nhantumbo');
    const changed = await edit('75.5', 'Depósito feito no balcão');
    expect(changed.data!.updateCustomer).toMatchObject({ contractUpdated: true, balanceAdjustment: '75.50' });
    expect(changed.data!.updateCustomer.client!.contract.balance).toBe('75.50');
  });

  it('answers a refused client with the fields to fix, not an error', async () => {
    const body = await gateway.graphql<{
      createClient: { client: null; message: string; inputErrors: { field: string }[] };
    }>(CREATE_CLIENT, { variables: { input: { ...client, phoneNumber: 'abc', name: '' } }, token });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createClient.client).toBeNull();
    expect(body.data!.createClient.inputErrors.map((error) => error.field).sort()).toEqual([
      'name',
      'phoneNumber',
    ]);
  });
});
