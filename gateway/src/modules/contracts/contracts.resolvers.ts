import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** contracts.graphql: the contract list and the wizard's step 2. */
export const contractsResolvers: Resolvers = {
  Query: {
    contractsPage: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.contracts.page(args);
      return { items: rows, total };
    },
  },

  Mutation: {
    createContract: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ contract: await dataSources.contracts.create(input) }), {
        contract: null,
      }),
  },

  Contract: {
    client: (contract, _args, { dataSources }) => dataSources.clients.byId.load(contract.clientId),
    contractType: (contract, _args, { dataSources }) =>
      dataSources.contractTypes.byId.load(contract.contractTypeId),
  },
};
