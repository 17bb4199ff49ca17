import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
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

/**
 * Importações por terminar: the imports queued and not finished, and those failed lately (the api says which),
 * without the one the page follows (its progress is shown above). Asked again when the followed import changes (one
 * just sent, or the page opened again from the menu) or ends, so an import sent a moment ago is there and one just
 * finished is gone.
 */
export function useUnfinishedImports(followed: string | null, followedFinished: boolean): UnfinishedImport[] {
  const query = useQuery(UnfinishedImportsQuery, { fetchPolicy: 'cache-and-network' });
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  const asked = useRef(followed);
  useEffect(() => {
    // On the first render the list's own query is on its way.
    if (followed === asked.current && !followedFinished) return;
    asked.current = followed;
    void refetch.current();
  }, [followed, followedFinished]);
  return (query.data?.unfinishedClientImports ?? []).filter((job) => job.importId !== followed);
}
