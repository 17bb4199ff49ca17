import type { ReceiptResponse } from '@agua/domain/contracts/receipt';
import type { GatewayContext } from '../../context.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

const DEFAULT_LATEST = 10;

/**
 * After a receipt changed the client's contract: the loaders that cached the contract's balance and unpaid invoices
 * are cleared, so the payload's client is read fresh (the screen's cache updates from it, without a refetch).
 */
async function clientAfter(receipt: ReceiptResponse, { dataSources }: GatewayContext) {
  dataSources.contracts.byClientId.clear(String(receipt.clientId));
  dataSources.contracts.byId.clear(String(receipt.contractId));
  dataSources.invoices.forgetContract(receipt.contractId);
  for (const invoiceId of receipt.invoiceIds) dataSources.invoices.byId.clear(String(invoiceId));
  dataSources.clients.byId.clear(String(receipt.clientId));
  return dataSources.clients.byId.load(receipt.clientId);
}

/** receipts.graphql: Lista de Recibos, Pagar Factura, corrections and reversals. */
export const receiptsResolvers: Resolvers = {
  Query: {
    receiptsPage: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.receipts.page(args);
      return { items: rows, total };
    },
    receipt: (_root, { id }, { dataSources }) => dataSources.receipts.byId.load(id),
    paymentMethods: (_root, _args, { dataSources }) => dataSources.receipts.paymentMethods(),
  },

  Mutation: {
    payInvoices: (_root, { input }, context) =>
      mutationPayload(
        async () => {
          const receipt = await context.dataSources.receipts.pay(input);
          const client = await clientAfter(receipt, context);
          const paid = await context.dataSources.invoices.byId.loadMany(receipt.invoiceIds);
          const paidInvoices = paid.flatMap((row) => {
            if (row instanceof Error) throw row;
            return row ? [row] : [];
          });
          return { receipt, paidInvoices, client };
        },
        { receipt: null, paidInvoices: [], client: null },
      ),
    updateReceipt: (_root, { id, input }, context) =>
      mutationPayload(
        async () => {
          const receipt = await context.dataSources.receipts.update(id, input);
          return { receipt, client: await clientAfter(receipt, context) };
        },
        { receipt: null, client: null },
      ),
    reverseReceipt: (_root, { id, reason }, context) =>
      mutationPayload(
        async () => {
          const receipt = await context.dataSources.receipts.reverse(id, reason);
          return { receipt, client: await clientAfter(receipt, context) };
        },
        { receipt: null, client: null },
      ),
  },

  Receipt: {
    receiptId: (receipt) => receipt.receiptID,
  },

  // One `GET /receipt?clientIds=` per batch, whatever the number of clients on the page.
  Client: {
    receipts: async (client, { limit }, { dataSources }) =>
      (await dataSources.receipts.byClientId.load(client.clientId)).slice(0, limit ?? DEFAULT_LATEST),
  },
};
