import { graphql } from '../../gql/gql.ts';
import type { InvoicePaymentQueryQuery } from '../../gql/graphql.ts';

/**
 * The paying client as the screen shows it (its 5 latest receipts); the payment's answer carries the same fields
 * with the same arguments, so it overwrites the cached client and the screen updates without a refetch.
 */
export const PaymentClientFragment = graphql(`
  fragment PaymentClient on Client {
    clientId
    name
    phoneNumber
    balance
    debt {
      invoiceCount
      invoicesAmount
      fines
      otherCharges
      credit
      total
    }
    unpaidInvoices {
      invoiceId
      description
      readingMonth
      readingYear
      limitDate
      amount
      fineAmount
      totalAmount
    }
    receipts(limit: 5) {
      receiptId
      paymentDate
      paymentMethodLabel
      amount
      reversed
    }
  }
`);

/**
 * Pagar Factura in one query: the client with its balance, its unpaid invoices (fines as of today) and latest
 * receipts, and the payment methods; the gateway batches it into a constant number of REST calls.
 */
export const InvoicePaymentQuery = graphql(`
  query InvoicePaymentQuery($clientId: ID!) {
    client(id: $clientId) {
      ...PaymentClient
    }
    paymentMethods {
      value
      label
    }
  }
`);

export const PayInvoicesMutation = graphql(`
  mutation PayInvoices($input: PayInvoicesInput!) {
    payInvoices(input: $input) {
      receipt {
        receiptId
        amount
      }
      paidInvoices {
        invoiceId
        paymentStatus
      }
      client {
        ...PaymentClient
      }
      ...MutationResult
    }
  }
`);

export type PaymentClient = NonNullable<InvoicePaymentQueryQuery['client']>;
export type UnpaidInvoice = PaymentClient['unpaidInvoices'][number];
