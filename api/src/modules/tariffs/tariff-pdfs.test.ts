import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { currentPeriod } from '@agua/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { fixtures, fourBlocks } from './tariff-fixtures.ts';

// The water bill and the receipt print an invoice's lines like a real bill: escalões with their m³, taxa fixa,
// saneamento and IVA (docs/domain.md "Tarifas").

const run = promisify(execFile);
let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let f: ReturnType<typeof fixtures>;
let folder: string;
const lastYear = currentPeriod().year - 1;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  f = fixtures(t, admin);
  folder = await mkdtemp(path.join(tmpdir(), 'agua-tariff-pdf-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await t?.close();
});

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(folder, `p-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

describe('an invoice priced by a tariff version, printed', () => {
  it('shows its lines on the water bill and on the receipt', async () => {
    const typeId = await f.contractType();
    await f.call(admin, 'POST', `/contract-type/${typeId}/tariff`, fourBlocks(`${lastYear}-01-01`));
    const meterId = await f.meterOfType(typeId, `${lastYear}-01-01`);
    const registered = await f.call(tech, 'POST', '/reading', {
      meterId,
      readingYear: lastYear,
      readingMonth: 2,
      currentReading: 12,
    });
    const { readingId, invoice } = {
      readingId: registered.json().readingId,
      invoice: registered.json().invoice,
    };
    // 143,00 + 5 × 72,83 + 2 × 126,00 = 759,15; taxa fixa 50,00; saneamento 75,92; IVA 16 % of 885,07 = 141,61.
    expect(invoice.amount).toBe(1026.68);

    const bill = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoice/waterBill/${readingId}`,
      headers: { ...tech, accept: 'application/pdf' },
    });
    expect(bill.statusCode).toBe(200);
    const billText = await pdfText(bill.rawPayload);
    expect(billText).toMatch(/1\.º escalão \(até 5 m³\), valor fixo 5 m³ 143,00\sMZN/);
    expect(billText).toMatch(/2\.º escalão \(6–10 m³\) 5 m³ 72,83\sMZN 364,15\sMZN/);
    expect(billText).toMatch(/3\.º escalão \(11–20 m³\) 2 m³ 126,00\sMZN 252,00\sMZN/);
    expect(billText).toMatch(/Taxa fixa 50,00\sMZN/);
    expect(billText).toMatch(/Saneamento \(10 % da água\) 75,92\sMZN/);
    expect(billText).toMatch(/IVA \(16 %\) 141,61\sMZN/);
    expect(billText).toMatch(/1\s026,68\sMZN/);

    const paid = await f.call(tech, 'POST', '/receipt', {
      clientId: registered.json().clientId ?? invoice.clientId,
      amount: 1026.68,
      invoiceIds: [invoice.invoiceId],
      paymentMethod: 'NUMERARIO',
    });
    expect(paid.statusCode).toBe(201);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/v1/receipt/file/${paid.json().receiptID}`,
      headers: { ...tech, accept: 'application/pdf' },
    });
    const receiptText = await pdfText(receipt.rawPayload);
    expect(receiptText).toMatch(/2\.º escalão \(6–10 m³\) · 5 m³ × 72,83\sMZN 364,15\sMZN/);
    expect(receiptText).toMatch(/IVA \(16 %\) 141,61\sMZN/);
  });
});
