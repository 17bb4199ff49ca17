import type { TariffVersionBody } from '@agua/domain/contracts/tariff';

// Two tariff versions the tests and the bench (tests/bench/tariffs.ts) both price with: plain data, no test runner.

/** A four-escalão version with taxa fixa, sanitation and VAT. */
export const fourBlocks = (
  effectiveFrom: string,
  overrides: Partial<TariffVersionBody> = {},
): TariffVersionBody => ({
  effectiveFrom,
  minimumCharge: 143,
  fixedCharge: 50,
  fixedChargeDescription: null,
  note: null,
  sanitationRate: 10,
  sanitationExemptUpTo: 5,
  vatRate: 16,
  vatExemptUpTo: 5,
  blocks: [
    { upTo: 5, flat: 143 },
    { upTo: 10, price: 72.83 },
    { upTo: 20, price: 126 },
    { upTo: null, price: 188.65 },
  ],
  ...overrides,
});

/** A one-price version: every m³ at `price`, nothing else. */
export const onePrice = (effectiveFrom: string, price: number): TariffVersionBody => ({
  effectiveFrom,
  minimumCharge: 0,
  fixedCharge: 0,
  fixedChargeDescription: null,
  note: null,
  sanitationRate: 0,
  sanitationExemptUpTo: null,
  vatRate: 0,
  vatExemptUpTo: null,
  blocks: [{ upTo: null, price }],
});
