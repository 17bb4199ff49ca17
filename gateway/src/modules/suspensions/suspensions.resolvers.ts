import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** suspensions.graphql: Registar and Listar Suspensões. */
export const suspensionsResolvers: Resolvers = {
  Query: {
    suspensionsPage: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.suspensions.page(args);
      return { items: rows, total };
    },
  },

  Mutation: {
    createSuspension: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ suspension: await dataSources.suspensions.create(input) }), {
        suspension: null,
      }),
    updateSuspension: (_root, { id, input }, { dataSources }) =>
      mutationPayload(async () => ({ suspension: await dataSources.suspensions.update(id, input) }), {
        suspension: null,
      }),
  },

  Suspension: {
    zone: (suspension, _args, { dataSources }) => dataSources.zones.byId.load(suspension.zoneId),
  },
};
