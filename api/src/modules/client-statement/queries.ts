import { todayInMaputo } from '@agua/domain/dates';
import { type Centavos, toCentavos } from '@agua/domain/money';
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientRubrics } from '../client-rubrics/tables.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { activeFineTiers, fineAsOf } from '../invoices/fines.ts';
import { invoices } from '../invoices/tables.ts';
import { ledgerEntries } from '../ledger/tables.ts';
import { readings } from '../readings/tables.ts';
import { receiptInvoices } from '../receipts/receipt-invoices-tables.ts';
import { receipts } from '../receipts/tables.ts';
import { rubrics } from '../setup/tables.ts';

// The SQL of a client's money at a glance: a fixed number of queries whatever the history's length (the client page
// and its statement must cost the same for 1 month and 10 years of history, docs/performance.md).

/** The unpaid invoices of some clients (or one contract) with their fines as of `day`, oldest first. */
export async function unpaidInvoices(
  db: Executor,
  where: { clientIds: number[] } | { contractId: number },
  day = todayInMaputo(),
) {
  const rows = await db
    .select({
      clientId: contracts.clientId,
      invoiceId: invoices.id,
      readingMonth: readings.readingMonth,
      readingYear: readings.readingYear,
      limitDate: invoices.limitDate,
      paymentStatus: invoices.paymentStatus,
      amount: invoices.amount,
      fineAmount: invoices.fineAmount,
      finePercentage: invoices.finePercentage,
      exemptFromFines: clients.exemptFromFines,
    })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(readings, eq(readings.id, invoices.readingId))
    .where(
      and(
        isNull(invoices.paymentStatus),
        'contractId' in where
          ? eq(invoices.contractId, where.contractId)
          : inArray(contracts.clientId, where.clientIds),
      ),
    )
    .orderBy(asc(readings.readingYear), asc(readings.readingMonth), asc(invoices.id));
  if (rows.length === 0) return [];
  const tiers = await activeFineTiers(db);
  return rows.map((row) => fineAsOf(row, row.exemptFromFines, tiers, day));
}

/** Σ balance of each client's contracts. */
export async function clientBalances(db: Executor, clientIds: number[]): Promise<Map<number, Centavos>> {
  const rows = await db
    .select({ clientId: contracts.clientId, balance: sql<string>`sum(${contracts.balance})::text` })
    .from(contracts)
    .where(inArray(contracts.clientId, clientIds))
    .groupBy(contracts.clientId);
  return new Map(rows.map((row) => [row.clientId, toCentavos(row.balance)]));
}

/** The contracts of a client, the active ones first, newest first. */
export function contractsOfClient(db: Executor, clientId: number) {
  return db
    .select({ id: contracts.id, status: contracts.contractStatus, balance: contracts.balance })
    .from(contracts)
    .where(eq(contracts.clientId, clientId))
    .orderBy(desc(contracts.contractStatus), desc(contracts.id));
}

export function clientName(db: Executor, clientId: number) {
  return db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
}

/** Σ ledger of a contract before an instant (the statement's opening balance). */
export async function ledgerBefore(db: Executor, contractId: number, before: Date): Promise<Centavos> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.contractId, contractId), lt(ledgerEntries.createdAt, before)));
  return toCentavos(row?.sum ?? '0');
}

/** The ledger rows of a contract in [from, to), in the order they were written. */
export function ledgerRows(db: Executor, contractId: number, from: Date, to: Date) {
  return db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      reference: ledgerEntries.reference,
      note: ledgerEntries.note,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.contractId, contractId),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/** What the receipts named by the rows paid, invoice by invoice (their settlement is shown line by line). */
export function receiptLines(db: Executor, receiptIds: number[]) {
  if (receiptIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      receiptId: receiptInvoices.receiptId,
      invoiceId: receiptInvoices.invoiceId,
      amount: receiptInvoices.amount,
      fineAmount: receiptInvoices.fineAmount,
      finePercentage: receiptInvoices.finePercentage,
      readingMonth: readings.readingMonth,
      readingYear: readings.readingYear,
      paymentMethod: receipts.paymentMethod,
    })
    .from(receiptInvoices)
    .innerJoin(receipts, eq(receipts.id, receiptInvoices.receiptId))
    .innerJoin(invoices, eq(invoices.id, receiptInvoices.invoiceId))
    .innerJoin(readings, eq(readings.id, invoices.readingId))
    .where(inArray(receiptInvoices.receiptId, receiptIds))
    .orderBy(asc(readings.readingYear), asc(readings.readingMonth), asc(receiptInvoices.invoiceId));
}

export function receiptMethods(db: Executor, receiptIds: number[]) {
  if (receiptIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: receipts.id, paymentMethod: receipts.paymentMethod })
    .from(receipts)
    .where(inArray(receipts.id, receiptIds));
}

export function rubricNames(db: Executor, chargeIds: number[]) {
  if (chargeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: clientRubrics.id, name: rubrics.name, quantity: clientRubrics.quantity })
    .from(clientRubrics)
    .innerJoin(rubrics, eq(rubrics.id, clientRubrics.rubricId))
    .where(inArray(clientRubrics.id, chargeIds));
}
