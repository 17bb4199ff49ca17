import type { CustomerUpdatedResponse, CustomerUpdateFields } from '@agua/domain/contracts/customer';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../http/actor.ts';
import { toContractResponse } from '../contracts/responses.ts';
import { toClientResponse } from './responses.ts';

/**
 * The customer edit (Clientes): the client's fields and, when sent, its contract's type, balance and status, in one
 * transaction. The contract's own rules (a changed balance is an administrator's adjustment with a reason) run as
 * they do on PUT /contract/{id}; when they refuse, the client's edits are not kept either.
 */
export async function updateCustomer(
  app: FastifyInstance,
  clientId: number,
  input: CustomerUpdateFields,
  actor: Actor,
): Promise<CustomerUpdatedResponse> {
  return app.db.transaction(async (tx) => {
    const client = await app.clients.update(clientId, input.client, tx);
    const contract = input.contract
      ? await app.contracts.update(input.contract.contractId, input.contract, actor, {
          executor: tx,
          clientId,
        })
      : null;
    return contract
      ? { client: toClientResponse(client), contract: toContractResponse(contract) }
      : { client: toClientResponse(client) };
  });
}
