import { type Centavos, toCentavos } from '@agua/domain/money';
import { asc, desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractTypes } from '../setup/tables.ts';
import type { TariffSchedule } from './price.ts';
import { type StoredBlock, tariffVersions } from './tables.ts';

/** The last day of a month, YYYY-MM-DD: the day whose version in force prices the month's readings. */
export function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

export type TariffVersionRow = typeof tariffVersions.$inferSelect;

export function scheduleOf(row: TariffVersionRow): TariffSchedule {
  return {
    id: row.id,
    minimumCharge: row.minimumCharge,
    fixedCharge: row.fixedCharge,
    fixedChargeDescription: row.fixedChargeDescription,
    sanitationRate: row.sanitationRate,
    sanitationExemptUpTo: row.sanitationExemptUpTo,
    vatRate: row.vatRate,
    vatExemptUpTo: row.vatExemptUpTo,
    blocks: row.blocks,
  };
}

/** Answers the version in force for a type and a reading's month (null: none, the type's own prices apply). */
export type ScheduleInForce = (contractTypeId: number, year: number, month: number) => TariffSchedule | null;

/**
 * Reads the versions of the given contract types, in the caller's transaction, holding each type's row FOR SHARE
 * until it ends: a version published meanwhile (tariffs/service.ts locks the type FOR UPDATE) waits for the invoices
 * being priced here, then sees them; one published before is seen here. So no invoice is priced by a version other
 * than the one in force for its month (docs/domain.md "Tarifas").
 */
export async function schedulesInForce(db: Executor, typeIds: readonly number[]): Promise<ScheduleInForce> {
  const ids = [...new Set(typeIds)].sort((a, b) => a - b);
  if (ids.length === 0) return () => null;
  await db
    .select({ id: contractTypes.id })
    .from(contractTypes)
    .where(sql`${contractTypes.id} = any(${sql.param(ids)}::int[])`)
    .orderBy(asc(contractTypes.id))
    .for('share');
  const rows = await db
    .select()
    .from(tariffVersions)
    .where(sql`${tariffVersions.contractTypeId} = any(${sql.param(ids)}::int[])`)
    .orderBy(desc(tariffVersions.effectiveFrom));
  if (rows.length === 0) return () => null;
  const byType = new Map<number, TariffVersionRow[]>();
  for (const row of rows) byType.set(row.contractTypeId, [...(byType.get(row.contractTypeId) ?? []), row]);
  const chosen = new Map<string, TariffSchedule | null>();
  return (contractTypeId, year, month) => {
    const key = `${contractTypeId}:${year}:${month}`;
    let schedule = chosen.get(key);
    if (schedule === undefined) {
      const lastDay = lastDayOfMonth(year, month);
      const row = byType.get(contractTypeId)?.find((version) => version.effectiveFrom <= lastDay);
      schedule = row ? scheduleOf(row) : null;
      chosen.set(key, schedule);
    }
    return schedule;
  };
}

/** A contract type's own prices and its version in force for a month, or null when the type does not exist. */
export interface TypeInForce {
  minimumConsumptionValue: Centavos;
  pricePerConsumptionUnit: Centavos;
  schedule: TariffSchedule | null;
}

/**
 * The quote's read: the type and the version in force on the month's last day (the rule schedulesInForce applies)
 * in one statement, unlocked — a quote writes nothing, so it needs no FOR SHARE.
 */
export async function typeInForce(
  db: Executor,
  contractTypeId: number,
  year: number,
  month: number,
): Promise<TypeInForce | null> {
  const result = await db.execute<{
    minimum: string;
    price: string;
    id: number | null;
    minimum_charge: string | null;
    fixed_charge: string | null;
    fixed_charge_description: string | null;
    sanitation_rate: string | null;
    sanitation_exempt_up_to: number | null;
    vat_rate: string | null;
    vat_exempt_up_to: number | null;
    blocks: StoredBlock[] | null;
  }>(sql`
    select t.minimum_consumption_value as minimum, t.price_per_consumption_unit as price, v.id, v.minimum_charge,
           v.fixed_charge, v.fixed_charge_description, v.sanitation_rate, v.sanitation_exempt_up_to, v.vat_rate,
           v.vat_exempt_up_to, v.blocks
      from ${contractTypes} t
      left join lateral (
        select * from ${tariffVersions} v
         where v.contract_type_id = t.id and v.effective_from <= ${lastDayOfMonth(year, month)}::date
         order by v.effective_from desc limit 1) v on true
     where t.id = ${contractTypeId}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    minimumConsumptionValue: toCentavos(row.minimum),
    pricePerConsumptionUnit: toCentavos(row.price),
    schedule:
      row.id === null
        ? null
        : {
            id: row.id,
            minimumCharge: toCentavos(row.minimum_charge ?? '0'),
            fixedCharge: toCentavos(row.fixed_charge ?? '0'),
            fixedChargeDescription: row.fixed_charge_description,
            sanitationRate: Number(row.sanitation_rate),
            sanitationExemptUpTo: row.sanitation_exempt_up_to,
            vatRate: Number(row.vat_rate),
            vatExemptUpTo: row.vat_exempt_up_to,
            blocks: row.blocks ?? [],
          },
  };
}
