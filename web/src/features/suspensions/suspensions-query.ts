import { graphql } from '../../gql/gql.ts';
import type { SuspensionsPageQueryQuery } from '../../gql/graphql.ts';

export const SuspensionRowFragment = graphql(`
  fragment SuspensionRow on Suspension {
    suspensionId
    meterId
    startDate
    endDate
    reason
    status
    notes
    clientId
    clientName
    zone {
      zoneId
      designation
    }
  }
`);

/** Listar Suspensões: one page at a time, searched and sorted on the server. */
export const SuspensionsPageQuery = graphql(`
  query SuspensionsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {
    suspensionsPage(page: $page, size: $size, search: $search, sort: $sort) {
      total
      items {
        ...SuspensionRow
      }
    }
  }
`);

export type SuspensionRow = SuspensionsPageQueryQuery['suspensionsPage']['items'][number];

export const CreateSuspensionMutation = graphql(`
  mutation CreateSuspension($input: CreateSuspensionInput!) {
    createSuspension(input: $input) {
      suspension {
        ...SuspensionRow
      }
      ...MutationResult
    }
  }
`);

export const UpdateSuspensionMutation = graphql(`
  mutation UpdateSuspension($id: ID!, $input: UpdateSuspensionInput!) {
    updateSuspension(id: $id, input: $input) {
      suspension {
        ...SuspensionRow
      }
      ...MutationResult
    }
  }
`);
