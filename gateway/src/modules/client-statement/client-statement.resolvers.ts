import type { Resolvers } from '../../generated/resolvers.ts';
import { RestError } from '../../rest/client.ts';

/** client-statement.graphql: Total em dívida on every client, and the Extrato de conta. */
export const clientStatementResolvers: Resolvers = {
  Query: {
    clientStatement: async (_root, { clientId, ...period }, { dataSources }) => {
      try {
        return await dataSources.clientStatement.statement(clientId, period);
      } catch (error) {
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Client: {
    debt: (client, _args, { dataSources }) =>
      dataSources.clientStatement.debtByClientId.load(client.clientId),
  },
};
