import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The real api on a fresh seeded database behind the real gateway: amounts set in PostgreSQL come out of GraphQL
// as exact decimal strings, and amounts typed in GraphQL reach PostgreSQL exactly, or are refused.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  admin = await api.login('admin', 'admin123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const CREATE_RUBRIC = `mutation ($input: RubricInput!) {
  createRubric(input: $input) { rubric { rubricId price } message inputErrors { field message } }
}`;
type CreateRubric = {
  createRubric: {
    rubric: { rubricId: string; price: string } | null;
    message: string | null;
    inputErrors: { field: string }[];
  };
};

let created = 0;
const createRubric = (price: unknown) => {
  created += 1;
  return gateway.graphql<CreateRubric>(CREATE_RUBRIC, {
    token: admin,
    variables: { input: { name: `Ligação ${created}`, description: 'Taxa de ligação', price } },
  });
};

async function storedPrice(rubricId: string): Promise<string> {
  const { rows } = await api.app.pool.query<{ price: string }>(
    'select price::text from rubrics where id = $1',
    [rubricId],
  );
  return rows[0]!.price;
}

async function rubricCount(): Promise<number> {
  const { rows } = await api.app.pool.query<{ n: string }>('select count(*) as n from rubrics');
  return Number(rows[0]!.n);
}

describe('Money out of the gateway', () => {
  it('writes sums exactly: 0.10 + 0.20 is "0.30", not 0.30000000000000004', async () => {
    const { rows } = await api.app.pool.query<{ reading_id: number }>(
      `update invoices set amount = 0.10, fine_amount = 0.20, payment_status = null, limit_date = '2999-12-31'
        where id = (select min(id) from invoices) returning reading_id`,
    );
    const body = await gateway.graphql<{ invoiceByReading: Record<string, string> }>(
      'query ($id: ID!) { invoiceByReading(readingId: $id) { amount fineAmount totalAmount } }',
      { token: admin, variables: { id: rows[0]!.reading_id } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.invoiceByReading).toEqual({ amount: '0.10', fineAmount: '0.20', totalAmount: '0.30' });
  });

  it('writes a debt with its sign and the largest balance numeric(14,2) holds with every digit', async () => {
    const { rows } = await api.app.pool.query<{ id: number; client_id: number }>(
      `select id, client_id from contracts c where contract_status = 1
          and not exists (select 1 from contracts o where o.client_id = c.client_id and o.id <> c.id)
        order by id limit 2`,
    );
    const [debtor, rich] = rows;
    await api.app.pool.query('update contracts set balance = -12 where id = $1', [debtor!.id]);
    await api.app.pool.query('update contracts set balance = 999999999999.99 where id = $1', [rich!.id]);
    const READ = `query ($a: ID!, $b: ID!) {
      debtor: client(id: $a) { balance contract { balance } }
      rich: client(id: $b) { balance contract { balance } }
    }`;
    const body = await gateway.graphql(READ, {
      token: admin,
      variables: { a: debtor!.client_id, b: rich!.client_id },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      debtor: { balance: '-12.00', contract: { balance: '-12.00' } },
      rich: { balance: '999999999999.99', contract: { balance: '999999999999.99' } },
    });
  });
});

describe('Money into the gateway', () => {
  it('sends the typed amount to the api exactly, as a string or a plain number', async () => {
    for (const [typed, stored, answered] of [
      ['0.30', '0.30', '0.30'],
      ['1234.5', '1234.50', '1234.50'],
      ['19.99', '19.99', '19.99'],
      [12.5, '12.50', '12.50'],
      ['999999999999.99', '999999999999.99', '999999999999.99'],
    ] as const) {
      const body = await createRubric(typed);
      expect(body.errors).toBeUndefined();
      const rubric = body.data!.createRubric.rubric!;
      expect(rubric.price).toBe(answered);
      expect(await storedPrice(rubric.rubricId)).toBe(stored);
    }
  });

  it('keeps a negative balance typed in the customer edit exactly', async () => {
    const { rows } = await api.app.pool.query<{
      id: number;
      client_id: number;
      contract_type_id: number;
      name: string;
      phone_number: string;
      zone_id: number;
      address: string;
    }>(
      `select c.id, c.client_id, c.contract_type_id, cl.name, cl.phone_number, cl.zone_id, cl.address
         from contracts c join clients cl on cl.id = c.client_id
        where c.contract_status = 1 and c.balance <> -1234.56 order by c.id desc limit 1`,
    );
    const row = rows[0]!;
    const body = await gateway.graphql<{ updateCustomer: { contractUpdated: boolean } }>(
      `mutation ($input: UpdateCustomerInput!) {
        updateCustomer(input: $input) { contractUpdated message client { contract { balance } } }
      }`,
      {
        token: admin,
        variables: {
          input: {
            clientId: row.client_id,
            client: {
              name: row.name,
              phoneNumber: row.phone_number,
              zoneId: row.zone_id,
              address: row.address,
            },
            contract: {
              contractId: row.id,
              contractTypeId: row.contract_type_id,
              balance: '-1234.56',
              balanceReason: 'Dívida antiga transferida',
              contractStatus: 1,
            },
          },
        },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      updateCustomer: { contractUpdated: true, message: null, client: { contract: { balance: '-1234.56' } } },
    });
    const stored = await api.app.pool.query<{ balance: string }>(
      'select balance::text from contracts where id = $1',
      [row.id],
    );
    expect(stored.rows[0]!.balance).toBe('-1234.56');
  });

  it('refuses a malformed amount with BAD_USER_INPUT and the catalogue text, and saves nothing', async () => {
    const before = await rubricCount();
    for (const typed of [
      '12,5.3',
      '1e3',
      '12.345',
      12.345,
      '12,50',
      ' 12.50',
      '',
      '-',
      '.5',
      'doze',
      1e21,
      '99999999999999999.99',
      true,
    ]) {
      const body = await createRubric(typed);
      expect(body.data ?? null, String(typed)).toBeNull();
      expect(body.errors, String(typed)).toHaveLength(1);
      // The field the amount was typed in is named (input.price).
      expect(body.errors![0]).toMatchObject({
        message: `price: ${messages.schema.money}`,
        extensions: { code: 'BAD_USER_INPUT', field: 'price' },
      });
    }
    expect(await rubricCount()).toBe(before);
  });

  it('refuses a malformed literal in the query text the same way', async () => {
    const before = await rubricCount();
    const body = await gateway.graphql(
      'mutation { createRubric(input: { name: "Ligação", description: "Taxa", price: 12.345 }) { rubric { rubricId } } }',
      { token: admin },
    );
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: messages.schema.money,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await rubricCount()).toBe(before);
  });

  it('lets a sign through the scalar and leaves a price that may not be negative to the api', async () => {
    const before = await rubricCount();
    const body = await createRubric('-1.00');
    expect(body.errors).toBeUndefined();
    expect(body.data!.createRubric.rubric).toBeNull();
    expect(body.data!.createRubric.inputErrors.map((error) => error.field)).toEqual(['price']);
    expect(await rubricCount()).toBe(before);
  });
});
