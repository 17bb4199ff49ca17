import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** reading-route.graphql: the route down to the phone, the readings back up. */
export const readingRouteResolvers: Resolvers = {
  Query: {
    readingRoute: (_root, { zoneId, month }, { dataSources }) =>
      dataSources.readingRoute.route(zoneId, month),
  },
  Mutation: {
    sendReadingBatch: (_root, { input }, { dataSources }) =>
      mutationPayload(() => dataSources.readingRoute.sendBatch(input), {
        results: [],
        created: 0,
        alreadyRecorded: 0,
        refused: 0,
      }),
  },
};
