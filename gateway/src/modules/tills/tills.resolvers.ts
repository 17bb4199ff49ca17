import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** tills.graphql: Fecho de caixa. */
export const tillsResolvers: Resolvers = {
  Query: {
    till: (_root, { day, userId }, { dataSources }) => dataSources.tills.till(day, userId),
  },
  Mutation: {
    closeTill: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ till: await dataSources.tills.close(input) }), { till: null }),
  },
};
