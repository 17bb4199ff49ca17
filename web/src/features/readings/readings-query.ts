import { graphql } from '../../gql/gql.ts';
import type { ReadingsPageQueryQuery } from '../../gql/graphql.ts';

/** The zone filter's 'all neighbourhoods' value. */
export const ALL_ZONES = 'AZN';

/**
 * Listar Leituras and Leituras Pendentes (state PENDING): one page at a time, searched and sorted on the server (a
 * zone holds years of readings, and one uploaded field sheet tens of thousands of pending ones).
 */
export const ReadingsPageQuery = graphql(`
  query ReadingsPageQuery(
    $page: Int!
    $size: Int!
    $search: String
    $sort: String
    $zoneId: ID
    $state: ReadingState
  ) {
    readingsPage(page: $page, size: $size, search: $search, sort: $sort, zoneId: $zoneId, state: $state) {
      total
      items {
        readingId
        meterId
        clientId
        clientName
        zoneId
        readingMonth
        readingYear
        previousReading
        currentReading
        consumption
        estimated
        meterReplaced
        flags {
          code
          reason
        }
        state
        createdAt
      }
    }
    zones {
      zoneId
      designation
      description
    }
  }
`);

export type ReadingRow = ReadingsPageQueryQuery['readingsPage']['items'][number];

export const UpdateReadingMutation = graphql(`
  mutation UpdateReading($id: ID!, $input: UpdateReadingInput!) {
    updateReading(id: $id, input: $input) {
      reading {
        readingId
        readingMonth
        currentReading
        consumption
        state
      }
      ...MutationResult
    }
  }
`);

export const BulkUpdateReadingsMutation = graphql(`
  mutation BulkUpdateReadings($input: BulkUpdateReadingsInput!) {
    bulkUpdateReadings(input: $input) {
      updated
      flaggedLeftPending
      message
    }
  }
`);
