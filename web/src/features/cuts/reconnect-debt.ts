import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';

/** What the holder of a cut owes today, read when Religar is pressed (docs/domain.md "Total em dívida"). */
const ReconnectDebtQuery = graphql(`
  query ReconnectDebt($clientId: ID!) {
    client(id: $clientId) {
      clientId
      name
      debt {
        invoiceCount
        total
      }
    }
  }
`);

export interface HolderDebt {
  clientId: string;
  name: string;
  total: string;
  invoiceCount: number;
}

/** Reads the holder's Total em dívida fresh from the network (a cached one could hide a debt just charged). */
export function useHolderDebt() {
  const apollo = useApolloClient();
  return async (clientId: string): Promise<HolderDebt | null> => {
    const { data } = await apollo.query({
      query: ReconnectDebtQuery,
      variables: { clientId },
      fetchPolicy: 'network-only',
    });
    const client = data?.client;
    if (!client) return null;
    return { clientId: client.clientId, name: client.name, ...client.debt };
  };
}
