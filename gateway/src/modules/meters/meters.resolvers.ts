import type { Resolvers } from '../../generated/resolvers.ts';

/** meters.graphql: a client's meters. */
export const metersResolvers: Resolvers = {
  Query: {
    availableMeters: (_root, { clientId }, { dataSources }) => dataSources.meters.available(clientId),
  },
};
