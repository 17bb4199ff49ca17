import type { ReceiptCreateFields, ReceiptUpdateFields } from '@agua/domain/contracts/receipt';
import { daysBetween, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { type Centavos, formatMZN, toCentavos, toMeticais } from '@agua/domain/money';
import { oldestCovered } from '@agua/domain/rules/counter-payment';
import { fineAmount, finePercentageFor } from '@agua/domain/rules/reading';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { contracts } from '../contracts/tables.ts';
import { activeFineTiers } from '../invoices/fines.ts';
import { invoices } from '../invoices/tables.ts';
import { clientForMoney, contractOfClient } from '../ledger/client-contract.ts';
import { lockContract, moveBalance } from '../ledger/ledger.ts';
import { readings } from '../readings/tables.ts';
import { noticeReceipt } from '../sms/event-notices.ts';
import { assertTillOpen } from '../tills/guard.ts';
import { receiptInvoices } from './receipt-invoices-tables.ts';
import { receipts } from './tables.ts';

// The money rules of a receipt (docs/domain.md "Receipts and payments"), each run inside the caller's transaction:
// paying, correcting how it was paid, and reversing it.

const t = messages.receipts.api;

const refuse = (field: string, message: string, status = 400) =>
  new HttpError(status, message, [{ field, message }]);
const idText = (ids: number[]) => ids.join(', ');

/**
 * When the money was received: the instant sent, or for a calendar day that day (now when it is today, else noon
 * in Maputo), or now. A day after today in Maputo is refused.
 */
export function paymentInstant(paymentDate: string | undefined, now: Date): Date {
  const today = todayInMaputo(now);
  let instant = now;
  if (paymentDate && paymentDate.length === 10) {
    instant = paymentDate === today ? now : new Date(`${paymentDate}T12:00:00+02:00`);
  } else if (paymentDate) {
    instant = new Date(paymentDate);
  }
  if (todayInMaputo(instant) > today) throw refuse('paymentDate', t.futurePaymentDate);
  if (todayInMaputo(instant) < '2000-01-01') throw refuse('paymentDate', t.invalidPaymentDate);
  return instant;
}

/** Which contract the chosen invoices belong to, checked against the client (read before any lock: it never changes). */
async function contractOfInvoices(
  tx: Executor,
  input: { clientId: number; contractId?: number; invoiceIds: number[] },
): Promise<number> {
  const rows = await tx
    .select({ id: invoices.id, contractId: invoices.contractId, clientId: contracts.clientId })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .where(inArray(invoices.id, input.invoiceIds));
  const found = new Set(rows.map((row) => row.id));
  const missing = input.invoiceIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw refuse('invoiceIds', t.invoicesNotFound(idText(missing)));
  const foreign = rows.filter((row) => row.clientId !== input.clientId).map((row) => row.id);
  if (foreign.length > 0)
    throw refuse('invoiceIds', t.invoicesOfOtherClient(idText(foreign.sort((a, b) => a - b))));
  if (input.contractId !== undefined) {
    const other = rows.filter((row) => row.contractId !== input.contractId).map((row) => row.id);
    if (other.length > 0)
      throw refuse('invoiceIds', t.invoicesOfOtherContract(idText(other.sort((a, b) => a - b))));
  }
  const contractIds = new Set(rows.map((row) => row.contractId));
  if (contractIds.size > 1) throw refuse('invoiceIds', t.invoicesOfSeveralContracts);
  return rows[0]!.contractId;
}

/** What the chosen invoices owe on a payment day, read under their contract's lock. */
export interface LockedInvoices {
  contractId: number;
  /** The contract row as locked (its balance before the payment). */
  contract: Awaited<ReturnType<typeof lockContract>>;
  lines: { invoice: typeof invoices.$inferSelect; finePercentage: number; fine: Centavos; total: Centavos }[];
  /** Σ (amount + fine as of the payment day) of the invoices. */
  due: Centavos;
}

/**
 * The shared first step of every payment (POST /receipt and an M-Pesa request, docs/domain.md): the client and
 * contract checked, the contract locked then its chosen invoices, paid or cancelled ones refused (409), and what
 * each owes with its fine as of `payDay`. Runs inside the caller's transaction.
 */
export async function lockInvoicesToPay(
  tx: Executor,
  input: { clientId: number; contractId?: number; invoiceIds: number[] },
  payDay: string,
): Promise<LockedInvoices> {
  const client = await clientForMoney(tx, input.clientId);
  const contractId =
    input.invoiceIds.length > 0
      ? await contractOfInvoices(tx, input)
      : await contractOfClient(tx, input.clientId, input.contractId, { activeOnly: false });

  // The contract first, then its invoices: every payment of one contract takes its turn here.
  const contract = await lockContract(tx, contractId);
  const chosen =
    input.invoiceIds.length === 0
      ? []
      : await tx
          .select()
          .from(invoices)
          .where(inArray(invoices.id, input.invoiceIds))
          .orderBy(asc(invoices.id))
          .for('update');
  const paid = chosen.filter((invoice) => invoice.paymentStatus === 'PAID').map((invoice) => invoice.id);
  if (paid.length > 0) throw refuse('invoiceIds', t.invoicesAlreadyPaid(idText(paid)), 409);
  const canceled = chosen
    .filter((invoice) => invoice.paymentStatus === 'CANCELED')
    .map((invoice) => invoice.id);
  if (canceled.length > 0) throw refuse('invoiceIds', t.invoicesCanceled(idText(canceled)), 409);

  const tiers = chosen.length > 0 ? await activeFineTiers(tx) : [];
  const lines = chosen.map((invoice) => {
    const overdue = client.exemptFromFines ? 0 : daysBetween(invoice.limitDate, payDay);
    const finePercentage = finePercentageFor(overdue, tiers);
    const fine = fineAmount(invoice.amount, finePercentage);
    return { invoice, finePercentage, fine, total: invoice.amount + fine };
  });
  const due: Centavos = lines.reduce((sum, line) => sum + line.total, 0);
  return { contractId, contract, lines, due };
}

/**
 * POST /receipt: due = Σ totalAmount of the chosen unpaid invoices with their fines as of the payment day;
 * funds = amount + max(balance, 0). funds < due is a 400 and nothing changes, unless `partial`: then only the oldest
 * invoices the funds cover are paid; otherwise every invoice becomes PAID
 * (fine frozen) and the balance moves by amount − due through two ledger rows. Answers the new receipt's id.
 * `reference` is the payment's outside reference (an M-Pesa transaction id): unique among receipts.
 */
export async function payInvoices(
  tx: Executor,
  input: ReceiptCreateFields,
  actor: Actor,
  now = new Date(),
  reference: string | null = null,
): Promise<number> {
  const paidAt = paymentInstant(input.paymentDate, now);
  const payDay = todayInMaputo(paidAt);
  const amount = toCentavos(input.amount);
  if (input.invoiceIds.length === 0 && amount === 0) throw refuse('amount', t.nothingToPay);
  const locked = await lockInvoicesToPay(tx, input, payDay);
  // A closed till takes no more receipts of its user for that day (docs/domain.md "Fecho de caixa"); money an outside
  // provider already took (an M-Pesa transaction, `reference`) is always recorded.
  if (reference === null) await assertTillOpen(tx, actor.userId, payDay);
  const { contractId, contract } = locked;
  const funds: Centavos = amount + Math.max(contract.balance, 0);
  if (funds < locked.due && !input.partial) {
    throw refuse(
      'amount',
      t.insufficientFunds(formatMZN(toMeticais(locked.due)), formatMZN(toMeticais(funds))),
    );
  }
  // Partial (docs/domain.md "Partial payments"): the oldest invoices the funds cover in full; the rest is credit.
  const lines =
    locked.due <= funds
      ? locked.lines
      : oldestCovered(
          locked.lines.map((line) => ({
            id: line.invoice.id,
            month: line.invoice.billingMonth ?? line.invoice.limitDate,
            total: line.total,
            line,
          })),
          funds,
        ).map((covered) => covered.line);
  const due: Centavos = lines.reduce((sum, line) => sum + line.total, 0);
  // A partial payment that covers no invoice and brings no money would be an empty receipt.
  if (lines.length === 0 && amount === 0) throw refuse('amount', t.nothingToPay);

  const [receipt] = await tx
    .insert(receipts)
    .values({
      clientId: input.clientId,
      contractId,
      paymentMethod: input.paymentMethod,
      paymentDate: paidAt,
      amount,
      purpose: input.purpose,
      balanceAfter: contract.balance + amount - due,
      reference,
      createdBy: actor.userId,
    })
    .returning({ id: receipts.id });
  const receiptId = receipt!.id;
  if (lines.length > 0) {
    await tx.insert(receiptInvoices).values(
      lines.map((line) => ({
        receiptId,
        invoiceId: line.invoice.id,
        amount: line.invoice.amount,
        fineAmount: line.fine,
        finePercentage: line.finePercentage,
      })),
    );
  }
  for (const line of lines) {
    await tx
      .update(invoices)
      .set({
        paymentStatus: 'PAID',
        paymentDate: payDay,
        paymentMethod: input.paymentMethod,
        receiptId,
        fineAmount: line.fine,
        finePercentage: line.finePercentage,
      })
      .where(eq(invoices.id, line.invoice.id));
  }
  const cause = `receipt:${receiptId}`;
  const userId = actor.userId;
  await moveBalance(tx, { contractId, amount, kind: 'PAYMENT', reference: cause, userId });
  await moveBalance(tx, { contractId, amount: -due, kind: 'INVOICE_SETTLEMENT', reference: cause, userId });
  await noticeReceipt(tx, receiptId);
  return receiptId;
}

/** The receipt row locked for a change, after its contract's lock; unknown → 404. */
async function lockReceipt(tx: Executor, receiptId: number, withContract: boolean) {
  const [row] = await tx
    .select({ contractId: receipts.contractId })
    .from(receipts)
    .where(eq(receipts.id, receiptId));
  if (!row) throw notFound(t.receiptNotFound);
  if (withContract) await lockContract(tx, row.contractId);
  const [receipt] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for('update');
  return receipt!;
}

/** PUT /receipt/{id}: how it was paid and what for; its invoices follow the method. Money never changes. */
export async function correctReceipt(
  tx: Executor,
  receiptId: number,
  input: ReceiptUpdateFields,
): Promise<void> {
  const receipt = await lockReceipt(tx, receiptId, false);
  if (receipt.reversedAt) throw conflict(t.receiptReversed);
  await tx
    .update(receipts)
    .set({ paymentMethod: input.paymentMethod, purpose: input.purpose })
    .where(eq(receipts.id, receiptId));
  await tx
    .update(invoices)
    .set({ paymentMethod: input.paymentMethod })
    .where(eq(invoices.receiptId, receiptId));
}

/**
 * DELETE /receipt/{id}: a reversal. The receipt stays, marked reversed; its invoices are unpaid again (fine no
 * longer frozen; CANCELED again if their reading was cancelled meanwhile); two ledger rows undo its balance change
 * (−amount received, +invoices settled). Nothing is erased from the ledger.
 */
export async function reverseReceipt(
  tx: Executor,
  receiptId: number,
  actor: Actor,
  reason?: string,
): Promise<void> {
  const receipt = await lockReceipt(tx, receiptId, true);
  if (receipt.reversedAt) throw conflict(t.receiptAlreadyReversed);
  const lines = await tx.select().from(receiptInvoices).where(eq(receiptInvoices.receiptId, receiptId));
  const settled = lines.reduce((sum, line) => sum + line.amount + line.fineAmount, 0);
  await tx
    .update(invoices)
    .set({
      paymentStatus: sql`(select case when ${readings.state} = 'CANCELED' then 'CANCELED' end
        from ${readings} where ${readings.id} = ${invoices.readingId})`,
      paymentDate: null,
      paymentMethod: null,
      receiptId: null,
      fineAmount: 0,
      finePercentage: 0,
    })
    .where(eq(invoices.receiptId, receiptId));
  await tx
    .update(receipts)
    .set({ reversedAt: new Date(), reversedBy: actor.userId })
    .where(eq(receipts.id, receiptId));
  const reference = `receipt:${receiptId}`;
  const { contractId, amount } = receipt;
  const userId = actor.userId;
  const note = reason ?? null;
  await moveBalance(tx, { contractId, amount: -amount, kind: 'PAYMENT_REVERSAL', reference, userId, note });
  await moveBalance(tx, {
    contractId,
    amount: settled,
    kind: 'SETTLEMENT_REVERSAL',
    reference,
    userId,
    note,
  });
}
