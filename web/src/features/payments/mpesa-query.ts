import { graphql } from '../../gql/gql.ts';
import type { MpesaPaymentsPageQueryQuery } from '../../gql/graphql.ts';

/** What the screens show of an M-Pesa request. */
export const MpesaPaymentFields = graphql(`
  fragment MpesaPaymentFields on MpesaPayment {
    id
    clientId
    clientName
    invoiceIds
    msisdn
    amount
    status
    statusLabel
    transactionReference
    thirdPartyReference
    transactionId
    reason
    receiptId
    createdAt
  }
`);

export const RequestMpesaPaymentMutation = graphql(`
  mutation RequestMpesaPayment($input: RequestMpesaPaymentInput!) {
    requestMpesaPayment(input: $input) {
      mpesaPayment {
        ...MpesaPaymentFields
      }
      ...MutationResult
    }
  }
`);

/** One request, polled while it waits for the client's PIN. */
export const MpesaPaymentQuery = graphql(`
  query MpesaPaymentQuery($id: ID!) {
    mpesaPayment(id: $id) {
      ...MpesaPaymentFields
    }
  }
`);

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
