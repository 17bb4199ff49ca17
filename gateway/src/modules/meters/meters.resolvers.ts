import type { Resolvers } from '../../generated/resolvers.ts';

/** schema/clients.graphql's meters. */
export const metersResolvers: Resolvers = {
  Query: {
    availableMeters: (_root, { clientId }, { dataSources }) => dataSources.meters.available(clientId),
  },
};
