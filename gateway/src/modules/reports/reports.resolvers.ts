import type { Resolvers } from '../../generated/resolvers.ts';

/**
 * reports.graphql: `reports` only holds the period and zone; each report field is one REST call, made only
 * when the query selects it (and all selected ones in parallel, as GraphQL resolves sibling fields).
 */
export const reportsResolvers: Resolvers = {
  Query: {
    reports: (_root, { from, to, zoneId }) => ({ from, to, zoneId }),
  },
  Reports: {
    billingCollection: (selection, _args, { dataSources }) =>
      dataSources.reports.billingCollection(selection),
    debtAging: (selection, _args, { dataSources }) => dataSources.reports.debtAging(selection),
    consumption: (selection, _args, { dataSources }) => dataSources.reports.consumption(selection),
    nonRevenueZones: (selection, _args, { dataSources }) => dataSources.reports.nonRevenueZones(selection),
    paymentMethods: (selection, _args, { dataSources }) => dataSources.reports.paymentMethods(selection),
    readingsProgress: (selection, _args, { dataSources }) => dataSources.reports.readingsProgress(selection),
    nonRevenueMeters: async (selection, { page, size }, { dataSources }) => {
      const { rows, total } = await dataSources.reports.nonRevenueMeters(selection, page, size);
      return { items: rows, total };
    },
    topDebtors: async (selection, { page, size }, { dataSources }) => {
      const { rows, total } = await dataSources.reports.topDebtors(selection, page, size);
      return { items: rows, total };
    },
  },
};
