import { graphql } from '../../gql/gql.ts';
import type { CutsPageQueryQuery } from '../../gql/graphql.ts';

/** A cut as the list and the edit panel show it (the holder's balance shows what Religar debited). */
export const CutRowFragment = graphql(`
  fragment CutRow on Cut {
    cutId
    startDate
    endDate
    meterId
    clientId
    clientName
    zone {
      zoneId
      designation
    }
    client {
      clientId
      balance
    }
  }
`);

/** Listar Cortes: one page at a time, searched and sorted on the server. */
export const CutsPageQuery = graphql(`
  query CutsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {
    cutsPage(page: $page, size: $size, search: $search, sort: $sort) {
      total
      items {
        ...CutRow
      }
    }
  }
`);

export type CutRow = CutsPageQueryQuery['cutsPage']['items'][number];

export const CreateCutMutation = graphql(`
  mutation CreateCut($input: CreateCutInput!) {
    createCut(input: $input) {
      cut {
        ...CutRow
      }
      ...MutationResult
    }
  }
`);

export const UpdateCutMutation = graphql(`
  mutation UpdateCut($id: ID!, $input: UpdateCutInput!) {
    updateCut(id: $id, input: $input) {
      cut {
        ...CutRow
      }
      ...MutationResult
    }
  }
`);

/** Religar: the cut ends and its holder comes back with the balance the reconnection fee left. */
export const ReconnectCutMutation = graphql(`
  mutation ReconnectCut($id: ID!) {
    reconnectCut(id: $id) {
      cut {
        ...CutRow
      }
      client {
        clientId
        balance
      }
      ...MutationResult
    }
  }
`);
