import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** schema/mpesa.graphql: Pagar Factura's M-Pesa request, its progress and the Pagamentos M-Pesa list. */
export const mpesaResolvers: Resolvers = {
  Query: {
    mpesaPaymentsPage: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.mpesaPayments.page(args);
      return { items: rows, total };
    },
    mpesaPayment: (_root, { id }, { dataSources }) => dataSources.mpesaPayments.byId.load(id),
  },
  Mutation: {
    requestMpesaPayment: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ mpesaPayment: await dataSources.mpesaPayments.ask(input) }), {
        mpesaPayment: null,
      }),
    reverseMpesaPayment: (_root, { id }, { dataSources }) =>
      mutationPayload(async () => ({ mpesaPayment: await dataSources.mpesaPayments.reverse(id) }), {
        mpesaPayment: null,
      }),
  },
};
