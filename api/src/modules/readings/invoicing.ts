import { addDays, monthName, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { invoiceAmount } from '@agua/domain/rules/reading';
import { type AnyColumn, and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { contracts } from '../contracts/tables.ts';
import { invoices } from '../invoices/tables.ts';
import { contractTypes, invoiceConfigurations } from '../setup/tables.ts';
import { readableMeter } from './meter-checks.ts';
import { readings } from './tables.ts';

const DEFAULT_PAYMENT_TERM_DAYS = 15;

/** An invoice as stored; a new one is never overdue, so it is also its answer as of today. */
export type IssuedInvoice = Omit<typeof invoices.$inferSelect, 'totalAmount'> & { totalAmount: number };

/** `column = any($1)`: one array parameter, where `in (...)` would bind (and plan) one parameter per id. */
export const anyOf = (column: AnyColumn, ids: number[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::int[])`;

/** The active invoice configuration's maxInterval sets the payment term (docs/domain.md "Setup data"). */
export async function paymentTermDays(db: Executor): Promise<number> {
  const [row] = await db
    .select({ maxInterval: invoiceConfigurations.maxInterval })
    .from(invoiceConfigurations)
    .where(eq(invoiceConfigurations.active, true))
    .orderBy(desc(invoiceConfigurations.id))
    .limit(1);
  return row?.maxInterval ?? DEFAULT_PAYMENT_TERM_DAYS;
}

/**
 * Issues the invoice of a reading under the meter's active contract, in the caller's transaction. A second invoice
 * for the same reading fails on the unique index and answers 409.
 */
export async function issueInvoice(
  db: Executor,
  readingId: number,
  today = todayInMaputo(),
): Promise<IssuedInvoice> {
  const [reading] = await db.select().from(readings).where(eq(readings.id, readingId));
  if (!reading) throw notFound(messages.readings.rules.notFound);
  if (reading.state === 'CANCELED') throw conflict(messages.readings.invoice.readingCanceled);
  const meter = await readableMeter(db, reading.meterId);
  const amount = invoiceAmount(
    {
      minimumConsumptionValue: meter.minimumConsumptionValue ?? 0,
      pricePerConsumptionUnit: meter.pricePerConsumptionUnit ?? 0,
    },
    reading.currentReading - reading.previousReading,
  );
  const [created] = await db
    .insert(invoices)
    .values({
      readingId,
      // readableMeter guarantees an active contract.
      contractId: meter.contractId ?? 0,
      description: messages.readings.invoice.description(
        monthName(reading.readingMonth),
        reading.readingYear,
      ),
      limitDate: addDays(today, await paymentTermDays(db)),
      amount,
    })
    .returning();
  return { ...created!, totalAmount: created!.amount + created!.fineAmount };
}

/** The reading's invoice, locked, when it has one. */
export async function invoiceOfReading(db: Executor, readingId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.readingId, readingId)).for('update');
  return row;
}

/** A new index changes the unpaid invoice's amount, with the tariff of the contract it was issued under. */
export async function reprice(db: Executor, invoiceId: number, contractId: number, consumption: number) {
  const [tariff] = await db
    .select({
      minimumConsumptionValue: contractTypes.minimumConsumptionValue,
      pricePerConsumptionUnit: contractTypes.pricePerConsumptionUnit,
    })
    .from(contracts)
    .innerJoin(contractTypes, eq(contractTypes.id, contracts.contractTypeId))
    .where(eq(contracts.id, contractId));
  if (!tariff) return;
  await db
    .update(invoices)
    .set({ amount: invoiceAmount(tariff, consumption) })
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
