import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, id, money, percent, timestamps } from '../../db/columns.ts';
import { contractTypes } from '../setup/tables.ts';

/** An escalão as stored: bounds in whole m³, money in integer centavos (exactly one of price/flat). */
export interface StoredBlock {
  upTo: number | null;
  priceCents: number | null;
  flatCents: number | null;
}

/**
 * A version of a contract type's tariff (docs/domain.md "Tarifas"): it prices the readings of every month whose last
 * day is on or after effective_from, until a later version takes over. One version per type and date.
 */
export const tariffVersions = pgTable(
  'tariff_versions',
  {
    id: id(),
    contractTypeId: integer('contract_type_id')
      .notNull()
      .references(() => contractTypes.id),
    effectiveFrom: day('effective_from').notNull(),
    minimumCharge: money('minimum_charge').notNull(),
    fixedCharge: money('fixed_charge').notNull(),
    fixedChargeDescription: text('fixed_charge_description'),
    sanitationRate: percent('sanitation_rate').notNull(),
    sanitationExemptUpTo: integer('sanitation_exempt_up_to'),
    vatRate: percent('vat_rate').notNull(),
    vatExemptUpTo: integer('vat_exempt_up_to'),
    // The resolution it follows, or a remark (the demo's marks its example bounds).
    note: text('note'),
    blocks: jsonb('blocks').$type<StoredBlock[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tariff_versions_type_date_unique').on(t.contractTypeId, t.effectiveFrom),
    index('tariff_versions_contract_type_id_idx').on(t.contractTypeId),
    check('tariff_versions_money_check', sql`${t.minimumCharge} >= 0 and ${t.fixedCharge} >= 0`),
    check(
      'tariff_versions_rates_check',
      sql`${t.sanitationRate} between 0 and 100 and ${t.vatRate} between 0 and 100`,
    ),
    check(
      'tariff_versions_blocks_check',
      sql`jsonb_typeof(${t.blocks}) = 'array' and jsonb_array_length(${t.blocks}) between 1 and 12`,
    ),
  ],
);
