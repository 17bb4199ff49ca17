import type { Transaction } from '../../db/client.ts';
import { contractTypes } from '../setup/tables.ts';
import { type StoredBlock, tariffVersions } from './tables.ts';

// The demo's regulated categories (docs/domain.md "Tarifas", README "Demo data"): the four 2025 Grande Maputo
// categories with the regulator's minimums (domestic 143,00 MT up to 5 m³; commerce 15 m³ = 1 086,00 MT; industry
// 25 m³ = 1 810,00 MT; public social institutions 15 m³ = 750,90 MT) and domestic escalões from 72,83 to 188,65
// MT/m³. Every escalão bound, the middle and open prices beyond those, the fixed charges and the sanitation rate
// are EXAMPLES: each utility sets its own. Types 1–3 keep the seed's own prices (no version).

const flat = (upTo: number, flatCents: number): StoredBlock => ({ upTo, priceCents: null, flatCents });
const price = (upTo: number | null, priceCents: number): StoredBlock => ({
  upTo,
  priceCents,
  flatCents: null,
});

const common = {
  effectiveFrom: '2025-01-01',
  sanitationRate: 10,
  sanitationExemptUpTo: 5,
  note: 'Demonstração, AURA 2025 (Grande Maputo): mínimos e preços da resolução; limites dos escalões, taxa fixa e saneamento são exemplos.',
};

export const demoTariffCategories = [
  {
    type: {
      id: 4,
      designation: 'Doméstico (Maputo 2025)',
      minimumConsumptionValue: 143_00,
      pricePerConsumptionUnit: 72_83,
    },
    version: {
      ...common,
      minimumCharge: 143_00,
      blocks: [flat(5, 143_00), price(10, 72_83), price(20, 126_00), price(null, 188_65)],
      fixedCharge: 50_00,
      fixedChargeDescription: 'Taxa fixa',
      vatRate: 16,
      vatExemptUpTo: 5,
    },
  },
  {
    type: {
      id: 5,
      designation: 'Comércio (Maputo 2025)',
      minimumConsumptionValue: 1086_00,
      pricePerConsumptionUnit: 90_00,
    },
    version: {
      ...common,
      minimumCharge: 1086_00,
      blocks: [flat(15, 1086_00), price(null, 90_00)],
      fixedCharge: 100_00,
      fixedChargeDescription: 'Aluguer de contador',
      vatRate: 16,
      vatExemptUpTo: null,
    },
  },
  {
    type: {
      id: 6,
      designation: 'Indústria (Maputo 2025)',
      minimumConsumptionValue: 1810_00,
      pricePerConsumptionUnit: 95_00,
    },
    version: {
      ...common,
      minimumCharge: 1810_00,
      blocks: [flat(25, 1810_00), price(null, 95_00)],
      fixedCharge: 150_00,
      fixedChargeDescription: 'Aluguer de contador',
      vatRate: 16,
      vatExemptUpTo: null,
    },
  },
  {
    type: {
      id: 7,
      designation: 'Instituições Públicas Sociais (Maputo 2025)',
      minimumConsumptionValue: 750_90,
      pricePerConsumptionUnit: 55_00,
    },
    version: {
      ...common,
      minimumCharge: 750_90,
      blocks: [flat(15, 750_90), price(null, 55_00)],
      fixedCharge: 100_00,
      fixedChargeDescription: 'Aluguer de contador',
      // Public entities are exempt from VAT.
      vatRate: 0,
      vatExemptUpTo: null,
    },
  },
];

/** Writes the four categories and their 2025 versions, in the seed's transaction. */
export async function insertDemoTariffs(tx: Transaction): Promise<void> {
  await tx
    .insert(contractTypes)
    .values(demoTariffCategories.map(({ type }) => ({ ...type, reconnectionFee: 500_00 })));
  await tx
    .insert(tariffVersions)
    .values(demoTariffCategories.map(({ type, version }) => ({ contractTypeId: type.id, ...version })));
}
