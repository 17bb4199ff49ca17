import { type Centavos, toCentavos, toDecimalString } from '@agua/domain/money';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { customType, date, integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Money: numeric(14,2) in PostgreSQL, integer centavos in TypeScript, so no amount ever passes through binary
 * floating point. Convert to meticais (toMeticais) only at the JSON edge.
 */
export const money = customType<{ data: Centavos; driverData: string }>({
  dataType: () => 'numeric(14, 2)',
  toDriver: (centavos) => toDecimalString(centavos),
  fromDriver: (value) => toCentavos(value),
});

/** A percentage such as a fine tier's: numeric(5,2), read back as a JS number (0–100, two decimals). */
export const percent = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(5, 2)',
  toDriver: (value) => value.toFixed(2),
  fromDriver: (value) => Number(value),
});

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A calendar date (YYYY-MM-DD) in Maputo time, kept as text in JS so no time zone can shift it. */
export const day = (name: string) => date(name, { mode: 'string' });

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const timestamps = {
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** `column in ('A','B')` for CHECK constraints; DDL takes no bind parameters, so the list is inlined. */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/** Case-insensitive uniqueness and search use lower(column). */
export const lower = (column: AnyColumn): SQL => sql`lower(${column})`;
