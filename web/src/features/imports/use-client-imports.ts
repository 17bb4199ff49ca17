import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import type { ClientImportsQueryQuery } from '../../gql/graphql.ts';

const ClientImportsQuery = graphql(`
  query ClientImportsQuery {
    clientImports {
      importId
      fileName
      checksum
      clients
      openingCredit
      openingDebt
      createdByName
      createdAt
    }
  }
`);

export type ClientImportRow = ClientImportsQueryQuery['clientImports'][number];

/** Importações anteriores: the committed imports, newest first. */
export function useClientImports() {
  const query = useQuery(ClientImportsQuery, { fetchPolicy: 'cache-and-network' });
  return {
    rows: query.data?.clientImports ?? [],
    loading: query.loading,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
