import { GraphQLError } from 'graphql';
import type { ZoneResolvers } from '../generated/resolvers.ts';

export const Zone: ZoneResolvers = {
  // A zone table of any length costs one `GET /enterprise?ids=…` for all its enterprises.
  enterprise: async (zone, _args, { dataSources }) => {
    const enterprise = await dataSources.enterprises.byId.load(zone.enterpriseId);
    if (!enterprise) {
      throw new GraphQLError(`Empresa ${zone.enterpriseId} não encontrada.`, {
        extensions: { code: 'NOT_FOUND' },
      });
    }
    return enterprise;
  },
};
