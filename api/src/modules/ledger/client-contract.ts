import { messages } from '@agua/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';

const t = messages.ledger.api;

const refuse = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** The client as a payment or a charge needs it; an unknown one is a 400 naming clientId. */
export async function clientForMoney(db: Executor, clientId: number) {
  const [client] = await db
    .select({ id: clients.id, exemptFromFines: clients.exemptFromFines })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw refuse('clientId', t.clientNotFound);
  return client;
}

/**
 * The contract a payment on account or a charge goes to (docs/domain.md "Receipts and payments"): the one named,
 * which must be the client's (and active when `activeOnly`); otherwise the client's only active contract. None
 * active is a 409; several without a choice is a 400 asking for contractId.
 */
export async function contractOfClient(
  db: Executor,
  clientId: number,
  contractId: number | undefined,
  { activeOnly }: { activeOnly: boolean },
): Promise<number> {
  if (contractId !== undefined) {
    const [contract] = await db
      .select({ clientId: contracts.clientId, status: contracts.contractStatus })
      .from(contracts)
      .where(eq(contracts.id, contractId));
    if (!contract || contract.clientId !== clientId) throw refuse('contractId', t.contractNotOfClient);
    if (activeOnly && contract.status !== 1) throw refuse('contractId', t.contractNotActive);
    return contractId;
  }
  const active = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.clientId, clientId), eq(contracts.contractStatus, 1)));
  if (active.length === 0) throw conflict(t.noActiveContract);
  if (active.length > 1) throw refuse('contractId', t.severalActiveContracts);
  return active[0]!.id;
}
