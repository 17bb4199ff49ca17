import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoices } from '../invoices/tables.ts';
import { readings } from '../readings/tables.ts';
import { receipts } from '../receipts/tables.ts';
import { users } from '../users/tables.ts';
import { paymentAgreementInstalments, paymentAgreements } from './tables.ts';

// The SQL of payment agreements: a contract's agreements with their instalments (two queries whatever their
// number), and what the statement needs to name an instalment's receipt.

export type AgreementRow = typeof paymentAgreements.$inferSelect & { createdByName: string };
export type InstalmentRow = typeof paymentAgreementInstalments.$inferSelect & {
  /** The receipt that paid it, when that receipt is live (a reversed one leaves the instalment unpaid). */
  paidAt: Date | null;
  paid: boolean;
};

export async function agreementsOf(
  db: Executor,
  where: { contractId: number } | { ids: number[] },
): Promise<{ agreement: AgreementRow; instalments: InstalmentRow[] }[]> {
  const rows = await db
    .select({ agreement: paymentAgreements, createdByName: users.name })
    .from(paymentAgreements)
    .innerJoin(users, eq(users.id, paymentAgreements.createdBy))
    .where(
      'contractId' in where
        ? eq(paymentAgreements.contractId, where.contractId)
        : inArray(paymentAgreements.id, where.ids),
    )
    .orderBy(desc(paymentAgreements.id));
  if (rows.length === 0) return [];
  const instalments = await db
    .select({ instalment: paymentAgreementInstalments, paidAt: receipts.paymentDate })
    .from(paymentAgreementInstalments)
    .leftJoin(
      receipts,
      and(eq(receipts.id, paymentAgreementInstalments.receiptId), isNull(receipts.reversedAt)),
    )
    .where(
      inArray(
        paymentAgreementInstalments.agreementId,
        rows.map((row) => row.agreement.id),
      ),
    )
    .orderBy(asc(paymentAgreementInstalments.number));
  return rows.map((row) => ({
    agreement: { ...row.agreement, createdByName: row.createdByName },
    instalments: instalments
      .filter((one) => one.instalment.agreementId === row.agreement.id)
      .map((one) => ({
        ...one.instalment,
        receiptId: one.paidAt ? one.instalment.receiptId : null,
        paidAt: one.paidAt,
        paid: one.paidAt !== null,
      })),
  }));
}

/** The contract's unpaid invoices, oldest month first (an instalment's receipt pays the oldest it covers). */
export function unpaidInvoiceIds(db: Executor, contractId: number, limit: number) {
  return db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(readings, eq(readings.id, invoices.readingId))
    .where(and(eq(invoices.contractId, contractId), isNull(invoices.paymentStatus)))
    .orderBy(asc(readings.readingYear), asc(readings.readingMonth), asc(invoices.id))
    .limit(limit);
}

/** Which instalment each of these receipts paid (the Extrato de conta names it beside the payment). */
export function instalmentsOfReceipts(db: Executor, receiptIds: number[]) {
  if (receiptIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      receiptId: paymentAgreementInstalments.receiptId,
      agreementId: paymentAgreementInstalments.agreementId,
      number: paymentAgreementInstalments.number,
      count: paymentAgreements.instalmentCount,
    })
    .from(paymentAgreementInstalments)
    .innerJoin(paymentAgreements, eq(paymentAgreements.id, paymentAgreementInstalments.agreementId))
    .where(inArray(paymentAgreementInstalments.receiptId, receiptIds));
}
