import { isImportFinished } from '@agua/domain/contracts/import';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql/gql.ts';
import type { ClientImportQueryQuery } from '../../gql/graphql.ts';

/** What a queued import says of itself wherever it is shown: its file, state, progress and why it failed. */
export const ClientImportJobSummaryFragment = graphql(`
  fragment ClientImportJobSummary on ClientImportJob {
    importId
    fileName
    state
    rowsTotal
    rowsDone
    reason
  }
`);

const ClientImportQuery = graphql(`
  query ClientImportQuery($importId: ID!) {
    clientImport(importId: $importId) {
      ...ClientImportJobSummary
      errorCount
      errors {
        row
        column
        message
      }
      clients
      openingCredit
      openingDebt
      createdAt
      finishedAt
    }
  }
`);

export type ClientImportJob = ClientImportQueryQuery['clientImport'];

/** How often a queued import's state is asked for while it runs. */
const POLL_MS = 1000;

/** One queued import (its id in the page's URL), asked for again every second until it is finished. */
export function useClientImport(importId: string | null) {
  const query = useQuery(ClientImportQuery, {
    variables: { importId: importId ?? '' },
    skip: !importId,
    fetchPolicy: 'network-only',
  });
  const job = query.data?.clientImport ?? null;
  const finished = job !== null && isImportFinished(job.state);
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!importId || finished) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [importId, finished, startPolling, stopPolling]);
  return { job, finished, error: query.error, refetch: () => void query.refetch() };
}
