import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The M-Pesa operations through the live gateway in front of the real api (which here only records requests:
// no worker, so a request stays as recorded, PENDING).
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let token: string;
let adminToken: string;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  token = await api.login('tecnico', 'tecnico123');
  adminToken = await api.login('admin', 'admin123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const REQUEST = `mutation Request($input: RequestMpesaPaymentInput!) {
  requestMpesaPayment(input: $input) {
    mpesaPayment { id clientId invoiceIds msisdn amount status statusLabel transactionReference receiptId }
    message
    inputErrors { field message }
  }
}`;

interface Payload {
  mpesaPayment: {
    id: string;
    invoiceIds: string[];
    msisdn: string;
    amount: string;
    status: string;
    statusLabel: string;
    transactionReference: string;
    receiptId: string | null;
  } | null;
  message: string | null;
}

async function unpaidInvoiceOfSomeClient(): Promise<{ clientId: number; invoiceId: number; total: string }> {
  const { rows } = await api.app.pool.query<{ client_id: number; invoice_id: number; total: string }>(
    `select k.client_id, i.id as invoice_id, i.total_amount::text as total
       from invoices i join contracts k on k.id = i.contract_id
      where i.payment_status is null and i.total_amount > 0
      order by i.id limit 1`,
  );
  const row = rows[0]!;
  return { clientId: row.client_id, invoiceId: row.invoice_id, total: row.total };
}

describe('M-Pesa over GraphQL', () => {
  it('records a request, reads it back for the polling screen and lists it', async () => {
    const bill = await unpaidInvoiceOfSomeClient();
    const answer = await gateway.graphql<{ requestMpesaPayment: Payload }>(REQUEST, {
      variables: {
        input: {
          clientId: String(bill.clientId),
          invoiceIds: [String(bill.invoiceId)],
          msisdn: '+258 85 123 4567',
        },
      },
      token,
    });
    const created = answer.data!.requestMpesaPayment;
    expect(created.message).toBeNull();
    expect(created.mpesaPayment).toMatchObject({
      invoiceIds: [String(bill.invoiceId)],
      msisdn: '851234567',
      status: 'PENDING',
      statusLabel: 'Na fila',
      receiptId: null,
    });
    // What the invoice owes today: its total, plus its fine when overdue.
    expect(Number(created.mpesaPayment!.amount)).toBeGreaterThanOrEqual(Number(bill.total));

    const id = created.mpesaPayment!.id;
    const one = await gateway.graphql<{ mpesaPayment: { id: string; status: string } }>(
      'query One($id: ID!) { mpesaPayment(id: $id) { id status } }',
      { variables: { id }, token },
    );
    expect(one.data!.mpesaPayment).toEqual({ id, status: 'PENDING' });
    const page = await gateway.graphql<{ mpesaPaymentsPage: { total: number; items: { id: string }[] } }>(
      '{ mpesaPaymentsPage(page: 1, size: 5, status: ["PENDING"]) { total items { id } } }',
      { token },
    );
    expect(page.data!.mpesaPaymentsPage.items.map((row) => row.id)).toContain(id);

    // A second request for the same invoice while the first is open: the api's Portuguese refusal.
    const again = await gateway.graphql<{ requestMpesaPayment: Payload }>(REQUEST, {
      variables: {
        input: { clientId: String(bill.clientId), invoiceIds: [String(bill.invoiceId)], msisdn: '851234567' },
      },
      token,
    });
    expect(again.data!.requestMpesaPayment).toMatchObject({
      mpesaPayment: null,
      message: messages.mpesa.api.invoicesInOpenRequest(String(bill.invoiceId)),
    });

    // Only a paid request can be reversed.
    const reverse = await gateway.graphql<{ reverseMpesaPayment: Payload }>(
      'mutation R($id: ID!) { reverseMpesaPayment(id: $id) { mpesaPayment { id } message } }',
      { variables: { id }, token: adminToken },
    );
    expect(reverse.data!.reverseMpesaPayment).toEqual({
      mpesaPayment: null,
      message: messages.mpesa.api.notReversible,
    });
  });

  it('refuses a number that is not Vodacom, naming the field', async () => {
    const bill = await unpaidInvoiceOfSomeClient();
    const answer = await gateway.graphql<{
      requestMpesaPayment: Payload & { inputErrors: { field: string }[] };
    }>(REQUEST, {
      variables: {
        input: { clientId: String(bill.clientId), invoiceIds: [String(bill.invoiceId)], msisdn: '821234567' },
      },
      token,
    });
    expect(answer.data!.requestMpesaPayment.mpesaPayment).toBeNull();
    expect(answer.data!.requestMpesaPayment.inputErrors).toEqual([
      { field: 'msisdn', message: messages.mpesa.api.notVodacom },
    ]);
  });
});

describe('Reconciliação M-Pesa through the gateway', () => {
  async function uploadStatement(csv: string, bearer: string) {
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'extracto.csv');
    return fetch(`${gateway.url}/files/mpesa/statements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}` },
      body: form,
    });
  }

  const STATEMENT = `query S($id: ID!, $size: Int! = 20) {
    mpesaStatement(id: $id) {
      fileName
      matched { count total }
      unmatched { count total }
      lines(page: 1, size: $size) { total items { id transactionId amount match matchLabel receiptId clientName } }
    }
  }`;
  const ATTACH = `mutation A($input: AttachMpesaStatementLineInput!) {
    attachMpesaStatementLine(input: $input) { line { match receiptId clientId } receiptId message }
  }`;

  it('uploads a statement by /files, reads it over GraphQL and attaches its unmatched line once', async () => {
    const transactionId = `GW${Date.now().toString(36).toUpperCase()}`;
    const refusedToTech = await uploadStatement(`Receipt No.;Paid In\n${transactionId};75,50\n`, token);
    expect(refusedToTech.status).toBe(403);
    const uploaded = await uploadStatement(`Receipt No.;Paid In\n${transactionId};75,50\n`, adminToken);
    expect(uploaded.status).toBe(201);
    const statementId = String(((await uploaded.json()) as { id: number }).id);

    const read = await gateway.graphql<{
      mpesaStatement: {
        fileName: string;
        unmatched: { count: number; total: string };
        lines: {
          total: number;
          items: { id: string; transactionId: string; amount: string; match: string; matchLabel: string }[];
        };
      };
    }>(STATEMENT, { variables: { id: statementId }, token });
    const statement = read.data!.mpesaStatement;
    expect(statement.fileName).toBe('extracto.csv');
    expect(statement.unmatched).toEqual({ count: 1, total: '75.50' });
    expect(statement.lines.total).toBe(1);
    expect(statement.lines.items[0]).toMatchObject({
      transactionId,
      amount: '75.50',
      match: 'UNMATCHED',
      matchLabel: 'Sem correspondência',
    });

    const { clientId } = await unpaidInvoiceOfSomeClient();
    const input = { statementId, lineId: statement.lines.items[0]!.id, clientId: String(clientId) };
    const byTech = await gateway.graphql(ATTACH, { variables: { input }, token });
    expect(byTech.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const attached = await gateway.graphql<{
      attachMpesaStatementLine: {
        line: { match: string; receiptId: string };
        receiptId: string;
        message: null;
      };
    }>(ATTACH, { variables: { input }, token: adminToken });
    const payload = attached.data!.attachMpesaStatementLine;
    expect(payload.message).toBeNull();
    expect(payload.line).toMatchObject({ match: 'MATCHED', receiptId: payload.receiptId });
    const again = await gateway.graphql<{ attachMpesaStatementLine: { receiptId: string } }>(ATTACH, {
      variables: { input },
      token: adminToken,
    });
    expect(again.data!.attachMpesaStatementLine.receiptId).toBe(payload.receiptId);

    const missing = await gateway.graphql<{ mpesaStatement: null }>(STATEMENT, {
      variables: { id: '999999' },
      token,
    });
    expect(missing.data!.mpesaStatement).toBeNull();

    // A page is bounded: more lines than the api serves at once is refused, naming the field.
    const tooMany = await gateway.graphql(STATEMENT, { variables: { id: statementId, size: 101 }, token });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'Linhas por página deve ser menor ou igual a 100.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
