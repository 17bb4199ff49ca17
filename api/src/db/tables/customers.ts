import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, id, lower, money, timestamps } from '../columns.ts';
import { contractTypes, zones } from './setup.ts';

/**
 * The text the customers screen searches, lower-cased once: a trigram index on this exact expression keeps a
 * substring search fast with tens of thousands of clients (the query must use the same expression to hit it).
 */
export const clientSearchText = (t: {
  name: AnyColumn;
  phoneNumber: AnyColumn;
  address: AnyColumn;
  nuit: AnyColumn;
  alternativeNumber: AnyColumn;
  observation: AnyColumn;
}): SQL =>
  sql`lower(${t.name} || ' ' || ${t.phoneNumber} || ' ' || ${t.address} || ' ' || coalesce(${t.nuit}, '') || ' ' || coalesce(${t.alternativeNumber}, '') || ' ' || coalesce(${t.observation}, ''))`;

export const clients = pgTable(
  'clients',
  {
    id: id(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    nuit: text('nuit'),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    alternativeNumber: text('alternative_number'),
    observation: text('observation'),
    exemptFromFines: boolean('exempt_from_fines').notNull().default(false),
    wantsReceiptSms: boolean('wants_receipt_sms').notNull().default(true),
    wantsInvoiceSms: boolean('wants_invoice_sms').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('clients_zone_id_idx').on(t.zoneId),
    index('clients_name_idx').on(lower(t.name)),
    index('clients_nuit_idx').on(t.nuit),
    index('clients_search_trgm_idx').using('gin', sql`${clientSearchText(t)} gin_trgm_ops`),
  ],
);

/** A meter belongs to one client; cubicMeters is its index when installed (the first previousReading). */
export const clientMeters = pgTable(
  'client_meters',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    brand: text('brand').notNull().default('Genérico'),
    cubicMeters: integer('cubic_meters').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('client_meters_client_id_idx').on(t.clientId),
    check('client_meters_cubic_meters_check', sql`${t.cubicMeters} >= 0`),
  ],
);

/**
 * contractStatus is 1 (active) or 0 (inactive), as the seed's client sends it. balance is the client's account
 * outside open invoices (positive = credit, negative = debt) and always equals the sum of its ledger entries.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    meterId: integer('meter_id')
      .notNull()
      .references(() => clientMeters.id),
    contractTypeId: integer('contract_type_id')
      .notNull()
      .references(() => contractTypes.id),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    description: text('description'),
    contractStatus: smallint('contract_status').notNull().default(1),
    balance: money('balance').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('contracts_client_id_idx').on(t.clientId),
    index('contracts_meter_id_idx').on(t.meterId),
    index('contracts_contract_type_id_idx').on(t.contractTypeId),
    index('contracts_status_idx').on(t.contractStatus),
    uniqueIndex('contracts_active_meter_unique').on(t.meterId).where(sql`${t.contractStatus} = 1`),
    check('contracts_status_check', sql`${t.contractStatus} in (0, 1)`),
    check('contracts_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);
