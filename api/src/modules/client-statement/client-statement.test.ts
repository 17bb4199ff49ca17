import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import {
  balanceOf,
  type Call,
  caller,
  makeOverdue,
  monthAfter,
  newCustomer,
  readMonth,
} from '../receipts/receipt-fixtures.ts';

// Total em dívida and the Extrato de conta through the api on the real database (docs/domain.md).

const run = promisify(execFile);
let t: TestApp;
let call: Call;
let admin: Record<string, string>;
let tech: Record<string, string>;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  folder = await mkdtemp(path.join(tmpdir(), 'agua-statement-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await t?.close();
});

/** A client with three invoices (325,00, 150,00, 150,00), the first 40 days overdue (+32,50), and a 350,00 charge. */
async function clientWithHistory() {
  const a = await newCustomer(call, admin);
  const first = (await readMonth(call, tech, a.meterId, monthAfter(0), 10)).invoiceId;
  const second = (await readMonth(call, tech, a.meterId, monthAfter(1), 12)).invoiceId;
  const third = (await readMonth(call, tech, a.meterId, monthAfter(2), 14)).invoiceId;
  await makeOverdue(t, first, 40);
  const charge = await call(tech, 'POST', '/client-rubrics', {
    clientId: a.clientId,
    rubricId: 4,
    quantity: 1,
  });
  expect(charge.statusCode, charge.body).toBe(201);
  return { ...a, invoiceIds: [first, second, third], chargeId: charge.json().ClientRubrics.id as number };
}

describe('GET /client-statement/debt', () => {
  it('adds the unpaid invoices, their fines as of today and the debt outside invoices, less the credit', async () => {
    const a = await clientWithHistory();
    const b = await newCustomer(call, admin);
    const onAccount = await call(tech, 'POST', '/receipt', {
      clientId: b.clientId,
      amount: 80,
      paymentMethod: 'NUMERARIO',
    });
    expect(onAccount.statusCode).toBe(201);
    const response = await call(tech, 'GET', `/client-statement/debt?clientIds=${a.clientId},${b.clientId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        clientId: a.clientId,
        invoiceCount: 3,
        invoicesAmount: 625,
        fines: 32.5,
        otherCharges: 350,
        credit: 0,
        total: 1007.5,
      },
      {
        clientId: b.clientId,
        invoiceCount: 0,
        invoicesAmount: 0,
        fines: 0,
        otherCharges: 0,
        credit: 80,
        total: 0,
      },
    ]);
    expect((await call(tech, 'GET', '/client-statement/debt')).statusCode).toBe(400);
    expect((await call(tech, 'GET', '/client-statement/debt?clientIds=x')).statusCode).toBe(400);
  });
});

describe('GET /client-statement/{clientId}', () => {
  it('lists every movement with a running balance that ends at the contract balance, and prints it', async () => {
    const a = await clientWithHistory();
    const paid = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 1000,
      invoiceIds: a.invoiceIds.slice(0, 2),
      paymentMethod: 'NUMERARIO',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const reversed = await call(admin, 'DELETE', `/client-rubrics/${a.chargeId}?reason=Teste`);
    expect(reversed.statusCode).toBe(204);

    const response = await call(tech, 'GET', `/client-statement/${a.clientId}`);
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json();
    expect(statement.openingBalance).toBe(0);
    const kinds = statement.lines.map((line: { kind: string }) => line.kind);
    expect(kinds).toEqual(['RUBRIC_CHARGE', 'PAYMENT', 'INVOICE', 'FINE', 'INVOICE', 'RUBRIC_REVERSAL']);
    const amounts = statement.lines.map((line: { amount: number }) => line.amount);
    expect(amounts).toEqual([-350, 1000, -325, -32.5, -150, 350]);
    expect(statement.lines.at(-1).balance).toBe(492.5);
    expect(statement.closingBalance).toBe(await balanceOf(t, a.contractId));
    expect(statement.openInvoices.map((invoice: { invoiceId: number }) => invoice.invoiceId)).toEqual([
      a.invoiceIds[2],
    ]);
    expect(statement.debt).toMatchObject({ invoiceCount: 1, credit: 492.5, total: 0 });
    expect(statement.lines[3].description).toContain('Multa 10%');

    // A period before today: it opens with Σ ledger before it and holds nothing.
    const yesterday = addDays(todayInMaputo(), -1);
    const past = (
      await call(tech, 'GET', `/client-statement/${a.clientId}?from=2020-01-01&to=${yesterday}`)
    ).json();
    expect(past).toMatchObject({ openingBalance: 0, closingBalance: 0, lines: [] });

    const pdf = await call(tech, 'GET', `/client-statement/${a.clientId}/file`, undefined, {
      accept: 'application/pdf',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = path.join(folder, `s-${a.clientId}.pdf`);
    await writeFile(file, pdf.rawPayload);
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Extrato de conta');
    expect(text).toMatch(/Saldo inicial 0,00\sMZN/);
    expect(text).toMatch(/Saldo final 492,50\sMZN/);
    expect(text).toContain('Cobrança: Vistoria Técnica × 1');
    expect(text).toMatch(/Total em dívida 0,00\sMZN/);
    const json = await call(tech, 'GET', `/client-statement/${a.clientId}/file`);
    expect(json.json().contentType).toBe('application/pdf');
  });

  it('refuses an inverted or too long period, another client’s contract and an unknown client', async () => {
    const a = await newCustomer(call, admin);
    const b = await newCustomer(call, admin);
    const inverted = await call(tech, 'GET', `/client-statement/${a.clientId}?from=2025-02-01&to=2025-01-01`);
    expect(inverted.statusCode).toBe(400);
    expect(inverted.body).toContain('Até');
    const long = await call(tech, 'GET', `/client-statement/${a.clientId}?from=1990-01-01&to=2025-01-01`);
    expect(long.statusCode).toBe(400);
    const bad = await call(tech, 'GET', `/client-statement/${a.clientId}?from=2025-13-01`);
    expect(bad.statusCode).toBe(400);
    const foreign = await call(tech, 'GET', `/client-statement/${a.clientId}?contractId=${b.contractId}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].field).toBe('contractId');
    expect((await call(tech, 'GET', '/client-statement/99999999')).statusCode).toBe(404);
  });

  it('a reversal keeps the reason the administrator gave, on the ledger and the statement', async () => {
    const a = await clientWithHistory();
    const paid = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 50,
      paymentMethod: 'NUMERARIO',
    });
    const receiptId = paid.json().receiptID;
    // The reason is required (issue 28): without one, a Portuguese 400 and nothing reversed.
    const before = await balanceOf(t, a.contractId);
    for (const path of [`/receipt/${receiptId}`, `/client-rubrics/${a.chargeId}`]) {
      const missing = await call(admin, 'DELETE', path);
      expect(missing.statusCode, missing.body).toBe(400);
      expect(missing.json().message).toContain(messages.receipts.api.reversalReasonRequired);
    }
    expect(await balanceOf(t, a.contractId)).toBe(before);
    expect((await call(tech, 'GET', `/receipt/${receiptId}`)).json().reversed).toBe(false);
    const empty = await call(admin, 'DELETE', `/receipt/${receiptId}?reason=%20`);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Motivo');
    const long = await call(admin, 'DELETE', `/receipt/${receiptId}?reason=${'x'.repeat(501)}`);
    expect(long.statusCode).toBe(400);
    const reversed = await call(admin, 'DELETE', `/receipt/${receiptId}?reason=Pago%20em%20duplicado`);
    expect(reversed.statusCode).toBe(204);
    const charge = await call(admin, 'DELETE', `/client-rubrics/${a.chargeId}?reason=Cobrada%20por%20engano`);
    expect(charge.statusCode).toBe(204);
    const lines = (await call(tech, 'GET', `/client-statement/${a.clientId}`)).json().lines;
    const texts = lines.map((line: { description: string }) => line.description);
    expect(texts).toContain(`Anulação do recibo ${receiptId} — Pago em duplicado`);
    expect(texts).toContain('Anulação da cobrança: Vistoria Técnica × 1 — Cobrada por engano');
    expect(lines.at(-1).balance).toBe(await balanceOf(t, a.contractId));
  });
});
