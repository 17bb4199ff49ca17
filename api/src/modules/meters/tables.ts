import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.ts';
import { clients } from '../clients/tables.ts';

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
