import { toCentavos, toMeticais } from '@agua/domain/money';
import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';
import { currentContract } from '../contracts/current-contract.ts';

/** clients.graphql: the customers screen, the wizard's step 1 and the customer edit. */
export const clientsResolvers: Resolvers = {
  Query: {
    client: (_root, { id }, { dataSources }) => dataSources.clients.byId.load(id),
    clientsPage: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.clients.page(args);
      return { items: rows, total };
    },
    clientsByZone: (_root, { zoneId }, { dataSources }) => dataSources.clients.byZone(zoneId),
  },

  Mutation: {
    // The api answers the client and the meter created with it.
    createClient: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => {
          const { client, meter } = await dataSources.clients.create(input);
          return { client, meter };
        },
        { client: null, meter: null },
      ),

    // The customer edit sends the contract only when its type, balance or status differ from the stored one; the
    // api saves the client and that contract in one transaction, so a refused balance edit keeps neither.
    updateCustomer: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => {
          const { contracts, clients } = dataSources;
          const wanted = input.contract;
          const stored = wanted ? await contracts.byId.load(wanted.contractId) : null;
          const differs =
            !!wanted &&
            !!stored &&
            (String(stored.contractTypeId) !== String(wanted.contractTypeId) ||
              toCentavos(stored.balance) !== wanted.balance ||
              stored.contractStatus !== wanted.contractStatus);
          const saved = await clients.updateWithContract(
            input.clientId,
            input.client,
            differs ? wanted! : null,
          );
          if (!saved.contract || !stored)
            return { client: saved.client, contractUpdated: false, balanceAdjustment: null };
          contracts.byClientId.clear(String(saved.client.clientId));
          contracts.byId.clear(String(saved.contract.contractId));
          const adjustment = toCentavos(saved.contract.balance) - toCentavos(stored.balance);
          // Money fields resolve to meticais, as the api answers them; the scalar writes the decimal string.
          return {
            client: saved.client,
            contractUpdated: true,
            balanceAdjustment: adjustment === 0 ? null : toMeticais(adjustment),
          };
        },
        { client: null, contractUpdated: false, balanceAdjustment: null },
      ),
  },

  // Every nested field goes through a per-request DataLoader, so a page of clients costs one REST call per field
  // kind (zones, meters, contracts), never one per row.
  Client: {
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
  },
};
