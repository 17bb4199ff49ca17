import type { EnterpriseResolvers } from '../generated/resolvers.ts';

export const Enterprise: EnterpriseResolvers = {
  // Batched: the zones of every enterprise in a list come from one `GET /zone?enterpriseIds=…`.
  zones: (enterprise, _args, { dataSources }) =>
    dataSources.zones.byEnterpriseId.load(enterprise.enterpriseId),
};
