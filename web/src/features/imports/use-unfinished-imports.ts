import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import type { UnfinishedImportsQueryQuery } from '../../gql/graphql.ts';

const UnfinishedImportsQuery = graphql(`
  query UnfinishedImportsQuery {
    unfinishedClientImports {
      ...ClientImportJobSummary
      createdByName
      createdAt
    }
  }
`);

export type UnfinishedImport = UnfinishedImportsQueryQuery['unfinishedClientImports'][number];

/** Importações por terminar: the imports queued and not finished, and those failed lately (the api says which). */
export function useUnfinishedImports() {
  const query = useQuery(UnfinishedImportsQuery, { fetchPolicy: 'cache-and-network' });
  return {
    rows: query.data?.unfinishedClientImports ?? [],
    refetch: () => void query.refetch(),
  };
}
