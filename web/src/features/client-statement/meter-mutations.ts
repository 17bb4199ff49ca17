import { graphql } from '../../gql/gql.ts';

export const UpdateMeterMutation = graphql(`
  mutation UpdateClientMeter($id: ID!, $input: UpdateMeterInput!) {
    updateMeter(id: $id, input: $input) {
      ...MutationResult
      meter {
        ...ClientPageMeter
      }
    }
  }
`);

export const ReplaceMeterMutation = graphql(`
  mutation ReplaceClientMeter($meterId: ID!, $input: ReplaceMeterInput!) {
    replaceMeter(meterId: $meterId, input: $input) {
      ...MutationResult
      newMeter {
        ...ClientPageMeter
      }
    }
  }
`);
