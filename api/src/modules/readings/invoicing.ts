import { type AnyColumn, and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts } from '../contracts/tables.ts';
import { priceConsumptions } from '../invoices/pricing.ts';
import { invoices } from '../invoices/tables.ts';
import { contractTypes } from '../setup/tables.ts';

// What a reading's change does to its invoice (an edit reprices it, a cancellation cancels it); issuing one is the
// invoices area's (invoices/issue.ts).

/** `column = any($1)`: one array parameter, where `in (...)` would bind (and plan) one parameter per id. */
export const anyOf = (column: AnyColumn, ids: number[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::int[])`;

/** The reading's invoice, locked, when it has one. */
export async function invoiceOfReading(db: Executor, readingId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.readingId, readingId)).for('update');
  return row;
}

/**
 * A new index changes the unpaid invoice's amount and lines, priced as it was issued: its contract's tariff, the
 * version in force for its month (the same one: tariffs/service.ts never lets a version take over an invoiced month).
 */
export async function reprice(
  db: Executor,
  invoiceId: number,
  contractId: number,
  consumed: { consumption: number; readingYear: number; readingMonth: number },
) {
  const [tariff] = await db
    .select({
      contractTypeId: contractTypes.id,
      minimumConsumptionValue: contractTypes.minimumConsumptionValue,
      pricePerConsumptionUnit: contractTypes.pricePerConsumptionUnit,
    })
    .from(contracts)
    .innerJoin(contractTypes, eq(contractTypes.id, contracts.contractTypeId))
    .where(eq(contracts.id, contractId));
  if (!tariff) return;
  const [price] = await priceConsumptions(db, [{ ...tariff, ...consumed }]);
  await db
    .update(invoices)
    .set({
      amount: price!.amount,
      vatAmount: price!.vat,
      tariffVersionId: price!.tariffVersionId,
      lines: price!.tariffVersionId === null ? null : price!.lines,
    })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.paymentStatus)));
}

/**
 * Cancelling readings cancels their unpaid invoices; restoring them makes those invoices payable again. A paid
 * invoice never changes. `readingIds` is SQL that yields the readings' ids: a subquery of a larger statement (the
 * bulk approval by filter, service.ts) or an array parameter (followReadingStates).
 */
export function followReadingStatesSql(readingIds: SQL, canceled: boolean): SQL {
  return sql`update ${invoices} set payment_status = ${canceled ? 'CANCELED' : null}
    where ${invoices.readingId} in (${readingIds}) and ${invoices.paymentStatus} is distinct from 'PAID'`;
}

export async function followReadingStates(db: Executor, readingIds: number[], canceled: boolean) {
  if (readingIds.length === 0) return;
  await db.execute(followReadingStatesSql(sql`select unnest(${sql.param(readingIds)}::int[])`, canceled));
}
