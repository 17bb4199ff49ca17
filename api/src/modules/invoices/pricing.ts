import type { Centavos } from '@agua/domain/money';
import { invoiceAmount } from '@agua/domain/rules/reading';
import type { Executor } from '../../db/client.ts';

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

export interface PricedConsumption {
  amount: Centavos;
}

/**
 * The one pricing of consumption (docs/domain.md "Invoices"): invoices issued singly or by a field sheet, a reading
 * edited later, and any credit or quote derived from what a month costs all ask here, in the caller's transaction,
 * so every path bills alike. Answers one price per row, in order.
 */
export async function priceConsumptions(
  _tx: Executor,
  rows: readonly ConsumptionToPrice[],
): Promise<PricedConsumption[]> {
  return rows.map((row) => ({
    amount: invoiceAmount(
      {
        minimumConsumptionValue: row.minimumConsumptionValue ?? 0,
        pricePerConsumptionUnit: row.pricePerConsumptionUnit ?? 0,
      },
      row.consumption,
    ),
  }));
}
