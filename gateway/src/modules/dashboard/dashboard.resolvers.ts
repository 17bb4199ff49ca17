import type { Resolvers } from '../../generated/resolvers.ts';

/** dashboard.graphql: the four headline counts. */
export const dashboardResolvers: Resolvers = {
  Query: {
    // Four independent calls: in parallel, the dashboard waits for the slowest one, not for their sum.
    dashboardCounts: async (_root, _args, { dataSources }) => {
      const [cuts, readings, invoices, clients] = await Promise.all([
        dataSources.cuts.count(),
        dataSources.readings.count(),
        dataSources.invoices.count(),
        dataSources.clients.count(),
      ]);
      return { cuts, readings, invoices, clients };
    },
  },
};
