import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, oneOf, timestamps } from '../../db/columns.ts';
import { contractTypes } from '../setup/tables.ts';

export const ANOMALY_BILLINGS = ['AVERAGE', 'MINIMUM'] as const;

/**
 * Why a meter could not be read (or was read with a doubt): a code, its description, whether a value comes with
 * it, and how a month without a value is billed (docs/domain.md "Readings from the field"). Seeded by migration 0013.
 */
export const readingAnomalies = pgTable(
  'reading_anomalies',
  {
    id: id(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    withReading: boolean('with_reading').notNull().default(false),
    billing: text('billing', { enum: ANOMALY_BILLINGS }).notNull().default('AVERAGE'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reading_anomalies_code_unique').on(t.code),
    check('reading_anomalies_billing_check', oneOf(t.billing, ANOMALY_BILLINGS)),
    check('reading_anomalies_code_check', sql`${t.code} ~ '^[A-Z0-9_-]{1,20}$'`),
  ],
);

/**
 * A contract type's rules for readings: the minimum m³ an estimate with no history bills, and the consumption
 * checks' thresholds. A contract type without a row takes the column defaults (DEFAULT_THRESHOLDS).
 */
export const readingCheckThresholds = pgTable(
  'reading_check_thresholds',
  {
    contractTypeId: integer('contract_type_id')
      .primaryKey()
      .references(() => contractTypes.id, { onDelete: 'cascade' }),
    minimumCubicMeters: integer('minimum_cubic_meters').notNull().default(5),
    highFactor: numeric('high_factor', { precision: 6, scale: 2 }).notNull().default('2'),
    highMinimum: integer('high_minimum').notNull().default(30),
    veryHighFactor: numeric('very_high_factor', { precision: 6, scale: 2 }).notNull().default('4'),
    veryHighMinimum: integer('very_high_minimum').notNull().default(60),
    lowFactor: numeric('low_factor', { precision: 6, scale: 2 }).notNull().default('0.5'),
    lowAverageAbove: integer('low_average_above').notNull().default(10),
    ...timestamps,
  },
  (t) => [
    check(
      'reading_check_thresholds_values_check',
      sql`${t.minimumCubicMeters} >= 0 and ${t.highFactor} > 0 and ${t.veryHighFactor} >= ${t.highFactor} and ${t.highMinimum} >= 0 and ${t.veryHighMinimum} >= ${t.highMinimum} and ${t.lowFactor} > 0 and ${t.lowFactor} < 1 and ${t.lowAverageAbove} >= 0`,
    ),
  ],
);
