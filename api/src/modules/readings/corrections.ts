import { type Centavos, toCentavos } from '@agua/domain/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts } from '../contracts/tables.ts';
import { type ConsumptionToPrice, priceConsumptions } from '../invoices/pricing.ts';
import { invoices } from '../invoices/tables.ts';
import { lockContract, moveBalance } from '../ledger/ledger.ts';
import { ledgerEntries } from '../ledger/tables.ts';
import { clientMeters } from '../meters/tables.ts';
import { contractTypes } from '../setup/tables.ts';
import { readings } from './tables.ts';

// The credit of a real reading that came in below the index its estimates billed (docs/domain.md "Readings from the
// field"): the over-billed m³ go back to the client as a READING_CREDIT on the contract's ledger, priced as the
// estimated months were billed, so nothing is lost and nothing billed twice. Settling is idempotent: the ledger
// always holds, per reading, exactly the credit it owes now (none once it is cancelled).

const reference = (readingId: number) => `reading:${readingId}`;

interface EstimatedMonth extends ConsumptionToPrice {
  readingId: number;
}

/** The estimated months the credit goes back over: those since the meter's last real reading, latest first. */
async function estimatedMonthsBefore(tx: Executor, reading: typeof readings.$inferSelect) {
  const result = await tx.execute<{
    reading_id: number;
    estimated: boolean;
    consumption: number;
    reading_year: number;
    reading_month: number;
    contract_type_id: number | null;
    minimum: string | null;
    price: string | null;
  }>(sql`
    select r.id as reading_id, r.estimated, r.consumption, r.reading_year, r.reading_month,
           ct.id as contract_type_id, ct.minimum_consumption_value as minimum, ct.price_per_consumption_unit as price
      from ${readings} r
      join ${clientMeters} m on m.id = ${reading.meterId}
      left join ${invoices} i on i.reading_id = r.id
      left join ${contracts} c on c.id = i.contract_id
      left join ${contractTypes} ct on ct.id = c.contract_type_id
     where r.meter_id in (m.id, coalesce(m.replaces_meter_id, m.id)) and r.state <> 'CANCELED'
       and (r.reading_year * 12 + r.reading_month) < ${reading.readingYear * 12 + reading.readingMonth}::int
     order by (r.reading_year * 12 + r.reading_month) desc, r.meter_id = m.id desc
     limit 60`);
  const months: EstimatedMonth[] = [];
  for (const row of result.rows) {
    if (!row.estimated) break;
    months.push({
      readingId: Number(row.reading_id),
      consumption: Number(row.consumption),
      readingYear: Number(row.reading_year),
      readingMonth: Number(row.reading_month),
      contractTypeId: row.contract_type_id === null ? null : Number(row.contract_type_id),
      minimumConsumptionValue: row.minimum === null ? null : toCentavos(row.minimum),
      pricePerConsumptionUnit: row.price === null ? null : toCentavos(row.price),
    });
  }
  return months;
}

/**
 * What the credit of `creditedCubicMeters` is worth: taken back from the latest estimated month first, each month
 * priced as billed minus priced as it would have been without the m³ taken back (priceConsumptions, the one
 * pricing). Answers centavos ≥ 0.
 */
export async function creditAmount(tx: Executor, reading: typeof readings.$inferSelect): Promise<Centavos> {
  if (reading.creditedCubicMeters <= 0) return 0 as Centavos;
  const months = await estimatedMonthsBefore(tx, reading);
  let remaining = reading.creditedCubicMeters;
  const billed: ConsumptionToPrice[] = [];
  const corrected: ConsumptionToPrice[] = [];
  for (const month of months) {
    if (remaining === 0) break;
    const back = Math.min(remaining, month.consumption);
    remaining -= back;
    billed.push(month);
    corrected.push({ ...month, consumption: month.consumption - back });
  }
  const [billedPrices, correctedPrices] = [
    await priceConsumptions(tx, billed),
    await priceConsumptions(tx, corrected),
  ];
  let amount = 0;
  billedPrices.forEach((price, index) => {
    amount += price.amount - (correctedPrices[index]?.amount ?? 0);
  });
  return Math.max(amount, 0) as Centavos;
}

/**
 * Brings the ledger in line with what the reading owes the client now: its credit while it is live, nothing once it
 * is cancelled or deleted (`gone`). Locks the contract (ledger.ts) before reading what was credited.
 */
export async function settleReadingCredit(
  tx: Executor,
  readingId: number,
  userId: number | null,
  gone = false,
): Promise<void> {
  const [reading] = await tx.select().from(readings).where(eq(readings.id, readingId));
  if (!reading) return;
  const [credited] = await tx
    .select({
      contractId: ledgerEntries.contractId,
      total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'READING_CREDIT'), eq(ledgerEntries.reference, reference(readingId))))
    .groupBy(ledgerEntries.contractId);
  if (reading.creditedCubicMeters <= 0 && !credited) return;
  const contractId = credited?.contractId ?? (await contractOfReading(tx, readingId));
  if (contractId === null) return;
  await lockContract(tx, contractId);
  const owed = gone || reading.state === 'CANCELED' ? 0 : await creditAmount(tx, reading);
  const already = credited ? toCentavos(credited.total) : 0;
  await moveBalance(tx, {
    contractId,
    amount: (owed - already) as Centavos,
    kind: 'READING_CREDIT',
    reference: reference(readingId),
    userId,
  });
}

async function contractOfReading(tx: Executor, readingId: number): Promise<number | null> {
  const [row] = await tx
    .select({ contractId: invoices.contractId })
    .from(invoices)
    .where(eq(invoices.readingId, readingId));
  return row?.contractId ?? null;
}
