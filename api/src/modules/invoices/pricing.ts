import type { Centavos } from '@agua/domain/money';
import { invoiceAmount } from '@agua/domain/rules/reading';
import type { Executor } from '../../db/client.ts';
import { schedulesInForce } from '../tariffs/in-force.ts';
import { type PricedLine, priceBySchedule, type TariffSchedule } from '../tariffs/price.ts';

/** A month's consumption under a contract, and what it is priced by. */
export interface ConsumptionToPrice {
  /** The contract's type: its tariff. */
  contractTypeId: number | null;
  /** The month consumed: the tariff in force that month prices it. */
  readingYear: number;
  readingMonth: number;
  /** m³. */
  consumption: number;
  /** The contract type's own prices (null where the meter has none: nothing to charge beyond zero). */
  minimumConsumptionValue: number | null;
  pricePerConsumptionUnit: number | null;
}

/** A price; rows priced alike may share one object, so it is read-only. */
export interface PricedConsumption {
  /** What the invoice's amount is: Σ lines (VAT included) under a tariff version. */
  amount: Centavos;
  /** The VAT inside amount (0 without a version). */
  vat: Centavos;
  /** The version in force for the row's month that priced it; null: the contract type's own prices did. */
  tariffVersionId: number | null;
  /** The bill's lines (empty without a version). */
  lines: PricedLine[];
}

/**
 * The one pricing of consumption (docs/domain.md "Invoices", "Tarifas"): invoices issued singly or by a field sheet,
 * a reading edited later, and any credit or quote derived from what a month costs all ask here, in the caller's
 * transaction, so every path bills alike. A row is priced by its contract type's tariff version in force on the last
 * day of its month; a type with none bills max(minimum, consumption × price per m³) as it always did. Answers one
 * price per row, in order.
 */
export async function priceConsumptions(
  tx: Executor,
  rows: readonly ConsumptionToPrice[],
): Promise<PricedConsumption[]> {
  const typeIds = rows.flatMap((row) => (row.contractTypeId === null ? [] : [row.contractTypeId]));
  const inForce = await schedulesInForce(tx, typeIds);
  // A field sheet's consumptions repeat (a few dozen m³ values over 50,000 rows): each (version, m³) is priced once,
  // and the rows share that answer (read-only).
  const priced = new Map<string, PricedConsumption>();
  return rows.map((row) => {
    const schedule =
      row.contractTypeId === null ? null : inForce(row.contractTypeId, row.readingYear, row.readingMonth);
    if (!schedule) return priceRow(row, null);
    const key = `${schedule.id}:${row.consumption}`;
    let price = priced.get(key);
    if (!price) {
      price = priceRow(row, schedule);
      priced.set(key, price);
    }
    return price;
  });
}

/** One row priced by the version in force for it (null: the contract type's own prices). */
export function priceRow(
  row: Pick<ConsumptionToPrice, 'consumption' | 'minimumConsumptionValue' | 'pricePerConsumptionUnit'>,
  schedule: TariffSchedule | null,
): PricedConsumption {
  if (schedule) return { ...priceBySchedule(schedule, row.consumption), tariffVersionId: schedule.id };
  return {
    amount: invoiceAmount(
      {
        minimumConsumptionValue: row.minimumConsumptionValue ?? 0,
        pricePerConsumptionUnit: row.pricePerConsumptionUnit ?? 0,
      },
      row.consumption,
    ),
    vat: 0,
    tariffVersionId: null,
    lines: [],
  };
}
