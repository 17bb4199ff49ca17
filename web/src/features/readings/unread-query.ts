import { graphql } from '../../gql/gql.ts';
import type { UnreadMetersPageQueryQuery } from '../../gql/graphql.ts';

/** A zone's meters "por ler" in a month, one page at a time, in route order (the api's one rule for it). */
export const UnreadMetersPageQuery = graphql(`
  query UnreadMetersPageQuery($zoneId: ID!, $month: String!, $page: Int!, $size: Int!) {
    unreadMetersPage(zoneId: $zoneId, month: $month, page: $page, size: $size) {
      total
      items {
        meterId
        serial
        clientId
        client
        address
      }
    }
  }
`);

export type UnreadMeterRow = UnreadMetersPageQueryQuery['unreadMetersPage']['items'][number];
