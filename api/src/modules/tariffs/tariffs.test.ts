import { currentPeriod } from '@agua/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { fixtures, fourBlocks } from './tariff-fixtures.ts';

// /contract-type/{id}/tariff and /tariff/quote (docs/domain.md "Tarifas"): who may do what, every refusal naming
// its field with nothing saved, a version frozen once it priced an invoice, and invoices carrying their lines.

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let f: ReturnType<typeof fixtures>;
const lastYear = currentPeriod().year - 1;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  f = fixtures(t, admin);
});
afterAll(() => t?.close());

const fieldsOf = (body: { details?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.details ?? []).map((d) => [d.field, d.message]));

describe('tariff versions', () => {
  it('are read by both roles and written by administrators only', async () => {
    const typeId = await f.contractType();
    expect(
      (await f.call(tech, 'POST', `/contract-type/${typeId}/tariff`, fourBlocks('2025-01-01'))).statusCode,
    ).toBe(403);
    const created = await f.call(admin, 'POST', `/contract-type/${typeId}/tariff`, fourBlocks('2025-01-01'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      contractTypeId: typeId,
      effectiveFrom: '2025-01-01',
      minimumCharge: 143,
      blocks: [
        { upTo: 5, price: null, flat: 143 },
        { upTo: 10, price: 72.83, flat: null },
        { upTo: 20, price: 126, flat: null },
        { upTo: null, price: 188.65, flat: null },
      ],
      locked: false,
    });
    await f.call(admin, 'POST', `/contract-type/${typeId}/tariff`, fourBlocks('2026-01-01'));
    const listed = await f.call(tech, 'GET', `/contract-type/${typeId}/tariff`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((v: { effectiveFrom: string }) => v.effectiveFrom)).toEqual([
      '2026-01-01',
      '2025-01-01',
    ]);
    expect((await f.call(tech, 'GET', '/contract-type/999999/tariff')).statusCode).toBe(404);
  });

  it.each([
    [
      'bounds not increasing',
      {
        blocks: [
          { upTo: 10, price: 1 },
          { upTo: 10, price: 2 },
          { upTo: null, price: 3 },
        ],
      },
      'blocks.1.upTo',
      'Escalão 2: o limite "até (m³)" tem de ser maior do que o do escalão anterior.',
    ],
    [
      'an open block before the last',
      {
        blocks: [
          { upTo: null, price: 1 },
          { upTo: 10, price: 2 },
        ],
      },
      'blocks.0.upTo',
      'Escalão 1: só o último escalão pode ficar sem limite (aberto).',
    ],
    ['a last block with a bound', { blocks: [{ upTo: 10, price: 1 }] }, 'blocks.0.upTo', undefined],
    ['negative money', { minimumCharge: -1 }, 'minimumCharge', undefined],
    ['a negative block price', { blocks: [{ upTo: null, price: -0.01 }] }, 'blocks.0.price', undefined],
    [
      'a block with both price and flat',
      { blocks: [{ upTo: null, price: 1, flat: 2 }] },
      'blocks.0.price',
      undefined,
    ],
    ['a VAT rate above 100', { vatRate: 100.01 }, 'vatRate', undefined],
    ['a sanitation rate below 0', { sanitationRate: -1 }, 'sanitationRate', undefined],
    [
      'more than 12 blocks',
      {
        blocks: [
          ...Array.from({ length: 12 }, (_, i) => ({ upTo: i + 1, price: 1 })),
          { upTo: null, price: 1 },
        ],
      },
      'blocks',
      'Escalões: no máximo 12 escalões.',
    ],
    [
      'a fractional bound',
      {
        blocks: [
          { upTo: 2.5, price: 1 },
          { upTo: null, price: 1 },
        ],
      },
      'blocks.0.upTo',
      undefined,
    ],
    ['a date that is not one', { effectiveFrom: '2025-02-30' }, 'effectiveFrom', undefined],
  ])('refuses %s with a 400 naming the field, saving nothing', async (_case, change, field, message) => {
    const typeId = await f.contractType();
    const before = await countRows(t.databaseUrl, 'tariff_versions');
    const refused = await f.call(admin, 'POST', `/contract-type/${typeId}/tariff`, {
      ...fourBlocks('2025-01-01'),
      ...change,
    });
    expect(refused.statusCode).toBe(400);
    const fields = fieldsOf(refused.json());
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toBe(message);
    expect(await countRows(t.databaseUrl, 'tariff_versions')).toBe(before);
  });

  it('refuses a second version on the same date (400 on effectiveFrom), on create and on edit', async () => {
    const typeId = await f.contractType();
    const first = await f.call(admin, 'POST', `/contract-type/${typeId}/tariff`, fourBlocks('2025-03-01'));
    const second = await f.call(admin, 'POST', `/contract-type/${typeId}/tariff`, fourBlocks('2025-04-01'));
    const again = await f.call(admin, 'POST', `/contract-type/${typeId}/tariff`, fourBlocks('2025-03-01'));
    expect(again.statusCode).toBe(400);
    expect(fieldsOf(again.json()).effectiveFrom).toBe(
      'Em vigor desde: já existe uma versão desta tarifa em vigor desde 2025-03-01.',
    );
    const moved = await f.call(
      admin,
      'PUT',
      `/contract-type/${typeId}/tariff/${second.json().tariffVersionId}`,
      fourBlocks('2025-03-01'),
    );
    expect(moved.statusCode).toBe(400);
    // Its own date is not "taken".
    const kept = await f.call(
      admin,
      'PUT',
      `/contract-type/${typeId}/tariff/${first.json().tariffVersionId}`,
      fourBlocks('2025-03-01', { fixedCharge: 60 }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json().fixedCharge).toBe(60);
  });

  it('answers 404 for a version of another type', async () => {
    const typeA = await f.contractType();
    const typeB = await f.call(admin, 'POST', `/contract-type/${typeA}/tariff`, fourBlocks('2025-01-01'));
    const other = await f.contractType();
    const versionId = typeB.json().tariffVersionId;
    expect((await f.call(admin, 'DELETE', `/contract-type/${other}/tariff/${versionId}`)).statusCode).toBe(
      404,
    );
    expect((await f.call(admin, 'DELETE', `/contract-type/${typeA}/tariff/${versionId}`)).statusCode).toBe(
      204,
    );
  });
});

describe('an invoice priced by a version', () => {
  it('stores its lines, VAT and version, and freezes the version (409 on edit and delete)', async () => {
    const typeId = await f.contractType();
    const version = await f.call(
      admin,
      'POST',
      `/contract-type/${typeId}/tariff`,
      fourBlocks(`${lastYear}-01-01`),
    );
    const versionId = version.json().tariffVersionId;
    const meterId = await f.meterOfType(typeId, `${lastYear}-01-01`);
    const registered = await f.call(tech, 'POST', '/reading', {
      meterId,
      readingYear: lastYear,
      readingMonth: 2,
      currentReading: 23,
    });
    expect(registered.statusCode).toBe(201);
    // 143 + 5 × 72,83 + 10 × 126 + 3 × 188,65 = 2 273,10; + 50 taxa fixa; + 227,31 saneamento; IVA 16 % once.
    const water = 143_00 + 364_15 + 1260_00 + 565_95;
    const sanitation = Math.round(water / 10);
    const vat = Math.round(((water + 50_00 + sanitation) * 16) / 100);
    const invoice = registered.json().invoice;
    expect(invoice).toMatchObject({
      tariffVersionId: versionId,
      vatAmount: vat / 100,
      amount: (water + 50_00 + sanitation + vat) / 100,
    });
    expect(invoice.lines.map((l: { kind: string; description: string }) => [l.kind, l.description])).toEqual([
      ['WATER_BLOCK', '1.º escalão (até 5 m³), valor fixo'],
      ['WATER_BLOCK', '2.º escalão (6–10 m³)'],
      ['WATER_BLOCK', '3.º escalão (11–20 m³)'],
      ['WATER_BLOCK', '4.º escalão (mais de 20 m³)'],
      ['FIXED', 'Taxa fixa'],
      ['SANITATION', 'Saneamento (10 % da água)'],
      ['VAT', 'IVA (16 %)'],
    ]);
    expect(invoice.lines[1]).toEqual({
      kind: 'WATER_BLOCK',
      description: '2.º escalão (6–10 m³)',
      quantity: 5,
      unitPrice: 72.83,
      amount: 364.15,
    });
    // The same through GET /invoice/{id}, and the quote for that month agrees to the centavo.
    const read = await f.call(tech, 'GET', `/invoice/${invoice.invoiceId}`);
    expect(read.json()).toMatchObject({
      lines: invoice.lines,
      vatAmount: invoice.vatAmount,
      tariffVersionId: versionId,
    });
    const quote = await f.call(
      tech,
      'GET',
      `/tariff/quote?contractTypeId=${typeId}&consumption=23&date=${lastYear}-02-10`,
    );
    expect(quote.json()).toEqual({
      tariffVersionId: versionId,
      lines: invoice.lines,
      vat: vat / 100,
      total: invoice.amount,
    });

    const listed = await f.call(tech, 'GET', `/contract-type/${typeId}/tariff`);
    expect(listed.json()[0].locked).toBe(true);
    const edit = await f.call(
      admin,
      'PUT',
      `/contract-type/${typeId}/tariff/${versionId}`,
      fourBlocks(`${lastYear}-01-01`, { vatRate: 17 }),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'Esta versão da tarifa já facturou leituras: não pode ser alterada nem apagada. Publique uma nova versão.',
    );
    expect((await f.call(admin, 'DELETE', `/contract-type/${typeId}/tariff/${versionId}`)).statusCode).toBe(
      409,
    );
    expect((await f.call(tech, 'GET', `/invoice/${invoice.invoiceId}`)).json().amount).toBe(invoice.amount);
  });

  it('refuses a new version that would take over a month already invoiced (409), and accepts the next month', async () => {
    const typeId = await f.contractType();
    const meterId = await f.meterOfType(typeId, `${lastYear}-01-01`);
    const registered = await f.call(tech, 'POST', '/reading', {
      meterId,
      readingYear: lastYear,
      readingMonth: 4,
      currentReading: 8,
    });
    expect(registered.json().invoice).toMatchObject({
      tariffVersionId: null,
      lines: [],
      vatAmount: 0,
      amount: 260,
    });
    const backDated = await f.call(
      admin,
      'POST',
      `/contract-type/${typeId}/tariff`,
      fourBlocks(`${lastYear}-04-30`),
    );
    expect(backDated.statusCode).toBe(409);
    expect(backDated.json().message).toContain('já há facturas de Abril');
    expect(await countRows(t.databaseUrl, 'tariff_versions')).toBeGreaterThan(0);
    const next = await f.call(
      admin,
      'POST',
      `/contract-type/${typeId}/tariff`,
      fourBlocks(`${lastYear}-05-01`),
    );
    expect(next.statusCode).toBe(201);
  });
});

describe('GET /tariff/quote', () => {
  it('prices by the contract type itself when no version is in force, and refuses bad input', async () => {
    const typeId = await f.contractType();
    const quote = await f.call(tech, 'GET', `/tariff/quote?contractTypeId=${typeId}&consumption=10`);
    expect(quote.json()).toEqual({ tariffVersionId: null, lines: [], vat: 0, total: 325 });
    const bad = await f.call(tech, 'GET', `/tariff/quote?contractTypeId=${typeId}&consumption=-1`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad.json()))).toContain('consumption');
    expect((await f.call(tech, 'GET', '/tariff/quote?contractTypeId=999999&consumption=1')).statusCode).toBe(
      404,
    );
  });

  it('uses the version in force on the last day of the month of the date', async () => {
    const typeId = await f.contractType();
    const january = await f.call(admin, 'POST', `/contract-type/${typeId}/tariff`, fourBlocks('2025-01-01'));
    // In force from the last day of February: it prices all of February.
    const february = await f.call(
      admin,
      'POST',
      `/contract-type/${typeId}/tariff`,
      fourBlocks('2025-02-28', { fixedCharge: 0 }),
    );
    const quoteOn = async (date: string) =>
      (await f.call(tech, 'GET', `/tariff/quote?contractTypeId=${typeId}&consumption=3&date=${date}`)).json();
    expect((await quoteOn('2025-01-31')).tariffVersionId).toBe(january.json().tariffVersionId);
    expect((await quoteOn('2025-02-01')).tariffVersionId).toBe(february.json().tariffVersionId);
    expect((await quoteOn('2024-12-31')).tariffVersionId).toBeNull();
    // 0 m³ under the flat first block: 143,00, exempt from sanitation and VAT.
    expect((await quoteOn('2025-02-01')).total).toBe(143);
  });
});
