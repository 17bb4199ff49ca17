import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMZN } from '@agua/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { type Call, caller, newCustomer } from '../receipts/receipt-fixtures.ts';

// Fecho de caixa through the api on the real database (docs/domain.md "Fecho de caixa"): a day's receipts by method,
// the closing with a counted difference, no receipt after it, and a closing racing payments loses none of them.

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

/** The PDF's text as pdftotext reads it, spaces made plain (amounts carry narrow no-break ones). */
function pdfText(bytes: Buffer): { pages: number; text: string } {
  const dir = mkdtempSync(join(tmpdir(), 'agua-till-'));
  try {
    const file = join(dir, 'fecho.pdf');
    writeFileSync(file, bytes);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return { pages, text: text.replace(/[\s\u00a0\u202f]+/g, ' ') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const money = (meticais: number) => formatMZN(meticais).replace(/[\s\u00a0\u202f]+/g, ' ');
const pdfHeaders = (headers: Record<string, string>) => ({ ...headers, accept: 'application/pdf' });

async function payOnAccount(
  headers: Record<string, string>,
  clientId: number,
  amount: number,
  method: string,
  day: string,
) {
  return call(headers, 'POST', '/receipt', { clientId, amount, paymentMethod: method, paymentDate: day });
}

describe('Fecho de caixa', () => {
  it('sums the day by method, closes with the counted difference and then takes no more receipts that day', async () => {
    const day = '2026-01-05';
    const a = await newCustomer(call, admin);
    expect((await payOnAccount(tech, a.clientId, 100, 'NUMERARIO', day)).statusCode).toBe(201);
    expect((await payOnAccount(tech, a.clientId, 250.5, 'NUMERARIO', day)).statusCode).toBe(201);
    expect((await payOnAccount(tech, a.clientId, 80, 'POS', day)).statusCode).toBe(201);
    const reversed = await payOnAccount(tech, a.clientId, 40, 'NUMERARIO', day);
    expect(
      (await call(admin, 'DELETE', `/receipt/${reversed.json().receiptID}?reason=Erro`)).statusCode,
    ).toBe(204);
    // Another user's receipt of the same day is not in this till.
    expect((await payOnAccount(admin, a.clientId, 999, 'NUMERARIO', day)).statusCode).toBe(201);

    const till = await call(tech, 'GET', `/tills?day=${day}`);
    expect(till.statusCode, till.body).toBe(200);
    expect(till.json()).toMatchObject({
      day,
      userName: 'Técnico de Campo',
      receiptCount: 3,
      receiptTotal: 430.5,
      reversedCount: 1,
      reversedTotal: 40,
      expectedCash: 350.5,
      closing: null,
    });
    expect(
      till.json().methods.map((row: { method: string; count: number }) => [row.method, row.count]),
    ).toEqual([
      ['NUMERARIO', 2],
      ['POS', 1],
    ]);

    // The supervisor's PDF of the open day: the figures, and no counted cash yet.
    const open = await call(pdfHeaders(tech), 'GET', `/tills/file?day=${day}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.headers['content-type']).toBe('application/pdf');
    const openText = pdfText(open.rawPayload).text;
    expect(openText).toContain('FECHO DE CAIXA');
    expect(openText).toContain('Utilizador: Técnico de Campo');
    expect(openText).toContain('Dia: 05/01/2026');
    expect(openText).toContain(`Numerário 2 ${money(350.5)}`);
    expect(openText).toContain(`POS 1 ${money(80)}`);
    expect(openText).toContain(`Total recebido (recibos válidos) · 3 ${money(430.5)}`);
    expect(openText).toContain(`1 recibo anulado ${money(40)}`);
    expect(openText).toContain(`Numerário esperado na gaveta ${money(350.5)}`);
    expect(openText).toContain('Caixa ainda não fechada');

    const closed = await call(tech, 'POST', '/tills/close', { day, countedCash: 340.5, note: 'Faltam 10' });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().closing).toMatchObject({ countedCash: 340.5, expectedCash: 350.5, difference: -10 });
    expect((await call(tech, 'POST', '/tills/close', { day, countedCash: 1 })).statusCode).toBe(409);
    // Closed: counted cash and the difference (short by 10), on one page, for the user's administrator too.
    const [techUser] = await queryRows<{ id: number }>(
      t.databaseUrl,
      `select id from users where username = 'tecnico'`,
    );
    const pdf = await call(pdfHeaders(admin), 'GET', `/tills/file?day=${day}&userId=${techUser!.id}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const closedPdf = pdfText(pdf.rawPayload);
    expect(closedPdf.pages).toBe(1);
    expect(closedPdf.text).toContain(`Numerário contado ${money(340.5)}`);
    expect(closedPdf.text).toContain(`Diferença -${money(10)} (falta)`);
    expect(closedPdf.text).toContain('Observação Faltam 10');
    expect(closedPdf.text).toContain('Fechada por Técnico de Campo');
    expect(closedPdf.text).not.toContain('Caixa ainda não fechada');
    // Another user's till is an administrator's only; JSON is the seed's base64.
    expect((await call(pdfHeaders(tech), 'GET', '/tills/file?userId=1')).statusCode).toBe(403);
    const json = await call(tech, 'GET', `/tills/file?day=${day}`);
    expect(json.json()).toMatchObject({
      contentType: 'application/pdf',
      fileName: `fecho-de-caixa-${techUser!.id}-${day}.pdf`,
    });

    const late = await payOnAccount(tech, a.clientId, 10, 'NUMERARIO', day);
    expect(late.statusCode).toBe(409);
    expect(late.json().details[0].field).toBe('paymentDate');
    // Another user's till of that day is still open.
    expect((await payOnAccount(admin, a.clientId, 10, 'NUMERARIO', day)).statusCode).toBe(201);
  });

  it('a Técnico sees and closes only their own till; an administrator any; bad input is named', async () => {
    const [techUser] = await queryRows<{ id: number }>(
      t.databaseUrl,
      `select id from users where username = 'tecnico'`,
    );
    expect((await call(tech, 'GET', '/tills?userId=1')).statusCode).toBe(403);
    expect(
      (await call(tech, 'POST', '/tills/close', { day: '2026-01-07', userId: 1, countedCash: 0 })).statusCode,
    ).toBe(403);
    const other = await call(admin, 'GET', `/tills?userId=${techUser!.id}&day=2026-01-07`);
    expect(other.statusCode).toBe(200);
    expect(other.json().userName).toBe('Técnico de Campo');
    const negative = await call(tech, 'POST', '/tills/close', { day: '2026-01-07', countedCash: -1 });
    expect(negative.statusCode).toBe(400);
    const future = await call(tech, 'POST', '/tills/close', { day: '2999-01-01', countedCash: 0 });
    expect(future.statusCode).toBe(400);
    expect(future.json().details[0].field).toBe('day');
  });

  it('a closing racing 30 payments of its user counts each payment it lets in and refuses the rest', async () => {
    const day = '2026-01-06';
    const a = await newCustomer(call, admin);
    const payments = Array.from({ length: 30 }, (_, index) =>
      payOnAccount(tech, a.clientId, index + 1, 'NUMERARIO', day),
    );
    const closing = new Promise((resolve) => setTimeout(resolve, 15)).then(() =>
      call(tech, 'POST', '/tills/close', { day, countedCash: 0 }),
    );
    const [answers, closed] = await Promise.all([Promise.all(payments), closing]);
    expect(closed.statusCode, closed.body).toBe(201);
    const accepted = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json());
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(accepted.length + refused.length).toBe(30);
    const sum = accepted.reduce((acc, receipt) => acc + Math.round(receipt.amount * 100), 0);
    expect(Math.round(closed.json().receiptTotal * 100)).toBe(sum);
    expect(closed.json().receiptCount).toBe(accepted.length);
    // And the till read afterwards still says the same: nothing was registered behind the closing's back.
    const after = (await call(tech, 'GET', `/tills?day=${day}`)).json();
    expect(after.receiptCount).toBe(accepted.length);
  });
});
