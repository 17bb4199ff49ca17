import { graphql } from '../../gql/gql.ts';

/** A till of a day, as the screen shows it. */
export const TillQuery = graphql(`
  query TillQuery($day: String, $userId: ID) {
    till(day: $day, userId: $userId) {
      userId
      userName
      day
      methods {
        method
        label
        count
        total
      }
      receiptCount
      receiptTotal
      reversedCount
      reversedTotal
      expectedCash
      closing {
        countedCash
        expectedCash
        difference
        note
        closedAt
        closedBy
      }
    }
  }
`);

export const CloseTillMutation = graphql(`
  mutation CloseTill($input: CloseTillInput!) {
    closeTill(input: $input) {
      till {
        day
        closing {
          difference
        }
      }
      ...MutationResult
    }
  }
`);
