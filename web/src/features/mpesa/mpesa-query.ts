import { graphql } from '../../gql/gql.ts';
import type { MpesaPaymentsPageQueryQuery } from '../../gql/graphql.ts';

export const MpesaPaymentsPageQuery = graphql(`
  query MpesaPaymentsPageQuery($page: Int!, $size: Int!, $search: String, $status: [String!]) {
    mpesaPaymentsPage(page: $page, size: $size, search: $search, status: $status) {
      items {
        ...MpesaPaymentFields
      }
      total
    }
  }
`);

export const ReverseMpesaPaymentMutation = graphql(`
  mutation ReverseMpesaPayment($id: ID!) {
    reverseMpesaPayment(id: $id) {
      mpesaPayment {
        ...MpesaPaymentFields
      }
      ...MutationResult
    }
  }
`);

export type MpesaPaymentRow = MpesaPaymentsPageQueryQuery['mpesaPaymentsPage']['items'][number];
