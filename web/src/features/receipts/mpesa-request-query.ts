import { graphql } from '../../gql/gql.ts';

// Pagar Factura with M-Pesa: the request sent to the client's phone (fields: lib/graphql/mpesa-payment-fields.ts).

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
