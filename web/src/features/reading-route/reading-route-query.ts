import { graphql } from '../../gql/gql.ts';

export const ReadingRouteZonesQuery = graphql(`
  query ReadingRouteZones {
    zones {
      zoneId
      designation
      description
    }
  }
`);

/** The route a phone downloads: every house of the zone not read this month (route-store.ts keeps it). */
export const ReadingRouteQuery = graphql(`
  query ReadingRoute($zoneId: ID!, $month: String!) {
    readingRoute(zoneId: $zoneId, month: $month) {
      zoneId
      zoneName
      readingYear
      readingMonth
      stops {
        meterId
        serial
        client
        address
        previous
        low
        high
      }
      anomalies {
        code
        description
        withReading
      }
    }
  }
`);

export const SendReadingBatchMutation = graphql(`
  mutation SendReadingBatch($input: SendReadingBatchInput!) {
    sendReadingBatch(input: $input) {
      results {
        clientReadingId
        outcome
        message
      }
      ...MutationResult
    }
  }
`);

export const PutReadingPhotoMutation = graphql(`
  mutation PutReadingPhoto($input: PutReadingPhotoInput!) {
    putReadingPhoto(input: $input) {
      bytes
      ...MutationResult
    }
  }
`);
