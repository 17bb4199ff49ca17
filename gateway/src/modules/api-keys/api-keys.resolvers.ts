import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** api-keys.graphql: the Chaves de API of Parametrização. */
export const apiKeysResolvers: Resolvers = {
  Query: {
    apiKeys: (_root, _args, { dataSources }) => dataSources.apiKeys.list(),
  },

  Mutation: {
    createApiKey: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => {
          const { apiKey, secret } = await dataSources.apiKeys.create(input);
          return { apiKey, secret };
        },
        { apiKey: null, secret: null },
      ),
    revokeApiKey: (_root, { id }, { dataSources }) =>
      mutationPayload(async () => ({ apiKey: await dataSources.apiKeys.revoke(id) }), { apiKey: null }),
  },
};
