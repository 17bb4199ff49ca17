import {
  type AgreementCreateFields,
  type InstalmentPaymentFields,
  planProblemText,
} from '@agua/domain/contracts/payment-agreement';
import { MAX_INVOICES_PER_RECEIPT } from '@agua/domain/contracts/receipt';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { type Centavos, toCentavos, toMeticais } from '@agua/domain/money';
import { totalDebt } from '@agua/domain/rules/counter-payment';
import { instalmentPlan } from '@agua/domain/rules/payment-agreement';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { unpaidInvoices } from '../client-statement/queries.ts';
import { contracts } from '../contracts/tables.ts';
import { lockContract } from '../ledger/ledger.ts';
import { payInvoices } from '../receipts/payment.ts';
import { agreementsOf, unpaidInvoiceIds } from './queries.ts';
import { paymentAgreementInstalments, paymentAgreements } from './tables.ts';

// Acordos de pagamento (docs/domain.md "Payment agreements"). An agreement moves no balance: it schedules what the
// client pays, and each instalment is paid by an ordinary receipt (payInvoices, the path of POST /receipt), so
// balance = Σ ledger and "PAID ⇔ live receipt" hold as for any payment. Every rule runs under the contract's lock.

const t = messages.paymentAgreements.api;
const refuse = (field: string, message: string, status = 400) =>
  new HttpError(status, message, [{ field, message }]);

/** The contract's Total em dívida today: its unpaid invoices with today's fines, plus a debt, less a credit. */
async function contractDebt(db: Executor, contractId: number, balance: Centavos): Promise<Centavos> {
  const open = await unpaidInvoices(db, { contractId });
  return totalDebt(
    open.map((invoice) => ({ amount: invoice.amount, fine: invoice.fineAmount })),
    balance,
  ).total;
}

export function createPaymentAgreementService(db: Database) {
  async function one(tx: Executor, id: number) {
    const [found] = await agreementsOf(tx, { ids: [id] });
    if (!found) throw notFound(t.agreementNotFound);
    return found;
  }

  /** The contract's agreements (newest first) and what a new one would split today. */
  async function forContract(contractId: number) {
    const [contract] = await db.select().from(contracts).where(eq(contracts.id, contractId));
    if (!contract) throw notFound(messages.clients.api.contractNotFound);
    const [debt, agreements] = await Promise.all([
      contractDebt(db, contractId, contract.balance),
      agreementsOf(db, { contractId }),
    ]);
    return { contract, debt, agreements };
  }

  /**
   * POST /payment-agreements: under the contract's lock, the debt as of today is split (instalmentPlan); an ACTIVE
   * agreement whose instalments are all paid is closed as COMPLETED first, one still running refuses (409).
   */
  async function create(input: AgreementCreateFields, actor: Actor) {
    return db.transaction(async (tx) => {
      const contract = await lockContract(tx, input.contractId);
      if (contract.contractStatus !== 1) throw refuse('contractId', t.contractNotActive, 409);
      const [running] = await tx
        .select({ id: paymentAgreements.id })
        .from(paymentAgreements)
        .where(and(eq(paymentAgreements.contractId, contract.id), eq(paymentAgreements.status, 'ACTIVE')));
      if (running) {
        const current = await one(tx, running.id);
        if (current.instalments.some((instalment) => !instalment.paid))
          throw refuse('contractId', t.alreadyActive(running.id), 409);
        await tx
          .update(paymentAgreements)
          .set({ status: 'COMPLETED' })
          .where(eq(paymentAgreements.id, running.id));
      }
      const today = todayInMaputo();
      const debt = await contractDebt(tx, contract.id, contract.balance);
      const plan = instalmentPlan({
        debt,
        downPayment: toCentavos(input.downPayment),
        count: input.instalmentCount,
        firstDueDate: input.firstDueDate,
        today,
      });
      if ('problem' in plan)
        throw refuse(plan.field, planProblemText[plan.problem], plan.problem === 'noDebt' ? 409 : 400);
      const [created] = await tx
        .insert(paymentAgreements)
        .values({
          contractId: contract.id,
          clientId: contract.clientId,
          debt,
          downPayment: toCentavos(input.downPayment),
          instalmentCount: input.instalmentCount,
          firstDueDate: input.firstDueDate,
          createdBy: actor.userId,
        })
        .returning({ id: paymentAgreements.id });
      await tx.insert(paymentAgreementInstalments).values(
        plan.instalments.map((instalment) => ({
          agreementId: created!.id,
          contractId: contract.id,
          ...instalment,
        })),
      );
      return one(tx, created!.id);
    });
  }

  /** POST /payment-agreements/{id}/cancel: an ACTIVE agreement ends with a reason; the receipts paid stay. */
  async function cancel(id: number, reason: string, actor: Actor) {
    return db.transaction(async (tx) => {
      const found = await one(tx, id);
      await lockContract(tx, found.agreement.contractId);
      const [row] = await tx
        .select()
        .from(paymentAgreements)
        .where(eq(paymentAgreements.id, id))
        .for('update');
      if (row!.status !== 'ACTIVE') throw refuse('id', t.notActive, 409);
      await tx
        .update(paymentAgreements)
        .set({ status: 'CANCELED', cancelReason: reason, canceledAt: new Date(), canceledBy: actor.userId })
        .where(eq(paymentAgreements.id, id));
      return one(tx, id);
    });
  }

  /**
   * POST /payment-agreements/{id}/instalments/{number}/payment: the next unpaid instalment, in order, paid by a
   * receipt of its amount on the contract, which pays the oldest unpaid invoices it covers in full and leaves the
   * rest as credit (a partial payment, docs/domain.md "Partial payments"). Under the contract's lock, so the same
   * instalment is paid once however many ask at once.
   */
  async function payInstalment(id: number, number: number, input: InstalmentPaymentFields, actor: Actor) {
    return db.transaction(async (tx) => {
      const before = await one(tx, id);
      const contract = await lockContract(tx, before.agreement.contractId);
      const { agreement, instalments } = await one(tx, id);
      if (agreement.status !== 'ACTIVE') throw refuse('id', t.notActive, 409);
      const instalment = instalments.find((one) => one.number === number);
      if (!instalment) throw notFound(t.instalmentNotFound);
      if (instalment.paid) throw refuse('number', t.instalmentPaid, 409);
      const earlier = instalments.find((one) => one.number < number && !one.paid);
      if (earlier) throw refuse('number', t.earlierUnpaid(earlier.number), 409);
      const label =
        number === 0
          ? messages.paymentAgreements.downPaymentLabel
          : messages.paymentAgreements.instalmentLabel(number, agreement.instalmentCount);
      const invoiceIds = (await unpaidInvoiceIds(tx, contract.id, MAX_INVOICES_PER_RECEIPT)).map(
        (row) => row.id,
      );
      const receiptId = await payInvoices(
        tx,
        {
          clientId: contract.clientId,
          contractId: contract.id,
          amount: toMeticais(instalment.amount),
          invoiceIds,
          paymentMethod: input.paymentMethod,
          paymentDate: input.paymentDate,
          purpose: messages.paymentAgreements.receiptPurpose(label, id),
          partial: true,
        },
        actor,
      );
      await tx
        .update(paymentAgreementInstalments)
        .set({ receiptId })
        .where(eq(paymentAgreementInstalments.id, instalment.id));
      return { receiptId, ...(await one(tx, id)) };
    });
  }

  return { forContract, create, cancel, payInstalment };
}

export type PaymentAgreementService = ReturnType<typeof createPaymentAgreementService>;
export type AgreementWithInstalments = Awaited<ReturnType<PaymentAgreementService['create']>>;

declare module 'fastify' {
  interface FastifyInstance {
    paymentAgreements: PaymentAgreementService;
  }
}

export default fp(
  async (app) => {
    app.decorate('paymentAgreements', createPaymentAgreementService(app.db));
  },
  { name: 'payment-agreements', dependencies: ['db'] },
);
