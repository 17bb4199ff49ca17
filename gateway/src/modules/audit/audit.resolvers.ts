import type { Resolvers } from '../../generated/resolvers.ts';

/** audit.graphql: Auditoria, read-only. */
export const auditResolvers: Resolvers = {
  Query: {
    auditPage: async (_root, { page, size, filter }, { dataSources }) => {
      const { rows, total } = await dataSources.audit.page(page, size, filter);
      return { items: rows, total };
    },
  },
};
