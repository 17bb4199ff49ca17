import type {
  ClientRubricCreateFields,
  ClientRubricUpdateFields,
} from '@agua/domain/contracts/client-rubric';
import { messages } from '@agua/domain/messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { clientForMoney, contractOfClient } from '../ledger/client-contract.ts';
import { lockContract, moveBalance } from '../ledger/ledger.ts';
import { rubrics } from '../setup/tables.ts';
import { clientRubrics } from './tables.ts';

// The money rules of "Outros Pagamentos" (docs/domain.md "Other payments"), each inside the caller's transaction.

const t = messages.clientRubrics.api;
const reference = (id: number) => `client-rubric:${id}`;

/** POST /client-rubrics: debits the rubric's price × quantity to the client's contract (a RUBRIC_CHARGE row). */
export async function chargeRubric(
  tx: Executor,
  input: ClientRubricCreateFields,
  actor: Actor,
): Promise<number> {
  await clientForMoney(tx, input.clientId);
  const [rubric] = await tx
    .select({ price: rubrics.price })
    .from(rubrics)
    .where(eq(rubrics.id, input.rubricId));
  if (!rubric) throw badRequest(t.rubricNotFound, [{ field: 'rubricId', message: t.rubricNotFound }]);
  const contractId = await contractOfClient(tx, input.clientId, input.contractId, { activeOnly: true });
  await lockContract(tx, contractId);
  const [charge] = await tx
    .insert(clientRubrics)
    .values({
      clientId: input.clientId,
      rubricId: input.rubricId,
      contractId,
      quantity: input.quantity,
      unitPrice: rubric.price,
      createdBy: actor.userId,
    })
    .returning({ id: clientRubrics.id });
  const id = charge!.id;
  await moveBalance(tx, {
    contractId,
    amount: -rubric.price * input.quantity,
    kind: 'RUBRIC_CHARGE',
    reference: reference(id),
    userId: actor.userId,
  });
  return id;
}

/** The charge locked for a change, after its contract's lock; unknown → 404. */
async function lockCharge(tx: Executor, id: number) {
  const [row] = await tx
    .select({ contractId: clientRubrics.contractId })
    .from(clientRubrics)
    .where(eq(clientRubrics.id, id));
  if (!row) throw notFound(t.clientRubricNotFound);
  await lockContract(tx, row.contractId);
  const [charge] = await tx.select().from(clientRubrics).where(eq(clientRubrics.id, id)).for('update');
  return charge!;
}

/**
 * PUT /client-rubrics/{id}: a new quantity; the difference at the price charged moves the balance (a further
 * RUBRIC_CHARGE, or a RUBRIC_REVERSAL of the units removed). Client and rubric stay as they are.
 */
export async function correctCharge(
  tx: Executor,
  id: number,
  input: ClientRubricUpdateFields,
  actor: Actor,
): Promise<void> {
  const charge = await lockCharge(tx, id);
  if (input.clientId !== undefined && input.clientId !== charge.clientId) {
    const message = t.chargeFieldFixed(messages.clientRubrics.fields.clientId);
    throw badRequest(message, [{ field: 'clientId', message }]);
  }
  if (input.rubricId !== undefined && input.rubricId !== charge.rubricId) {
    const message = t.chargeFieldFixed(messages.clientRubrics.fields.rubricId);
    throw badRequest(message, [{ field: 'rubricId', message }]);
  }
  if (charge.reversedAt) throw conflict(t.chargeReversed);
  const difference = (input.quantity - charge.quantity) * charge.unitPrice;
  await tx.update(clientRubrics).set({ quantity: input.quantity }).where(eq(clientRubrics.id, id));
  await moveBalance(tx, {
    contractId: charge.contractId,
    amount: -difference,
    kind: difference > 0 ? 'RUBRIC_CHARGE' : 'RUBRIC_REVERSAL',
    reference: reference(id),
    userId: actor.userId,
  });
}

/**
 * DELETE /client-rubrics/{id}: a reversal. The charge stays, marked reversed, and a RUBRIC_REVERSAL row credits
 * back what it debited; nothing is erased from the ledger.
 */
export async function reverseCharge(tx: Executor, id: number, actor: Actor, reason?: string): Promise<void> {
  const charge = await lockCharge(tx, id);
  if (charge.reversedAt) throw conflict(t.chargeAlreadyReversed);
  await tx
    .update(clientRubrics)
    .set({ reversedAt: new Date(), reversedBy: actor.userId })
    .where(eq(clientRubrics.id, id));
  await moveBalance(tx, {
    contractId: charge.contractId,
    amount: charge.unitPrice * charge.quantity,
    kind: 'RUBRIC_REVERSAL',
    reference: reference(id),
    userId: actor.userId,
    note: reason ?? null,
  });
}
