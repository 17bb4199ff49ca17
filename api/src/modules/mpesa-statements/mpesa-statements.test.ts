import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import {
  balanceOf,
  balancesOffLedger,
  type Call,
  caller,
  invoicesOffReceipts,
  monthAfter,
  newCustomer,
  readMonth,
} from '../receipts/receipt-fixtures.ts';
import { parseStatementAmount, parseStatementDate } from './statement-csv.ts';

// The M-Pesa statement reconciliation on the real database: statements uploaded as multipart through the api,
// matched against receipts paid through POST /receipt, and unmatched lines attached to clients.

const a = messages.mpesa.statement.api;
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

function multipart(file: Buffer | string, fileName = 'extracto.csv', type = 'text/csv') {
  const boundary = '----agua-statement-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(file) ? file : Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(file: Buffer | string, headers = admin, fileName?: string, type?: string) {
  const body = multipart(file, fileName, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/mpesa-statement/upload',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

let month = 0;
let serial = 0;
const txId = () => {
  serial += 1;
  return `TST${Date.now().toString(36).toUpperCase()}${serial}`;
};

/** A customer with two unpaid invoices (325,00 each: 10 m³ a month on Doméstico). */
async function customerWithBills() {
  const customer = await newCustomer(call, admin);
  const first = await readMonth(call, tech, customer.meterId, monthAfter(month), 10);
  const second = await readMonth(call, tech, customer.meterId, monthAfter(month + 1), 20);
  month += 2;
  return { ...customer, invoices: [first, second] };
}

/** A receipt paid with M-Pesa through POST /receipt, given the transaction id as its reference. */
async function mpesaReceipt(amount: number, transactionId: string) {
  const customer = await newCustomer(call, admin);
  const paid = await call(admin, 'POST', '/receipt', {
    clientId: customer.clientId,
    amount,
    paymentMethod: 'MPESA',
  });
  expect(paid.statusCode).toBe(201);
  const receiptId = paid.json().receiptID as number;
  await queryRows(t.databaseUrl, 'update receipts set reference = $2 where id = $1', [
    receiptId,
    transactionId,
  ]);
  return { ...customer, receiptId };
}

const receiptsWithReference = (reference: string) =>
  queryRows<{ id: number; amount: string; client_id: number }>(
    t.databaseUrl,
    'select id, amount, client_id from receipts where reference = $1',
    [reference],
  );

/** Every line of a small statement, as the first page of GET …/lines gives them. */
async function linesOf(statementId: number) {
  const page = await call(tech, 'GET', `/mpesa-statement/${statementId}/lines?size=100`);
  expect(page.statusCode).toBe(200);
  return page.json() as { id: number; transactionId: string; match: string }[];
}

describe('reading the statement export', () => {
  it('reads amounts written either way and times in Maputo', () => {
    expect(parseStatementAmount('1.234,50')).toBe(123450);
    expect(parseStatementAmount('1234.50')).toBe(123450);
    expect(parseStatementAmount('1,234.50')).toBe(123450);
    expect(parseStatementAmount('1 234,5')).toBe(123450);
    expect(parseStatementAmount('650')).toBe(65000);
    expect(parseStatementAmount('MZN 1.000')).toBe(100000);
    expect(parseStatementAmount('')).toBe(0);
    expect(parseStatementAmount('12,34,5')).toBeNull();
    expect(parseStatementAmount('abc')).toBeNull();
    expect(parseStatementDate('2026-11-20 14:03:11')?.toISOString()).toBe('2026-11-20T12:03:11.000Z');
    expect(parseStatementDate('20/11/2026 14:03')?.toISOString()).toBe('2026-11-20T12:03:00.000Z');
    expect(parseStatementDate('31/02/2026')).toBeNull();
  });
});

describe('POST /mpesa-statement/upload', () => {
  it('sorts the lines into matched, amount-mismatched and unmatched, and lists the receipts it lacks', async () => {
    const [matchedId, mismatchedId, unmatchedId, lackedId] = [txId(), txId(), txId(), txId()];
    const matched = await mpesaReceipt(650, matchedId);
    await mpesaReceipt(300, mismatchedId);
    await mpesaReceipt(99, lackedId);
    const today = todayInMaputo();
    // The portal's layout: account lines above the header, ';' with decimal commas, Portuguese-free English names.
    const csv = [
      'Account Holder:;AGUA LDA',
      'Time Period:;Hoje',
      '',
      'Receipt No.;Completion Time;Initiation Time;Details;Transaction Status;Paid In;Withdrawn;Balance;Other Party Info',
      `${matchedId};${today} 00:00:01;${today} 00:00:00;Pagamento AGUA;Completed;650,00;;1.650,00;258841000001 - JOAO`,
      `${mismatchedId};${today} 00:00:02;;Pagamento;Completed;"1.300,00";;2.950,00;258841000002 - ANA`,
      `${unmatchedId};${today} 00:00:03;;Pagamento;Completed;325,00;;3.275,00;258841000003 - RUI`,
      `XFAILED1;${today} 00:00:04;;Pagamento;Failed;100,00;;3.275,00;258841000004`,
      `XOUT1;${today} 00:00:05;;Levantamento;Completed;;500,00;2.775,00;`,
    ].join('\r\n');
    // The lacked receipt is paid today too, so it falls inside the statement's period only if it is seen there.
    await queryRows(
      t.databaseUrl,
      `update receipts set payment_date = $2::timestamptz where reference = $1`,
      [lackedId, `${today}T00:00:02+02:00`],
    );
    const response = await upload(csv);
    expect(response.statusCode).toBe(201);
    const body = { ...response.json(), lines: await linesOf(response.json().id) };
    expect(
      body.lines.map((line: { transactionId: string; match: string }) => [line.transactionId, line.match]),
    ).toEqual([
      [matchedId, 'MATCHED'],
      [mismatchedId, 'MISMATCHED'],
      [unmatchedId, 'UNMATCHED'],
    ]);
    expect(body.lines[0]).toMatchObject({
      row: 5,
      amount: 650,
      expectedAmount: 650,
      receiptId: matched.receiptId,
      clientId: matched.clientId,
      msisdn: '841000001',
      matchLabel: 'Conciliadas',
    });
    expect(body.lines[1]).toMatchObject({ amount: 1300, expectedAmount: 300 });
    expect(body.lines[2]).toMatchObject({ amount: 325, expectedAmount: null, receiptId: null });
    expect(body.matched).toEqual({ count: 1, total: 650 });
    expect(body.mismatched).toEqual({ count: 1, total: 1300 });
    expect(body.unmatched).toEqual({ count: 1, total: 325 });
    expect(body.missingReceipts.map((receipt: { reference: string }) => receipt.reference)).toEqual([
      lackedId,
    ]);

    // Stored: reopened by anyone, listed among the statements.
    const reopened = await call(tech, 'GET', `/mpesa-statement/${body.id}`);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ id: body.id, lineCount: 3, unmatched: { count: 1, total: 325 } });
    const unmatched = await call(tech, 'GET', `/mpesa-statement/${body.id}/lines?match=UNMATCHED`);
    expect(unmatched.json().map((line: { transactionId: string }) => line.transactionId)).toEqual([
      unmatchedId,
    ]);
    expect(unmatched.headers['x-total-count']).toBe('1');
    const listed = await call(tech, 'GET', '/mpesa-statement?page=1&size=5');
    expect(listed.json()[0]).toMatchObject({ id: body.id, fileName: 'extracto.csv', lineCount: 3 });
  });

  it('takes ",", Portuguese header names without accents and amounts as 1234.50', async () => {
    const id = txId();
    const csv = `ID da Transaccao,Data,Detalhes,Telefone,Valor Recebido,Estado\n${id},20/11/2026 10:00,Pagamento,84 100 0009,1234.50,Concluído\n`;
    const response = await upload(csv);
    expect(response.statusCode).toBe(201);
    expect((await linesOf(response.json().id))[0]).toMatchObject({
      transactionId: id,
      amount: 1234.5,
      msisdn: '841000009',
      completedAt: '2026-11-20T08:00:00.000Z',
      match: 'UNMATCHED',
    });
  });

  it('refuses a malformed statement in Portuguese, naming every bad row, and stores nothing', async () => {
    const before = await queryRows<{ n: string }>(
      t.databaseUrl,
      'select count(*) as n from mpesa_statements',
    );
    const csv = [
      'Receipt No.;Completion Time;Paid In',
      'OK1;2026-11-20 10:00;100,00',
      'BAD2;2026-11-20 10:00;cem',
      'BAD3;32/13/2026;100,00',
      ';2026-11-20 10:00;50,00',
      'OK1;2026-11-20 11:00;100,00',
    ].join('\n');
    const response = await upload(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: a.rowsRefused(4),
      rows: [
        { row: 3, transactionId: 'BAD2', message: 'Linha 3: valor «cem» inválido.' },
        { row: 4, transactionId: 'BAD3', message: a.rowBadDate(4, '32/13/2026') },
        { row: 5, transactionId: '', message: 'Linha 5: falta o ID da transacção.' },
        { row: 6, transactionId: 'OK1', message: a.rowRepeated(6, 'OK1', 2) },
      ],
    });
    const after = await queryRows<{ n: string }>(t.databaseUrl, 'select count(*) as n from mpesa_statements');
    expect(after).toEqual(before);

    const noHeader = await upload('a;b;c\n1;2;3\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toBe(a.fileHeader);
    const wrongType = await upload(Buffer.from('%PDF-1.4'), admin, 'extracto.pdf', 'application/pdf');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe(a.fileType);
    const notMultipart = await call(admin, 'POST', '/mpesa-statement/upload', { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    const tooLarge = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(tooLarge.statusCode).toBe(413);
  });

  it('is refused to a Técnico (403), who may still read', async () => {
    const response = await upload(`Receipt No.;Paid In\n${txId()};10,00\n`, tech);
    expect(response.statusCode).toBe(403);
    expect((await call(tech, 'GET', '/mpesa-statement')).statusCode).toBe(200);
  });
});

describe('reading a 50 000-line statement', () => {
  it('answers the statement and its lines a bounded page at a time, in file order', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const rows = Array.from(
      { length: 50_000 },
      (_, i) => `BIG${stamp}X${i};2026-11-20 10:00;${(i % 900) + 1},00`,
    );
    const uploaded = await upload(['Receipt No.;Completion Time;Paid In', ...rows].join('\n'));
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json().id as number;
    // The whole statement used to come back in one 20 MB answer; now the answer is its groups and totals.
    expect(uploaded.body.length).toBeLessThan(200_000);
    const statement = await call(tech, 'GET', `/mpesa-statement/${id}`);
    expect(statement.body.length).toBeLessThan(200_000);
    expect(statement.json()).toMatchObject({ lineCount: 50_000, unmatched: { count: 50_000 } });

    const last = await call(tech, 'GET', `/mpesa-statement/${id}/lines?page=500&size=100`);
    expect(last.statusCode).toBe(200);
    expect(last.headers['x-total-count']).toBe('50000');
    expect(last.json()).toHaveLength(100);
    expect(last.json()[99]).toMatchObject({ row: 50_001, transactionId: `BIG${stamp}X49999`, amount: 500 });
    expect(last.body.length).toBeLessThan(100_000);

    const tooBig = await call(tech, 'GET', `/mpesa-statement/${id}/lines?size=101`);
    expect(tooBig.statusCode).toBe(400);
    const unknown = await call(tech, 'GET', '/mpesa-statement/999999/lines');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /mpesa-statement/{id}/lines/{lineId}/attach', () => {
  async function statementWith(amount: string) {
    const id = txId();
    const response = await upload(`Receipt No.;Completion Time;Paid In\n${id};;${amount}\n`);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const [line] = await linesOf(body.id);
    return { transactionId: id, statementId: body.id as number, lineId: line!.id };
  }
  const attach = (s: { statementId: number; lineId: number }, body: object, headers = admin) =>
    call(headers, 'POST', `/mpesa-statement/${s.statementId}/lines/${s.lineId}/attach`, body);

  it('pays the open invoices oldest first with one receipt and its ledger rows; the rest is credit', async () => {
    const c = await customerWithBills();
    // 325 + 325 owed; 700 pays both and leaves 50 as credit.
    const s = await statementWith('700,00');
    const attached = await attach(s, { clientId: c.clientId });
    expect(attached.statusCode).toBe(201);
    const body = attached.json();
    expect(body.line).toMatchObject({ match: 'MATCHED', receiptId: body.receiptId, clientId: c.clientId });
    const receipt = (await call(tech, 'GET', `/receipt/${body.receiptId}`)).json();
    expect(receipt).toMatchObject({
      amount: 700,
      paymentMethod: 'MPESA',
      invoiceIds: c.invoices.map((invoice) => invoice.invoiceId),
      purpose: a.attachPurpose(s.transactionId),
    });
    const ledger = await queryRows<{ kind: string; amount: string }>(
      t.databaseUrl,
      'select kind, amount from ledger_entries where reference = $1 order by id',
      [`receipt:${body.receiptId}`],
    );
    expect(ledger).toEqual([
      { kind: 'PAYMENT', amount: '700.00' },
      { kind: 'INVOICE_SETTLEMENT', amount: '-650.00' },
    ]);
    expect(await balanceOf(t, c.contractId)).toBe(50);

    // Attached again: the same receipt, nothing more.
    const again = await attach(s, { clientId: c.clientId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ receiptId: body.receiptId, replayed: true });
    expect(await receiptsWithReference(s.transactionId)).toHaveLength(1);
    // To another client: refused.
    const other = await newCustomer(call, admin);
    const refused = await attach(s, { clientId: other.clientId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(a.attachedToOther(body.receiptId));
    expect(await balancesOffLedger(t, [c.contractId, other.contractId])).toEqual([]);
    expect(await invoicesOffReceipts(t, [c.contractId])).toEqual([]);
  });

  it('pays only the oldest invoice an amount covers, and keeps the rest as credit', async () => {
    const c = await customerWithBills();
    const s = await statementWith('400');
    const body = (await attach(s, { clientId: c.clientId })).json();
    const receipt = (await call(tech, 'GET', `/receipt/${body.receiptId}`)).json();
    expect(receipt.invoiceIds).toEqual([c.invoices[0]!.invoiceId]);
    expect(await balanceOf(t, c.contractId)).toBe(75);
  });

  it('makes one receipt of 20 simultaneous attachments', async () => {
    const c = await customerWithBills();
    const s = await statementWith('650,00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => attach(s, { clientId: c.clientId })));
    expect(answers.filter((answer) => answer.statusCode >= 300).map((answer) => answer.body)).toEqual([]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    const receipts = await receiptsWithReference(s.transactionId);
    expect(receipts).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.json().receiptId))).toEqual(new Set([receipts[0]!.id]));
    const payments = await queryRows<{ n: string }>(
      t.databaseUrl,
      `select count(*) as n from ledger_entries where contract_id = $1 and kind = 'PAYMENT'`,
      [c.contractId],
    );
    expect(payments).toEqual([{ n: '1' }]);
    expect(await balancesOffLedger(t, [c.contractId])).toEqual([]);
    expect(await invoicesOffReceipts(t, [c.contractId])).toEqual([]);
  });

  it('is refused to a Técnico, for an unknown client or line, and changes nothing', async () => {
    const c = await customerWithBills();
    const s = await statementWith('10,00');
    const byTech = await attach(s, { clientId: c.clientId }, tech);
    expect(byTech.statusCode).toBe(403);
    const unknownClient = await attach(s, { clientId: 999_999 });
    expect(unknownClient.statusCode).toBe(400);
    const unknownLine = await call(admin, 'POST', `/mpesa-statement/${s.statementId}/lines/999999/attach`, {
      clientId: c.clientId,
    });
    expect(unknownLine.statusCode).toBe(404);
    expect(unknownLine.json().message).toBe(a.lineNotFound);
    expect(await receiptsWithReference(s.transactionId)).toEqual([]);
  });
});
