import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** The Rúbrica autocomplete shows a short list; a longer one would only be scrolled past. */
const DEFAULT_SEARCH_SIZE = 20;
const MAX_SEARCH_SIZE = 100;

/** client-rubrics.graphql: Outros Pagamentos (a rubric charged to a client). */
export const clientRubricsResolvers: Resolvers = {
  Query: {
    searchRubrics: (_root, { search, size }, { dataSources }) =>
      dataSources.rubrics.search(search, Math.min(Math.max(size ?? DEFAULT_SEARCH_SIZE, 1), MAX_SEARCH_SIZE)),
  },

  Mutation: {
    // The api debits the charge to the client's active contract in the same transaction; the payload carries the
    // client re-read after it, so the screen shows the balance that dropped.
    chargeRubric: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => {
          const clientRubric = await dataSources.clientRubrics.charge(input);
          dataSources.contracts.byClientId.clear(String(clientRubric.clientId));
          return { clientRubric, client: await dataSources.clients.byId.load(clientRubric.clientId) };
        },
        { clientRubric: null, client: null },
      ),
    reverseClientRubric: (_root, { id, reason }, { dataSources }) =>
      mutationPayload(
        async () => {
          const clientRubric = await dataSources.clientRubrics.reverse(id, reason);
          dataSources.contracts.byClientId.clear(String(clientRubric.clientId));
          dataSources.clients.byId.clear(String(clientRubric.clientId));
          return { clientRubric, client: await dataSources.clients.byId.load(clientRubric.clientId) };
        },
        { clientRubric: null, client: null },
      ),
  },

  // Batched: a page of clients asking their charges costs one call.
  Client: {
    chargedRubrics: (client, _args, { dataSources }) =>
      dataSources.clientRubrics.byClientId.load(client.clientId),
  },
};
