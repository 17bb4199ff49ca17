import type { ContractResolvers } from '../generated/resolvers.ts';

export const Contract: ContractResolvers = {
  client: (contract, _args, { dataSources }) => dataSources.clients.byId.load(contract.clientId),
  contractType: (contract, _args, { dataSources }) =>
    dataSources.contractTypes.byId.load(contract.contractTypeId),
};
