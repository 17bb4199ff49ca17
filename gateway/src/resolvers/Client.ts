import type { ClientResolvers } from '../generated/resolvers.ts';
import { currentContract } from './current-contract.ts';

// Every nested field goes through a per-request DataLoader, so a page of clients costs one REST call per field
// kind (zones, meters, contracts), never one per row.
export const Client: ClientResolvers = {
  zone: (client, _args, { dataSources }) => dataSources.zones.byId.load(client.zoneId),
  meters: (client, _args, { dataSources }) => dataSources.meters.byClientId.load(client.clientId),
  contracts: (client, _args, { dataSources }) => dataSources.contracts.byClientId.load(client.clientId),
  contract: async (client, _args, { dataSources }) =>
    currentContract(await dataSources.contracts.byClientId.load(client.clientId)),
  // Two batched hops (the client's contracts, then their unpaid invoices): still a constant number of calls per page.
  unpaidInvoices: async (client, _args, { dataSources }) => {
    const contracts = await dataSources.contracts.byClientId.load(client.clientId);
    const perContract = await dataSources.invoices.unpaidByContractId.loadMany(
      contracts.map((contract) => contract.contractId),
    );
    return perContract
      .flatMap((invoices) => {
        if (invoices instanceof Error) throw invoices;
        return invoices;
      })
      .sort((a, b) => a.limitDate.localeCompare(b.limitDate) || a.invoiceId - b.invoiceId);
  },
  balance: async (client, _args, { dataSources }) =>
    currentContract(await dataSources.contracts.byClientId.load(client.clientId))?.balance ?? 0,
};
