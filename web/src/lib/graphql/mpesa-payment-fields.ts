import { graphql } from '../../gql/gql.ts';

/**
 * What the screens show of an M-Pesa request: Pagar Factura's request panel (features/receipts) and the list of
 * Pagamentos M-Pesa (features/mpesa) select the same fields, so the cache keeps one shape of each request.
 */
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
