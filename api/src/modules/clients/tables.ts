import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, lower, timestamps } from '../../db/columns.ts';
import { zones } from '../setup/tables.ts';

/**
 * The text the customers screen searches, lower-cased and without accents (migration 0024): a trigram index on this exact expression keeps a
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
  sql`public.agua_unaccent(lower(${t.name} || ' ' || ${t.phoneNumber} || ' ' || ${t.address} || ' ' || coalesce(${t.nuit}, '') || ' ' || coalesce(${t.alternativeNumber}, '') || ' ' || coalesce(${t.observation}, '')))`;

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
    // Sorts of the lists, in the page's order (migration 0016); the invoices and readings by client name use the first.
    index('clients_name_id_idx').on(t.name, t.id),
    index('clients_phone_number_id_idx').on(t.phoneNumber, t.id),
    index('clients_address_id_idx').on(lower(t.address), t.id),
    index('clients_created_at_id_idx').on(t.createdAt, t.id),
    index('clients_search_trgm_idx').using('gin', sql`${clientSearchText(t)} gin_trgm_ops`),
  ],
);
