import { graphql } from '../../gql/gql.ts';

// What every mutation answers besides its entity (the MutationPayload interface): the refusal in Portuguese and
// the field-level reasons. Mutations select `...MutationResult` instead of repeating the two fields.
export const MutationResultFragment = graphql(`
  fragment MutationResult on MutationPayload {
    message
    inputErrors {
      field
      message
    }
  }
`);
