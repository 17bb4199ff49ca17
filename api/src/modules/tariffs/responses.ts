import type { TariffLineResponse, TariffVersionResponse } from '@agua/domain/contracts/tariff';
import { toMeticais } from '@agua/domain/money';
import type { PricedLine } from './price.ts';
import type { TariffVersionWithLock } from './service.ts';

const meticais = (centavos: number | null) => (centavos === null ? null : toMeticais(centavos));

export function toTariffVersionResponse(row: TariffVersionWithLock): TariffVersionResponse {
  return {
    tariffVersionId: row.id,
    contractTypeId: row.contractTypeId,
    effectiveFrom: row.effectiveFrom,
    minimumCharge: toMeticais(row.minimumCharge),
    fixedCharge: toMeticais(row.fixedCharge),
    fixedChargeDescription: row.fixedChargeDescription,
    sanitationRate: row.sanitationRate,
    sanitationExemptUpTo: row.sanitationExemptUpTo,
    vatRate: row.vatRate,
    vatExemptUpTo: row.vatExemptUpTo,
    note: row.note,
    blocks: row.blocks.map((block) => ({
      upTo: block.upTo,
      price: meticais(block.priceCents),
      flat: meticais(block.flatCents),
    })),
    locked: row.locked,
  };
}

/** A priced line (centavos) as the api answers it (MZN). */
export function toTariffLineResponse(line: PricedLine): TariffLineResponse {
  return {
    kind: line.kind,
    description: line.description,
    quantity: line.quantity,
    unitPrice: meticais(line.unitPrice),
    amount: toMeticais(line.amount),
  };
}
