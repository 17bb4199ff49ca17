import type { Resolvers } from '../../generated/resolvers.ts';

/** homes.graphql: the api's answers as they are. */
export const homesResolvers: Resolvers = {
  Query: {
    unreadMetersByZone: (_root, { month }, { dataSources }) => dataSources.homes.unreadByZone(month),
    unreadMetersPage: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.homes.unreadPage(args);
      return { items: rows, total };
    },
    myReadingsToday: (_root, _args, { dataSources }) => dataSources.homes.myReadingsToday(),
    receiptsToday: (_root, _args, { dataSources }) => dataSources.homes.receiptsToday(),
  },
};
