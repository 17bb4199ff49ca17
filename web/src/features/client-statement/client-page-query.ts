import { graphql } from '../../gql/gql.ts';
import type {
  ClientPageMeterFragment,
  ClientPageQueryQuery,
  ClientPageReadingFragment,
} from '../../gql/graphql.ts';

/**
 * The client page in one query: the client with its contracts, meters, reading history (replaced meters included),
 * Total em dívida, unpaid invoices, latest receipts and charges, and its Extrato de conta for the period. The gateway batches each list into one REST call,
 * so the cost does not grow with the client's history (docs/performance.md).
 */
export const ClientPageMeter = graphql(`
  fragment ClientPageMeter on Meter {
    meterId
    brand
    cubicMeters
    serialNumber
    digits
    closedOn
    closingReading
    replacesMeterId
  }
`);

export const ClientPageReading = graphql(`
  fragment ClientPageReading on Reading {
    readingId
    meterId
    readingMonth
    readingYear
    previousReading
    currentReading
    consumption
    estimated
    meterReplaced
    state
    flags {
      code
      reason
    }
  }
`);

export const ClientPageQuery = graphql(`
  query ClientPageQuery($clientId: ID!, $from: String, $to: String) {
    client(id: $clientId) {
      clientId
      name
      phoneNumber
      address
      nuit
      zone {
        designation
      }
      meters {
        ...ClientPageMeter
      }
      readings {
        ...ClientPageReading
      }
      contracts {
        contractId
        contractStatus
        startDate
        balance
        paymentAgreements {
          agreements {
            id
            status
          }
        }
      }
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
        readingMonth
        readingYear
        limitDate
        totalAmount
      }
      receipts(limit: 10) {
        receiptId
        paymentDate
        paymentMethodLabel
        amount
        reversed
      }
      chargedRubrics {
        id
        rubricName
        amount
        createdAt
        reversed
      }
    }
    clientStatement(clientId: $clientId, from: $from, to: $to) {
      contractId
      from
      to
      openingBalance
      closingBalance
      agreementInstalments {
        agreementId
        number
        label
        dueDate
        amount
        missed
      }
      lines {
        date
        kind
        reference
        description
        amount
        balance
      }
    }
  }
`);

export type ClientPageClient = NonNullable<ClientPageQueryQuery['client']>;
export type ClientStatementData = NonNullable<ClientPageQueryQuery['clientStatement']>;
export type ClientPageMeterRow = ClientPageMeterFragment;
export type ClientPageReadingRow = ClientPageReadingFragment;
