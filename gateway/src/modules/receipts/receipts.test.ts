import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The real api on a fresh seeded database and the real gateway in front of it; the api's HTTP server counts every
// request it receives, so the test sees how many REST calls Pagar Factura's one query costs.
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

/**
 * A new client with a meter, an active contract and `count` unpaid invoices of 100,00 each, all past their limit
 * date (so each carries a fine as of today). The api's own pool writes them, faster than hundreds of REST calls.
 */
async function clientWithUnpaidInvoices(count: number): Promise<string> {
  const { rows } = await api.app.pool.query<{ client_id: number }>(
    `with c as (
       insert into clients (name, phone_number, address, zone_id)
       values ('Devedor ' || $1::int, '84' || lpad($1::text, 7, '0'), 'Rua do Teste', 1) returning id),
     m as (insert into client_meters (client_id) select id from c returning id, client_id),
     k as (
       insert into contracts (client_id, meter_id, contract_type_id, start_date)
       select client_id, id, 1, '2000-01-01' from m returning id, meter_id),
     r as (
       insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
       select k.meter_id, 1 + (g - 1) % 12, 2001 + (g - 1) / 12, 0, 10, 'APPROVED'
       from k, generate_series(1, $1::int) g returning id)
     insert into invoices (reading_id, contract_id, description, limit_date, amount)
     select r.id, k.id, 'Factura ' || r.id, '2026-01-01', 100 from r, k
     returning (select client_id from m) as client_id`,
    [count],
  );
  return String(rows[0]?.client_id);
}

const PAYMENT_SCREEN = `query Payment($clientId: ID!) {
  client(id: $clientId) {
    clientId name balance
    contract { contractId }
    unpaidInvoices { invoiceId description limitDate amount fineAmount totalAmount paymentStatus }
    receipts(limit: 5) { receiptId amount paymentMethodLabel reversed }
  }
  paymentMethods { value label }
}`;

interface PaymentClient {
  clientId: string;
  balance: string;
  unpaidInvoices: { invoiceId: string; fineAmount: string; totalAmount: string; paymentStatus: null }[];
  receipts: { receiptId: string; amount: string; reversed: boolean }[];
}

async function paymentScreen(clientId: string) {
  const before = apiRequests;
  const body = await gateway.graphql<{
    client: PaymentClient;
    paymentMethods: { value: string; label: string }[];
  }>(PAYMENT_SCREEN, { variables: { clientId }, token });
  expect(body.errors).toBeUndefined();
  return { data: body.data!, restCalls: apiRequests - before };
}

describe("Pagar Factura's query", () => {
  it('costs the same number of REST calls for 5 and for 50 unpaid invoices', async () => {
    const small = await paymentScreen(await clientWithUnpaidInvoices(5));
    const large = await paymentScreen(await clientWithUnpaidInvoices(50));

    expect(small.data.client.unpaidInvoices).toHaveLength(5);
    expect(large.data.client.unpaidInvoices).toHaveLength(50);
    // Overdue since January: every invoice shows a fine as of today, on top of its 100,00.
    for (const invoice of large.data.client.unpaidInvoices) {
      expect(Number(invoice.fineAmount)).toBeGreaterThan(0);
      expect(Number(invoice.totalAmount)).toBeGreaterThan(100);
    }
    expect(large.data.paymentMethods[0]).toEqual({ value: 'MPESA', label: 'M-Pesa' });
    // client, its contracts, their unpaid invoices, its receipts, the payment methods: one call each.
    expect(small.restCalls).toBe(5);
    expect(large.restCalls).toBe(small.restCalls);
  });
});

const PAY = `mutation Pay($input: PayInvoicesInput!) {
  payInvoices(input: $input) {
    receipt { receiptId amount settledAmount balanceAfter invoices { invoiceId totalAmount } }
    paidInvoices { invoiceId paymentStatus receiptId }
    client { clientId balance unpaidInvoices { invoiceId } receipts(limit: 5) { receiptId } }
    message inputErrors { field message }
  }
}`;

interface PayAnswer {
  payInvoices: {
    receipt: {
      receiptId: string;
      amount: string;
      settledAmount: string;
      balanceAfter: string;
      invoices: { invoiceId: string; totalAmount: string }[];
    } | null;
    paidInvoices: { invoiceId: string; paymentStatus: string; receiptId: string }[];
    client: PaymentClient | null;
    message: string | null;
  };
}

const cents = (money: string) => Math.round(Number(money) * 100);
const money = (centavos: number) => (centavos / 100).toFixed(2);

describe('payInvoices', () => {
  it('answers the receipt, the paid invoices and the client as it now stands; a repeated key pays once', async () => {
    const clientId = await clientWithUnpaidInvoices(3);
    const { data } = await paymentScreen(clientId);
    const [first, second] = data.client.unpaidInvoices;
    const due = cents(first!.totalAmount) + cents(second!.totalAmount);
    // 50,00 more than the two invoices: it stays as credit.
    const input = {
      clientId,
      invoiceIds: [first!.invoiceId, second!.invoiceId],
      amount: money(due + 5_000),
      paymentMethod: 'MPESA',
      idempotencyKey: crypto.randomUUID(),
    };

    const answers = await Promise.all(
      [1, 2, 3].map(() => gateway.graphql<PayAnswer>(PAY, { variables: { input }, token })),
    );
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const paid = answers[0]!.data!.payInvoices;
    expect(paid.message).toBeNull();
    expect(answers.map((answer) => answer.data!.payInvoices.receipt?.receiptId)).toEqual(
      Array(3).fill(paid.receipt!.receiptId),
    );
    expect(paid.receipt!.amount).toBe(money(due + 5_000));
    expect(paid.receipt!.settledAmount).toBe(money(due));
    expect(paid.paidInvoices.map((invoice) => invoice.paymentStatus)).toEqual(['PAID', 'PAID']);
    expect(paid.client!.balance).toBe('50.00');
    expect(paid.client!.unpaidInvoices.map((invoice) => invoice.invoiceId)).toEqual([
      data.client.unpaidInvoices[2]!.invoiceId,
    ]);
    expect(paid.client!.receipts[0]!.receiptId).toBe(paid.receipt!.receiptId);
    const stored = await api.app.pool.query('select id from receipts where client_id = $1', [
      Number(clientId),
    ]);
    expect(stored.rowCount).toBe(1);
  });

  it('answers a refusal in Portuguese, with nothing paid', async () => {
    const clientId = await clientWithUnpaidInvoices(1);
    const { data } = await paymentScreen(clientId);
    const body = await gateway.graphql<PayAnswer>(PAY, {
      variables: {
        input: {
          clientId,
          invoiceIds: [data.client.unpaidInvoices[0]!.invoiceId],
          amount: '1.00',
          paymentMethod: 'MPESA',
          idempotencyKey: crypto.randomUUID(),
        },
      },
      token,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.payInvoices.receipt).toBeNull();
    expect(body.data!.payInvoices.message).toMatch(/^Valor: insuficiente/);
    expect((await paymentScreen(clientId)).data.client.unpaidInvoices).toHaveLength(1);
  });
});

const REVERSE = `mutation Reverse($id: ID!) {
  reverseReceipt(id: $id, reason: "Pago em duplicado") {
    receipt { receiptId reversed }
    client { balance unpaidInvoices { invoiceId } }
    message
  }
}`;

describe('reverseReceipt', () => {
  it('lets an administrator annul a payment: the invoices are unpaid again and the balance is restored', async () => {
    const clientId = await clientWithUnpaidInvoices(2);
    const { data } = await paymentScreen(clientId);
    const invoice = data.client.unpaidInvoices[0]!;
    const paid = await gateway.graphql<PayAnswer>(PAY, {
      variables: {
        input: {
          clientId,
          invoiceIds: [invoice.invoiceId],
          amount: invoice.totalAmount,
          paymentMethod: 'NUMERARIO',
          idempotencyKey: crypto.randomUUID(),
        },
      },
      token,
    });
    const receiptId = paid.data!.payInvoices.receipt!.receiptId;

    const refused = await gateway.graphql(REVERSE, { variables: { id: receiptId }, token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const reversed = await gateway.graphql<{
      reverseReceipt: {
        receipt: { reversed: boolean };
        client: { balance: string; unpaidInvoices: unknown[] };
      };
    }>(REVERSE, { variables: { id: receiptId }, token: adminToken });
    expect(reversed.errors).toBeUndefined();
    expect(reversed.data!.reverseReceipt.receipt.reversed).toBe(true);
    expect(reversed.data!.reverseReceipt.client.balance).toBe('0.00');
    expect(reversed.data!.reverseReceipt.client.unpaidInvoices).toHaveLength(2);
  });
});

const INVOICES_PAGE = `query Invoices($search: String, $zoneId: ID) {
  invoicesPage(page: 1, size: 5, search: $search, sort: "invoiceId,desc", zoneId: $zoneId) {
    total items { invoiceId clientName zoneId readingMonth readingYear }
  }
}`;
const RECEIPTS_PAGE = `query Receipts($search: String) {
  receiptsPage(page: 1, size: 5, search: $search) { total items { receiptId clientName amount } }
}`;

describe('the invoice and receipt lists', () => {
  it('page, filter by zone and search on the api', async () => {
    const all = await gateway.graphql<{ invoicesPage: { total: number; items: { zoneId: string }[] } }>(
      INVOICES_PAGE,
      { token },
    );
    expect(all.errors).toBeUndefined();
    expect(all.data!.invoicesPage.items).toHaveLength(5);
    const zone = await gateway.graphql<{ invoicesPage: { total: number; items: { zoneId: string }[] } }>(
      INVOICES_PAGE,
      { variables: { zoneId: '2' }, token },
    );
    expect(zone.data!.invoicesPage.total).toBeLessThan(all.data!.invoicesPage.total);
    expect(zone.data!.invoicesPage.items.every((row) => String(row.zoneId) === '2')).toBe(true);

    const receipts = await gateway.graphql<{
      receiptsPage: { total: number; items: { clientName: string }[] };
    }>(RECEIPTS_PAGE, { token });
    expect(receipts.errors).toBeUndefined();
    expect(receipts.data!.receiptsPage.items).toHaveLength(5);
    const name = receipts.data!.receiptsPage.items[0]!.clientName;
    const searched = await gateway.graphql<{
      receiptsPage: { total: number; items: { clientName: string }[] };
    }>(RECEIPTS_PAGE, { variables: { search: name }, token });
    expect(searched.data!.receiptsPage.total).toBeLessThan(receipts.data!.receiptsPage.total);
    expect(searched.data!.receiptsPage.items.every((row) => row.clientName === name)).toBe(true);
  });
});
