import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** meters.graphql: a client's meters. */
export const metersResolvers: Resolvers = {
  Query: {
    availableMeters: (_root, { clientId }, { dataSources }) => dataSources.meters.available(clientId),
    searchMeters: (_root, { search }, { dataSources }) => dataSources.meters.search(search),
  },
  Mutation: {
    updateMeter: (_root, { id, input }, { dataSources }) =>
      mutationPayload(async () => ({ meter: await dataSources.meters.update(id, input) }), { meter: null }),
    replaceMeter: (_root, { meterId, input }, { dataSources }) =>
      mutationPayload(() => dataSources.meters.replace(meterId, input), {
        closedMeter: null,
        newMeter: null,
      }),
  },
};
