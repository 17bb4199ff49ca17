import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** reading-route.graphql: the route down to the phone, the readings back up. */
export const readingRouteResolvers: Resolvers = {
  Query: {
    readingRoute: (_root, { zoneId, month }, { dataSources }) =>
      dataSources.readingRoute.route(zoneId, month),
    readingCapture: (_root, { readingId }, { dataSources }) => dataSources.readingRoute.capture(readingId),
  },
  ReadingCapture: {
    photo: (capture, _args, { dataSources }) =>
      capture.hasPhoto ? dataSources.readingRoute.photo(capture.readingId) : null,
  },
  Mutation: {
    sendReadingBatch: (_root, { input }, { dataSources }) =>
      mutationPayload(() => dataSources.readingRoute.sendBatch(input), {
        results: [],
        created: 0,
        alreadyRecorded: 0,
        refused: 0,
      }),
    putReadingPhoto: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ bytes: (await dataSources.readingRoute.putPhoto(input)).bytes }), {
        bytes: null,
      }),
  },
};
