import type { QueryResolvers } from '../generated/resolvers.ts';

/** The Query fields of clients, meters and contracts (schema/clients.graphql). */
export const clientQueries: Pick<
  QueryResolvers,
  'client' | 'clientsPage' | 'clientsByZone' | 'contractsPage' | 'availableMeters'
> = {
  client: (_root, { id }, { dataSources }) => dataSources.clients.byId.load(id),

  clientsPage: async (_root, args, { dataSources }) => {
    const { rows, total } = await dataSources.clients.page(args);
    return { items: rows, total };
  },

  clientsByZone: (_root, { zoneId }, { dataSources }) => dataSources.clients.byZone(zoneId),

  contractsPage: async (_root, args, { dataSources }) => {
    const { rows, total } = await dataSources.contracts.page(args);
    return { items: rows, total };
  },

  availableMeters: (_root, { clientId }, { dataSources }) => dataSources.meters.available(clientId),
};
