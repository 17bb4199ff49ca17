import { OPEN_MPESA_STATUSES } from '@agua/domain/contracts/mpesa-payment';
import { messages } from '@agua/domain/messages';
import { toDecimalString, toMeticais } from '@agua/domain/money';
import type { Role } from '@agua/domain/roles';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { HttpError } from '../../http/errors.ts';
import { toReceiptResponse } from '../receipts/responses.ts';
import type { ReceiptService } from '../receipts/service.ts';
import { users } from '../users/tables.ts';
import { CODES, type MpesaClient, type ProviderAnswer, ProviderUnreachable } from './provider/client.ts';
import type { MpesaWorkConfig } from './provider/config.ts';
import type { JobQueue } from './queue.ts';
import type { MpesaPaymentRow, MpesaService } from './service.ts';
import { mpesaPayments } from './tables.ts';

// What the job queue runs for an M-Pesa request (docs/domain.md "M-Pesa payment requests"), and the outcomes. Each
// job starts from the request's recorded state, so a job run twice, a job retried after a crash or an outcome that
// arrives twice changes nothing more: the status moves out of PENDING/WAITING once, and a payment becomes one
// receipt (the provider's transaction id is the receipt's idempotency key and its unique reference).

const m = messages.mpesa;

export interface MpesaWorkerDeps {
  db: Database;
  payments: MpesaService;
  receipts: ReceiptService;
  client: MpesaClient;
  queue: () => JobQueue;
  work: MpesaWorkConfig;
  log: { warn: (object: object, message: string) => void };
}

/** The Portuguese reason of a provider code (catalogue), or the generic refusal with the code. */
export function reasonOf(code: string, description: string): string {
  return m.reasons[code] ?? m.otherReason(code, description);
}

/** Wait before status query `attempt` (1, 2, …): base, 2×base, 4×base … up to the maximum. */
export function backoffMs(work: MpesaWorkConfig, attempt: number): number {
  return Math.min(work.statusBackoffMs * 2 ** (attempt - 1), work.maxBackoffMs);
}

export function createMpesaWorker(deps: MpesaWorkerDeps) {
  const { db, payments, receipts, client, work } = deps;
  const isOpen = (row: MpesaPaymentRow) => (OPEN_MPESA_STATUSES as readonly string[]).includes(row.status);

  /** The staff member who asked: the receipt is theirs. */
  async function actorOf(row: MpesaPaymentRow): Promise<Actor> {
    const [user] = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, row.createdBy ?? 0));
    return { userId: user?.id ?? 0, role: (user?.role ?? 'FIELD_TECH') as Role };
  }

  /** Moves an open request to its final state (the first outcome wins; later ones find it closed). */
  async function close(id: number, values: Partial<typeof mpesaPayments.$inferInsert>): Promise<void> {
    await db
      .update(mpesaPayments)
      .set({ ...values, finishedAt: new Date() })
      .where(and(eq(mpesaPayments.id, id), inArray(mpesaPayments.status, [...OPEN_MPESA_STATUSES])));
  }

  /**
   * INS-0: the money is the utility's. The receipt is made by the receipt service (the code of POST /receipt)
   * with key and reference = the transaction id. When the invoices can no longer be paid (paid otherwise
   * meanwhile), the money still becomes a receipt: a payment on account, credited to the contract.
   */
  async function settle(row: MpesaPaymentRow, transactionId: string, conversationId: string | null) {
    const actor = await actorOf(row);
    const amount = toMeticais(row.amount);
    let answer = await receipts.pay(
      {
        clientId: row.clientId,
        contractId: row.contractId,
        amount,
        invoiceIds: row.invoiceIds,
        paymentMethod: 'MPESA',
        purpose: m.receiptPurpose(row.transactionReference),
      },
      actor,
      `mpesa:${transactionId}`,
      toReceiptResponse,
      transactionId,
    );
    if (answer.statusCode !== 201) {
      answer = await receipts.pay(
        {
          clientId: row.clientId,
          contractId: row.contractId,
          amount,
          invoiceIds: [],
          paymentMethod: 'MPESA',
          purpose: m.onAccountPurpose(row.transactionReference),
        },
        actor,
        `mpesa:${transactionId}:conta`,
        toReceiptResponse,
        transactionId,
      );
    }
    if (answer.statusCode !== 201) {
      throw new Error(
        `M-Pesa ${transactionId}: no receipt (${answer.statusCode} ${JSON.stringify(answer.body)})`,
      );
    }
    const receiptId = (answer.body as { receiptID: number }).receiptID;
    await close(row.id, {
      status: 'PAID',
      transactionId,
      conversationId: conversationId ?? row.conversationId,
      responseCode: CODES.success,
      reason: null,
      receiptId,
    });
  }

  async function fail(
    row: MpesaPaymentRow,
    answer: Pick<ProviderAnswer, 'code' | 'description'>,
    reason?: string,
  ) {
    await close(row.id, {
      status: answer.code === CODES.cancelled ? 'CANCELLED' : 'FAILED',
      responseCode: answer.code,
      reason: reason ?? reasonOf(answer.code, answer.description),
    });
  }

  async function scheduleStatus(row: MpesaPaymentRow, attempt: number, code: string | null) {
    if (code) await db.update(mpesaPayments).set({ responseCode: code }).where(eq(mpesaPayments.id, row.id));
    await deps.queue().sendStatus({ paymentId: row.id, attempt }, backoffMs(work, attempt));
  }

  return {
    /** The C2B job: sends the request once; a retried job (the call may have reached the provider) asks instead. */
    async runC2b(paymentId: number): Promise<void> {
      const row = await payments.getById(paymentId);
      if (!isOpen(row)) return;
      if (row.sentAt) {
        await scheduleStatus(row, 1, null);
        return;
      }
      const [claimed] = await db
        .update(mpesaPayments)
        .set({ sentAt: new Date(), status: 'WAITING' })
        .where(and(eq(mpesaPayments.id, paymentId), sql`${mpesaPayments.sentAt} is null`))
        .returning({ id: mpesaPayments.id });
      if (!claimed) return; // another worker sent it
      let answer: ProviderAnswer;
      try {
        answer = await client.c2b({
          transactionReference: row.transactionReference,
          customerMsisdn: `258${row.msisdn}`,
          amount: toDecimalString(row.amount),
          thirdPartyReference: row.thirdPartyReference,
        });
      } catch (error) {
        if (!(error instanceof ProviderUnreachable)) throw error;
        deps.log.warn({ err: error, paymentId }, 'M-Pesa C2B call without an answer: asking its status');
        await scheduleStatus(row, 1, null);
        return;
      }
      if (answer.code === CODES.success && answer.transactionId) {
        await settle(row, answer.transactionId, answer.conversationId);
      } else if (answer.code === CODES.timeout || answer.code === CODES.duplicate) {
        await db
          .update(mpesaPayments)
          .set({ conversationId: answer.conversationId })
          .where(eq(mpesaPayments.id, paymentId));
        await scheduleStatus(row, 1, answer.code);
      } else {
        await fail(row, answer);
      }
    },

    /** A status query (after a timeout, a duplicate or a lost answer); not final yet → the next one, later. */
    async runStatus(paymentId: number, attempt: number): Promise<void> {
      const row = await payments.getById(paymentId);
      if (!isOpen(row)) return;
      await db
        .update(mpesaPayments)
        .set({ statusQueries: sql`${mpesaPayments.statusQueries} + 1` })
        .where(eq(mpesaPayments.id, paymentId));
      let answer: ProviderAnswer | undefined;
      try {
        answer = await client.queryStatus(row.thirdPartyReference, row.thirdPartyReference);
      } catch (error) {
        if (!(error instanceof ProviderUnreachable)) throw error;
        deps.log.warn({ err: error, paymentId }, 'M-Pesa status query without an answer');
      }
      const status = answer?.code === CODES.success ? answer.transactionStatus : null;
      if (status === 'Completed') {
        const transactionId = answer?.transactionId ?? answer?.conversationId ?? row.thirdPartyReference;
        await settle(row, transactionId, answer?.conversationId ?? null);
      } else if (status === 'Cancelled') {
        await fail(row, { code: CODES.cancelled, description: '' });
      } else if (status === 'Expired') {
        await fail(row, { code: CODES.timeout, description: '' }, m.expiredReason);
      } else if (status === 'Failed') {
        await fail(row, { code: CODES.failed, description: '' });
      } else if (attempt >= work.maxStatusQueries) {
        await fail(row, { code: row.responseCode ?? CODES.timeout, description: '' }, m.unreachableReason);
      } else {
        await scheduleStatus(row, attempt + 1, null);
      }
    },

    /**
     * POST /mpesa-payment/{id}/reverse (administrators): the provider gives the money back first; only then is the
     * receipt reversed (its invoices unpaid again) and the request marked REVERSED. A refusal changes nothing.
     */
    async reverse(paymentId: number, actor: Actor): Promise<MpesaPaymentRow> {
      const row = await payments.getById(paymentId);
      if (row.status !== 'PAID' || !row.transactionId || !row.receiptId) {
        throw new HttpError(409, m.api.notReversible);
      }
      // Claim it first, so two administrators cannot both ask the provider.
      const [claimed] = await db
        .update(mpesaPayments)
        .set({ status: 'REVERSED', reversedBy: actor.userId })
        .where(and(eq(mpesaPayments.id, paymentId), eq(mpesaPayments.status, 'PAID')))
        .returning({ id: mpesaPayments.id });
      if (!claimed) throw new HttpError(409, m.api.notReversible);
      let answer: ProviderAnswer;
      try {
        answer = await client.reverse({
          transactionId: row.transactionId,
          thirdPartyReference: `R${row.thirdPartyReference}`.slice(0, 20),
          amount: toDecimalString(row.amount),
        });
      } catch (error) {
        await db
          .update(mpesaPayments)
          .set({ status: 'PAID', reversedBy: null })
          .where(eq(mpesaPayments.id, paymentId));
        if (error instanceof ProviderUnreachable) throw new HttpError(503, m.api.providerUnavailable);
        throw error;
      }
      if (answer.code !== CODES.success) {
        await db
          .update(mpesaPayments)
          .set({ status: 'PAID', reversedBy: null })
          .where(eq(mpesaPayments.id, paymentId));
        throw new HttpError(409, m.api.reversalRefused(reasonOf(answer.code, answer.description)));
      }
      try {
        await receipts.reverse(row.receiptId, actor);
      } catch (error) {
        // Reversed already through DELETE /receipt: the provider's reversal was the part still missing.
        if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      }
      return payments.getById(paymentId);
    },
  };
}

export type MpesaWorker = ReturnType<typeof createMpesaWorker>;
