import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { type Call, caller, makeOverdue, monthAfter, newCustomer, readMonth } from './receipt-fixtures.ts';

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
  folder = await mkdtemp(path.join(tmpdir(), 'agua-receipt-pdf-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await t?.close();
});

/** The PDF's text as poppler's pdftotext reads it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(folder, `r-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

describe('GET /receipt/file/{id}', () => {
  it('prints the client, the amount, the invoices with their months, the fine and the balance after', async () => {
    const a = await newCustomer(call, admin);
    const march = (await readMonth(call, tech, a.meterId, monthAfter(2), 10)).invoiceId; // 325,00
    const april = (await readMonth(call, tech, a.meterId, monthAfter(3), 12)).invoiceId; // 150,00
    await makeOverdue(t, march, 40); // + 32,50
    const paid = await call(tech, 'POST', '/receipt', {
      clientId: a.clientId,
      amount: 600,
      invoiceIds: [march, april],
      paymentMethod: 'EMOLA',
    });
    const receipt = paid.json();
    const binary = await call(tech, 'GET', `/receipt/file/${receipt.receiptID}`, undefined, {
      accept: 'application/pdf',
    });
    expect(binary.statusCode).toBe(200);
    expect(binary.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(binary.rawPayload);
    expect(text).toContain(receipt.clientName);
    expect(text).toContain(`Recibo n.º ${receipt.receiptID}`);
    expect(text).toContain('Março 2021');
    expect(text).toContain('Abril 2021');
    expect(text).toMatch(/Valor recebido 600,00\sMZN/);
    expect(text).toMatch(/Março 2021 325,00\sMZN 32,50\sMZN 357,50\sMZN/);
    expect(text).toMatch(/Total das facturas 507,50\sMZN/);
    expect(text).toMatch(/Saldo após o pagamento 92,50\sMZN/);
    expect(text).toContain('e-Mola');
    expect(text).not.toContain('ANULADO');

    // The seed's JSON: the same PDF, base64.
    const json = await call(tech, 'GET', `/receipt/file/${receipt.receiptID}`);
    expect(json.json()).toMatchObject({
      fileName: `recibo-${receipt.receiptID}.pdf`,
      contentType: 'application/pdf',
    });
    expect(await pdfText(Buffer.from(json.json().file, 'base64'))).toContain('Março 2021');

    // Reversed: the PDF says so, and still shows what it had paid.
    expect((await call(admin, 'DELETE', `/receipt/${receipt.receiptID}?reason=Teste`)).statusCode).toBe(204);
    const reversed = await call(tech, 'GET', `/receipt/file/${receipt.receiptID}`, undefined, {
      accept: 'application/pdf',
    });
    const reversedText = await pdfText(reversed.rawPayload);
    expect(reversedText).toContain('RECIBO ANULADO');
    expect(reversedText).toContain('Administrador do Sistema');
    expect(reversedText).toContain('Março 2021');
    expect((await call(tech, 'GET', '/receipt/file/999999')).statusCode).toBe(404);
  });
});
