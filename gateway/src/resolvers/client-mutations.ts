import { toCentavos } from '@agua/domain/money';
import { failurePayload } from '../errors.ts';
import type { MutationResolvers } from '../generated/resolvers.ts';

const ok = { message: null, inputErrors: [] };

/** The wizard's two steps and the customer edit (schema/clients.graphql). */
export const clientMutations: Pick<MutationResolvers, 'createClient' | 'createContract' | 'updateCustomer'> =
  {
    createClient: async (_root, { input }, { dataSources }) => {
      try {
        const { client, meter } = await dataSources.clients.create(input);
        return { client, meter, ...ok };
      } catch (error) {
        return { client: null, meter: null, ...failurePayload(error) };
      }
    },

    createContract: async (_root, { input }, { dataSources }) => {
      try {
        return { contract: await dataSources.contracts.create(input), ...ok };
      } catch (error) {
        return { contract: null, ...failurePayload(error) };
      }
    },

    // The customer edit saves the contract only when its type, balance or status differ from the stored one.
    updateCustomer: async (_root, { input }, { dataSources }) => {
      const { contracts, clients } = dataSources;
      try {
        const client = await clients.update(input.clientId, input.client);
        let contractUpdated = false;
        const wanted = input.contract;
        const stored = wanted ? await contracts.byId.load(wanted.contractId) : null;
        if (wanted && stored) {
          const differs =
            String(stored.contractTypeId) !== String(wanted.contractTypeId) ||
            toCentavos(stored.balance) !== wanted.balance ||
            stored.contractStatus !== wanted.contractStatus;
          if (differs) {
            await contracts.update(wanted.contractId, wanted);
            contracts.byClientId.clear(String(client.clientId));
            contracts.byId.clear(String(wanted.contractId));
            contractUpdated = true;
          }
        }
        return { client, contractUpdated, ...ok };
      } catch (error) {
        return { client: null, contractUpdated: false, ...failurePayload(error) };
      }
    },
  };
