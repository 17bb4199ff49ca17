import { graphql } from '../../gql/gql.ts';

export const ReadingThresholdsQuery = graphql(`
  query ReadingThresholdsQuery($contractTypeId: ID!) {
    readingThresholds(contractTypeId: $contractTypeId) {
      contractTypeId
      minimumCubicMeters
      highFactor
      highMinimum
      veryHighFactor
      veryHighMinimum
      lowFactor
      lowAverageAbove
    }
  }
`);

export const UpdateReadingThresholds = graphql(`
  mutation UpdateReadingThresholds($contractTypeId: ID!, $input: ReadingThresholdsInput!) {
    updateReadingThresholds(contractTypeId: $contractTypeId, input: $input) {
      ...MutationResult
      thresholds {
        contractTypeId
        minimumCubicMeters
        highFactor
        highMinimum
        veryHighFactor
        veryHighMinimum
        lowFactor
        lowAverageAbove
      }
    }
  }
`);
