import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { day, id, timestamps } from '../../db/columns.ts';
import { clients } from '../clients/tables.ts';

/**
 * A meter belongs to one client; cubicMeters is its index when installed (the first previousReading). Its register
 * has `digits` digits and wraps past 10^digits − 1; serialNumber is the number printed on it (unique; a meter
 * created without one gets "AG" + a sequence number, migration 0013). A replaced meter is closed (closedOn,
 * closingReading) and names its successor; the successor carries the old meter's unbilled advance
 * (carriedCubicMeters) into its first real reading (docs/domain.md "Readings from the field").
 */
export const clientMeters = pgTable(
  'client_meters',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    brand: text('brand').notNull().default('Genérico'),
    cubicMeters: integer('cubic_meters').notNull().default(0),
    digits: smallint('digits').notNull().default(5),
    serialNumber: text('serial_number')
      .notNull()
      .default(sql`('AG' || lpad(nextval('client_meters_serial_seq')::text, 7, '0'))`),
    closedOn: day('closed_on'),
    closingReading: integer('closing_reading'),
    replacedByMeterId: integer('replaced_by_meter_id').references((): AnyPgColumn => clientMeters.id),
    replacesMeterId: integer('replaces_meter_id').references((): AnyPgColumn => clientMeters.id),
    carriedCubicMeters: integer('carried_cubic_meters').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('client_meters_client_id_idx').on(t.clientId),
    uniqueIndex('client_meters_serial_number_unique').on(t.serialNumber),
    check('client_meters_cubic_meters_check', sql`${t.cubicMeters} >= 0`),
    check('client_meters_digits_check', sql`${t.digits} between 3 and 9`),
    check(
      'client_meters_closing_check',
      sql`(${t.closedOn} is null) = (${t.closingReading} is null) and (${t.closingReading} is null or ${t.closingReading} >= 0)`,
    ),
  ],
);
