import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** invoices.graphql: a reading's invoice, Lista de Facturas. */
export const invoicesResolvers: Resolvers = {
  Query: {
    invoiceByReading: (_root, { readingId }, { dataSources }) => dataSources.invoices.byReading(readingId),
    invoicesPage: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.invoices.page(args);
      return { items: rows, total };
    },
  },

  Mutation: {
    createInvoice: (_root, { readingId }, { dataSources }) =>
      mutationPayload(async () => ({ invoice: await dataSources.invoices.create(readingId) }), {
        invoice: null,
      }),
    updateInvoice: (_root, { id, input }, { dataSources }) =>
      mutationPayload(async () => ({ invoice: await dataSources.invoices.update(id, input) }), {
        invoice: null,
      }),
  },
};
