import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentHalfUp, priceBySchedule, type TariffSchedule } from './price.ts';
import type { StoredBlock } from './tables.ts';

// docs/domain.md "Tarifas": water = max(minimum, Σ escalões), each line to the centavo, VAT once on the sum,
// amount = Σ lines. Properties over any valid version, and every bound checked explicitly.

const schedule = (blocks: StoredBlock[], rest: Partial<TariffSchedule> = {}): TariffSchedule => ({
  id: 1,
  minimumCharge: 0,
  fixedCharge: 0,
  fixedChargeDescription: null,
  sanitationRate: 0,
  sanitationExemptUpTo: null,
  vatRate: 0,
  vatExemptUpTo: null,
  blocks,
  ...rest,
});
const block = (upTo: number | null, priceCents: number): StoredBlock => ({
  upTo,
  priceCents,
  flatCents: null,
});
const flat = (upTo: number | null, flatCents: number): StoredBlock => ({ upTo, priceCents: null, flatCents });

const waterOf = (s: TariffSchedule, consumption: number) =>
  priceBySchedule(s, consumption)
    .lines.filter((line) => line.kind === 'WATER_BLOCK' || line.kind === 'MINIMUM')
    .reduce((sum, line) => sum + line.amount, 0);

/** Any valid version: 1–12 blocks with increasing bounds, the last open; rates with 2 decimals. */
const validSchedule = fc
  .record({
    bounds: fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 11 }),
    prices: fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('price' as const), cents: fc.integer({ min: 0, max: 1_000_000 }) }),
        fc.record({ kind: fc.constant('flat' as const), cents: fc.integer({ min: 0, max: 10_000_000 }) }),
      ),
      { minLength: 12, maxLength: 12 },
    ),
    minimumCharge: fc.integer({ min: 0, max: 10_000_000 }),
    fixedCharge: fc.integer({ min: 0, max: 1_000_000 }),
    sanitationRate: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
    sanitationExemptUpTo: fc.option(fc.integer({ min: 0, max: 600 })),
    vatRate: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
    vatExemptUpTo: fc.option(fc.integer({ min: 0, max: 600 })),
  })
  .map(({ bounds, prices, ...rest }) => {
    const upTos = [...bounds.sort((a, b) => a - b), null];
    const blocks = upTos.map((upTo, index) => {
      const chosen = prices[index]!;
      return chosen.kind === 'price' ? block(upTo, chosen.cents) : flat(upTo, chosen.cents);
    });
    return schedule(blocks, rest);
  });

/** Each bound of the schedule, one below and one above, and 0. */
const boundaries = (s: TariffSchedule) =>
  [0, ...s.blocks.flatMap((b) => (b.upTo === null ? [] : [b.upTo - 1, b.upTo, b.upTo + 1]))].filter(
    (c) => c >= 0,
  );

describe('priceBySchedule, for any valid version', () => {
  it('never charges less water for more m³ (every bound ±1 included)', () => {
    fc.assert(
      fc.property(validSchedule, fc.integer({ min: 0, max: 2000 }), (s, consumption) => {
        for (const c of [consumption, ...boundaries(s)])
          expect(waterOf(s, c + 1)).toBeGreaterThanOrEqual(waterOf(s, c));
      }),
    );
  });

  it('never charges water below the minimum', () => {
    fc.assert(
      fc.property(validSchedule, fc.integer({ min: 0, max: 2000 }), (s, consumption) => {
        for (const c of [consumption, ...boundaries(s)])
          expect(waterOf(s, c)).toBeGreaterThanOrEqual(s.minimumCharge);
      }),
    );
  });

  it('adds up: Σ lines before VAT + VAT = amount, in whole centavos', () => {
    fc.assert(
      fc.property(validSchedule, fc.integer({ min: 0, max: 2000 }), (s, consumption) => {
        for (const c of [consumption, ...boundaries(s)]) {
          const priced = priceBySchedule(s, c);
          const beforeVat = priced.lines
            .filter((l) => l.kind !== 'VAT')
            .reduce((sum, l) => sum + l.amount, 0);
          expect(beforeVat + priced.vat).toBe(priced.amount);
          expect(priced.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(priced.amount);
          for (const line of priced.lines) expect(Number.isInteger(line.amount)).toBe(true);
        }
      }),
    );
  });

  it('charges each m³ once: the water lines’ m³ add up to the consumption when no minimum replaces them', () => {
    fc.assert(
      fc.property(validSchedule, fc.integer({ min: 0, max: 2000 }), (s, consumption) => {
        for (const c of [consumption, ...boundaries(s)]) {
          const lines = priceBySchedule({ ...s, minimumCharge: 0 }, c).lines.filter(
            (l) => l.kind === 'WATER_BLOCK',
          );
          const priced = lines.filter((l) => l.unitPrice !== null);
          for (const line of priced) expect(line.amount).toBe((line.quantity ?? 0) * (line.unitPrice ?? 0));
          expect(lines.reduce((sum, l) => sum + (l.quantity ?? 0), 0)).toBe(c);
        }
      }),
    );
  });
});

describe('priceBySchedule at the bounds', () => {
  // A boundary bug elsewhere charged 57,50 instead of 85,00 at a 25-unit bound: the 25th m³ belongs to the block
  // that ends at 25, never to the next.
  const twoBlocks = schedule([block(25, 340), block(null, 230)]);

  it.each([
    [24, 24 * 340],
    [25, 85_00],
    [26, 85_00 + 230],
  ])('%i m³ under {upTo 25: 3,40} {open: 2,30} → %i centavos', (consumption, expected) => {
    expect(priceBySchedule(twoBlocks, consumption).amount).toBe(expected);
  });

  it('writes each escalão with its m³ range', () => {
    const s = schedule([flat(5, 143_00), block(10, 72_83), block(20, 120_00), block(null, 188_65)]);
    const priced = priceBySchedule(s, 23);
    expect(priced.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['1.º escalão (até 5 m³), valor fixo', 5, null, 143_00],
      ['2.º escalão (6–10 m³)', 5, 72_83, 364_15],
      ['3.º escalão (11–20 m³)', 10, 120_00, 1200_00],
      ['4.º escalão (mais de 20 m³)', 3, 188_65, 565_95],
    ]);
    expect(priced.amount).toBe(143_00 + 364_15 + 1200_00 + 565_95);
  });

  it('charges a flat first block even at 0 m³, and a later flat block once consumption passes its lower bound', () => {
    const s = schedule([flat(5, 143_00), flat(10, 50_00), block(null, 100)]);
    expect(priceBySchedule(s, 0).amount).toBe(143_00);
    expect(priceBySchedule(s, 5).amount).toBe(143_00);
    expect(priceBySchedule(s, 6).amount).toBe(193_00);
    expect(priceBySchedule(s, 10).amount).toBe(193_00);
    expect(priceBySchedule(s, 11).amount).toBe(194_00);
  });

  it('replaces the escalões by the minimum when they come below it, one line', () => {
    const s = schedule([block(null, 72_40)], { minimumCharge: 1086_00 });
    expect(priceBySchedule(s, 14).lines).toEqual([
      {
        kind: 'MINIMUM',
        description: 'Consumo mínimo (1086,00 MT)',
        quantity: 14,
        unitPrice: null,
        amount: 1086_00,
      },
    ]);
    expect(priceBySchedule(s, 15).lines[0]).toMatchObject({ kind: 'WATER_BLOCK', amount: 1086_00 });
    expect(priceBySchedule(s, 16).amount).toBe(16 * 72_40);
  });

  it('exempts sanitation and VAT up to and including their bound, not one m³ above', () => {
    const s = schedule([flat(5, 143_00), block(null, 72_83)], {
      fixedCharge: 50_00,
      sanitationRate: 10,
      sanitationExemptUpTo: 5,
      vatRate: 16,
      vatExemptUpTo: 5,
    });
    expect(priceBySchedule(s, 5).lines.map((l) => l.kind)).toEqual(['WATER_BLOCK', 'FIXED']);
    expect(priceBySchedule(s, 5).amount).toBe(193_00);
    const six = priceBySchedule(s, 6);
    expect(six.lines.map((l) => l.kind)).toEqual([
      'WATER_BLOCK',
      'WATER_BLOCK',
      'FIXED',
      'SANITATION',
      'VAT',
    ]);
    const water = 143_00 + 72_83;
    const sanitation = percentHalfUp(water, 10); // 21,583 → 21,58
    expect(sanitation).toBe(21_58);
    const vat = percentHalfUp(water + 50_00 + sanitation, 16);
    expect(six.vat).toBe(vat);
    expect(six.amount).toBe(water + 50_00 + sanitation + vat);
  });

  it('rounds an exact half up, where floating point would not', () => {
    // 1,05 × 50 % = 0,525 → 0,53 (1.05 * 0.5 in binary floating point is 0.52499…).
    expect(percentHalfUp(105, 50)).toBe(53);
    expect(percentHalfUp(1005, 12.5)).toBe(126);
    expect(percentHalfUp(1, 49.99)).toBe(0);
  });
});
