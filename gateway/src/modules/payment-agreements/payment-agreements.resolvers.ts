import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

const refused = { agreement: null, receiptId: null };

/** payment-agreements.graphql: Acordos de pagamento. */
export const paymentAgreementsResolvers: Resolvers = {
  Contract: {
    paymentAgreements: (contract, _args, { dataSources }) =>
      dataSources.paymentAgreements.forContract(contract.contractId),
  },
  Query: {
    contractPaymentAgreements: (_root, { contractId }, { dataSources }) =>
      dataSources.paymentAgreements.forContract(contractId),
  },
  Mutation: {
    createPaymentAgreement: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => ({ agreement: await dataSources.paymentAgreements.create(input), receiptId: null }),
        refused,
      ),
    cancelPaymentAgreement: (_root, { id, reason }, { dataSources }) =>
      mutationPayload(
        async () => ({ agreement: await dataSources.paymentAgreements.cancel(id, reason), receiptId: null }),
        refused,
      ),
    payAgreementInstalment: (_root, { id, number, paymentMethod }, { dataSources }) =>
      mutationPayload(async () => {
        const { receiptId, ...agreement } = await dataSources.paymentAgreements.pay(
          id,
          number,
          paymentMethod,
        );
        return { agreement, receiptId: String(receiptId) };
      }, refused),
  },
};
