import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** schema/readings.graphql's invoices: a reading's invoice. */
export const invoicesResolvers: Resolvers = {
  Query: {
    invoiceByReading: (_root, { readingId }, { dataSources }) => dataSources.invoices.byReading(readingId),
  },

  Mutation: {
    createInvoice: (_root, { readingId }, { dataSources }) =>
      mutationPayload(async () => ({ invoice: await dataSources.invoices.create(readingId) }), {
        invoice: null,
      }),
  },
};
