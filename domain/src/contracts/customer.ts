import { z } from 'zod';
import { clientResponseSchema, clientSchema } from './client.ts';
import { positiveReference } from './common.ts';
import { contractResponseSchema, contractUpdateSchema } from './contract.ts';

/**
 * PUT /customer/{clientId}: the customer edit (Clientes) saves the client and, when it changed, the client's
 * contract in one transaction, so a refused contract change (a balance edit without its reason, or by a Técnico)
 * leaves the client's own edits unsaved too.
 */
export const customerUpdateSchema = z
  .object({
    client: clientSchema,
    contract: contractUpdateSchema
      .extend({ contractId: positiveReference('Id Contrato') })
      .optional()
      .describe("The client's contract, when its type, balance or status change"),
  })
  .meta({ id: 'CustomerUpdate' });
export type CustomerUpdateBody = z.input<typeof customerUpdateSchema>;
export type CustomerUpdateFields = z.output<typeof customerUpdateSchema>;

export const customerUpdatedSchema = z
  .object({
    client: clientResponseSchema,
    contract: contractResponseSchema.optional().describe('The contract as saved; absent when none was sent'),
  })
  .meta({ id: 'CustomerUpdated' });
export type CustomerUpdatedResponse = z.output<typeof customerUpdatedSchema>;
