import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, lower, money, percent, timestamps } from '../../db/columns.ts';

export const enterprises = pgTable(
  'enterprises',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    nuit: text('nuit').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('enterprises_nuit_unique').on(t.nuit), index('enterprises_name_idx').on(lower(t.name))],
);

/** A zone is a bairro served by one enterprise. */
export const zones = pgTable(
  'zones',
  {
    id: id(),
    designation: text('designation').notNull(),
    description: text('description').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    ...timestamps,
  },
  (t) => [
    index('zones_enterprise_id_idx').on(t.enterpriseId),
    uniqueIndex('zones_enterprise_designation_unique').on(t.enterpriseId, lower(t.designation)),
  ],
);

export const contractTypes = pgTable(
  'contract_types',
  {
    id: id(),
    designation: text('designation').notNull(),
    minimumConsumptionValue: money('minimum_consumption_value').notNull(),
    pricePerConsumptionUnit: money('price_per_consumption_unit').notNull(),
    reconnectionFee: money('reconnection_fee').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contract_types_designation_unique').on(lower(t.designation)),
    check(
      'contract_types_money_check',
      sql`${t.minimumConsumptionValue} >= 0 and ${t.pricePerConsumptionUnit} >= 0 and ${t.reconnectionFee} >= 0`,
    ),
  ],
);

/** The "Factura" tab: the active row sets an invoice's payment term (limitDate = issue + maxInterval days). */
export const invoiceConfigurations = pgTable(
  'invoice_configurations',
  {
    id: id(),
    description: text('description').notNull(),
    minInterval: integer('min_interval').notNull(),
    maxInterval: integer('max_interval').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('invoice_configurations_active_idx').on(t.active),
    check(
      'invoice_configurations_interval_check',
      sql`${t.minInterval} >= 0 and ${t.maxInterval} >= ${t.minInterval}`,
    ),
  ],
);

/** Fine tiers: an overdue invoice pays the percentage of the tier whose interval holds its days overdue. */
export const fineConfigurations = pgTable(
  'fine_configurations',
  {
    id: id(),
    minInterval: integer('min_interval').notNull(),
    maxInterval: integer('max_interval').notNull(),
    acruedFinePercentage: percent('acrued_fine_percentage').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('fine_configurations_active_idx').on(t.active),
    check(
      'fine_configurations_interval_check',
      sql`${t.minInterval} >= 0 and ${t.maxInterval} >= ${t.minInterval}`,
    ),
    check('fine_configurations_percentage_check', sql`${t.acruedFinePercentage} between 0 and 100`),
  ],
);

/** Extra items charged to a client ("Outros Pagamentos"). */
export const rubrics = pgTable(
  'rubrics',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: money('price').notNull(),
    ...timestamps,
  },
  (t) => [index('rubrics_name_idx').on(lower(t.name)), check('rubrics_price_check', sql`${t.price} >= 0`)],
);
