import type { TariffLineKind } from '@agua/domain/contracts/tariff';
import { messages } from '@agua/domain/messages';
import type { Centavos } from '@agua/domain/money';
import type { StoredBlock } from './tables.ts';

// The pricing of one month's consumption by one tariff version (docs/domain.md "Tarifas"), in integer centavos.
// Pure: invoices (single, field sheet, edited reading) and the quote all come through priceBySchedule.

const text = messages.tariffs.lines;

/** What of a version prices a consumption. */
export interface TariffSchedule {
  id: number;
  minimumCharge: Centavos;
  fixedCharge: Centavos;
  fixedChargeDescription: string | null;
  sanitationRate: number;
  sanitationExemptUpTo: number | null;
  vatRate: number;
  vatExemptUpTo: number | null;
  blocks: readonly StoredBlock[];
}

/** One line of the bill. */
export interface PricedLine {
  kind: TariffLineKind;
  description: string;
  /** m³ of the water lines; null for the others. */
  quantity: number | null;
  /** Centavos per m³ of a price block; null for the others. */
  unitPrice: Centavos | null;
  amount: Centavos;
}

export interface TariffPrice {
  /** The lines, VAT last (when charged). */
  lines: PricedLine[];
  vat: Centavos;
  /** Σ lines: what the invoice's amount is. */
  amount: Centavos;
}

/**
 * rate % of an amount, rounded half up to the centavo, exactly: the rate (2 decimals at most) as basis points and the
 * product in BigInt, where binary floating point would turn an exact half into 0,4999….
 */
export function percentHalfUp(amount: Centavos, rate: number): Centavos {
  const basisPoints = BigInt(Math.round(rate * 100));
  return Number((BigInt(amount) * basisPoints + 5000n) / 10000n);
}

const exempt = (consumption: number, upTo: number | null) => upTo !== null && consumption <= upTo;

/** The escalões' lines: each m³ charged by the block it falls in; a flat block whole once consumption reaches it. */
function blockLines(blocks: readonly StoredBlock[], consumption: number): PricedLine[] {
  const lines: PricedLine[] = [];
  let from = 0;
  blocks.forEach((block, index) => {
    const upper = block.upTo ?? Number.POSITIVE_INFINITY;
    const inBlock = Math.max(0, Math.min(consumption, upper) - from);
    const description = text.block(index + 1, from, block.upTo);
    if (block.flatCents !== null) {
      // The first block is reached at 0 m³ ("143 MT for up to 5 m³" is due even for no consumption).
      if (from === 0 || consumption > from)
        lines.push({
          kind: 'WATER_BLOCK',
          description: description + text.flatSuffix,
          quantity: inBlock,
          unitPrice: null,
          amount: block.flatCents,
        });
    } else if (inBlock > 0) {
      const unitPrice = block.priceCents ?? 0;
      lines.push({
        kind: 'WATER_BLOCK',
        description,
        quantity: inBlock,
        unitPrice,
        amount: inBlock * unitPrice,
      });
    }
    from = upper;
  });
  return lines;
}

/**
 * water = max(minimum, Σ escalões) — below the minimum, the minimum is the one water line; then the fixed charge,
 * sanitation (% of the water, none up to its exemption) and VAT on the sum of those lines, rounded once (none up to
 * its exemption). amount = Σ lines.
 */
export function priceBySchedule(schedule: TariffSchedule, consumption: number): TariffPrice {
  const blocks = blockLines(schedule.blocks, consumption);
  const blocksTotal = blocks.reduce((sum, line) => sum + line.amount, 0);
  const lines: PricedLine[] =
    schedule.minimumCharge > blocksTotal
      ? [
          {
            kind: 'MINIMUM',
            description: text.minimum(schedule.minimumCharge),
            quantity: consumption,
            unitPrice: null,
            amount: schedule.minimumCharge,
          },
        ]
      : blocks;
  const water = Math.max(schedule.minimumCharge, blocksTotal);
  if (schedule.fixedCharge > 0)
    lines.push({
      kind: 'FIXED',
      description: schedule.fixedChargeDescription ?? text.fixedDefault,
      quantity: null,
      unitPrice: null,
      amount: schedule.fixedCharge,
    });
  const sanitation = exempt(consumption, schedule.sanitationExemptUpTo)
    ? 0
    : percentHalfUp(water, schedule.sanitationRate);
  if (sanitation > 0)
    lines.push({
      kind: 'SANITATION',
      description: text.sanitation(schedule.sanitationRate),
      quantity: null,
      unitPrice: null,
      amount: sanitation,
    });
  const taxable = water + schedule.fixedCharge + sanitation;
  const vat = exempt(consumption, schedule.vatExemptUpTo) ? 0 : percentHalfUp(taxable, schedule.vatRate);
  if (vat > 0)
    lines.push({
      kind: 'VAT',
      description: text.vat(schedule.vatRate),
      quantity: null,
      unitPrice: null,
      amount: vat,
    });
  return { lines, vat, amount: taxable + vat };
}
