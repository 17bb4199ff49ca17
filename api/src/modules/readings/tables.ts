import type { ReadingFlag } from '@agua/domain/contracts/reading';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, oneOf, timestamps } from '../../db/columns.ts';
import { READING_STATES } from '../../db/enums.ts';
import { clientMeters } from '../meters/tables.ts';
import { readingAnomalies } from '../reading-anomalies/tables.ts';
import { users } from '../users/tables.ts';

export const readings = pgTable(
  'readings',
  {
    id: id(),
    meterId: integer('meter_id')
      .notNull()
      .references(() => clientMeters.id),
    readingMonth: smallint('reading_month').notNull(),
    readingYear: smallint('reading_year').notNull(),
    previousReading: integer('previous_reading').notNull(),
    currentReading: integer('current_reading').notNull(),
    // The m³ the two indexes do not show: 10^digits for a wrapped register, the old meter's last advance in a
    // replacement month, what an estimate over- or under-billed (docs/domain.md "Readings from the field").
    indexOffset: integer('index_offset').notNull().default(0),
    // Derived by the database so it can never disagree with the two indexes and the offset.
    consumption: integer('consumption').generatedAlwaysAs(
      (): SQL => sql`${readings.currentReading} - ${readings.previousReading} + ${readings.indexOffset}`,
    ),
    /** Billed without a value: currentReading = previous + the estimate. */
    estimated: boolean('estimated').notNull().default(false),
    anomalyId: integer('anomaly_id').references(() => readingAnomalies.id),
    /** m³ an earlier estimate over-billed, given back on the ledger with this reading (readings/corrections.ts). */
    creditedCubicMeters: integer('credited_cubic_meters').notNull().default(0),
    /** The meter's last real index after this reading (null: currentReading, a real reading). */
    realIndex: integer('real_index'),
    /** Real advance not billed yet after this reading (< 0: estimates billed beyond it). 0 after a real reading. */
    unbilledCubicMeters: integer('unbilled_cubic_meters').notNull().default(0),
    /** The consumption checks' findings, each with its Portuguese reason. */
    flags: jsonb('flags').$type<ReadingFlag[]>().notNull().default([]),
    state: text('state', { enum: READING_STATES }).notNull().default('PENDING'),
    active: boolean('active').notNull().default(true),
    userCreated: integer('user_created').references(() => users.id),
    userChanged: integer('user_changed').references(() => users.id),
    // The zone of the meter's client, for the consumption reports. NOT NULL in the database, where triggers of
    // migration 0010 set it on every insert and follow a client's or meter's move: no write path passes it.
    zoneId: integer('zone_id'),
    ...timestamps,
  },
  (t) => [
    index('readings_meter_id_idx').on(t.meterId),
    index('readings_period_idx').on(t.readingYear, t.readingMonth),
    // One index per sort of the list, in the page's order: (column, id) (migration 0016).
    index('readings_state_id_idx').on(t.state, t.id),
    index('readings_reading_year_id_idx').on(t.readingYear, t.id),
    index('readings_reading_month_id_idx').on(t.readingMonth, t.id),
    index('readings_period_id_idx').on(sql`(${t.readingYear} * 100 + ${t.readingMonth})`, t.id),
    index('readings_current_reading_id_idx').on(t.currentReading, t.id),
    index('readings_previous_reading_id_idx').on(t.previousReading, t.id),
    index('readings_consumption_id_idx').on(t.consumption, t.id),
    index('readings_created_at_id_idx').on(t.createdAt, t.id),
    index('readings_user_created_idx').on(t.userCreated),
    index('readings_user_changed_idx').on(t.userChanged),
    // One live reading per meter and month; cancelled ones stay for the record. (Migration 0010 adds the INCLUDE
    // (consumption) Drizzle cannot declare, for index-only reads of a meter's latest readings.)
    uniqueIndex('readings_meter_period_unique')
      .on(t.meterId, t.readingYear, t.readingMonth)
      .where(sql`${t.state} <> 'CANCELED'`),
    check('readings_month_check', sql`${t.readingMonth} between 1 and 12`),
    check('readings_year_check', sql`${t.readingYear} between 2000 and 2999`),
    index('readings_anomaly_id_idx').on(t.anomalyId),
    check(
      'readings_indexes_check',
      sql`${t.previousReading} >= 0 and ${t.currentReading} >= 0 and ${t.currentReading} - ${t.previousReading} + ${t.indexOffset} >= 0 and ${t.creditedCubicMeters} >= 0`,
    ),
    check('readings_state_check', oneOf(t.state, READING_STATES)),
  ],
);
