import { graphql } from '../../gql/gql.ts';
import type { ReadingsQueryQuery } from '../../gql/graphql.ts';

/** The reading lists' one query: the readings of a zone and/or state, with the zones for the filter. */
export const ReadingsQuery = graphql(`
  query ReadingsQuery($zoneId: ID, $state: ReadingState) {
    readings(zoneId: $zoneId, state: $state) {
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
      state
      createdAt
    }
    zones {
      zoneId
      designation
      description
    }
  }
`);

export type ReadingRow = ReadingsQueryQuery['readings'][number];

/** Listar Leituras: one page at a time, searched and sorted on the server (a zone holds years of readings). */
export const ReadingsPageQuery = graphql(`
  query ReadingsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String, $zoneId: ID) {
    readingsPage(page: $page, size: $size, search: $search, sort: $sort, zoneId: $zoneId) {
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

export const UpdateReadingMutation = graphql(`
  mutation UpdateReading($id: ID!, $input: ReadingInput!) {
    updateReading(id: $id, input: $input) {
      reading {
        readingId
        readingMonth
        currentReading
        consumption
        state
      }
      message
      inputErrors {
        field
        message
      }
    }
  }
`);

export const BulkUpdateReadingsMutation = graphql(`
  mutation BulkUpdateReadings($input: BulkUpdateReadingsInput!) {
    bulkUpdateReadings(input: $input) {
      readings {
        readingId
        state
      }
      message
    }
  }
`);
