import { graphql } from '../../gql/gql.ts';
import type { MpesaStatementQueryQuery } from '../../gql/graphql.ts';

/** What Reconciliação M-Pesa shows of a statement line. */
export const MpesaStatementLineFields = graphql(`
  fragment MpesaStatementLineFields on MpesaStatementLine {
    id
    row
    transactionId
    completedAt
    details
    msisdn
    amount
    match
    matchLabel
    expectedAmount
    receiptId
    clientId
    clientName
  }
`);

/** The uploaded statements, newest first, to reopen one. */
export const MpesaStatementsQuery = graphql(`
  query MpesaStatementsQuery {
    mpesaStatements(page: 1, size: 20) {
      items {
        id
        fileName
        lineCount
        createdAt
      }
      total
    }
  }
`);

/** One statement reconciled: the groups with counts and totals, its lines and the receipts it lacks. */
export const MpesaStatementQuery = graphql(`
  query MpesaStatementQuery($id: ID!) {
    mpesaStatement(id: $id) {
      id
      fileName
      periodFrom
      periodTo
      createdAt
      matched {
        count
        total
      }
      mismatched {
        count
        total
      }
      unmatched {
        count
        total
      }
      lines {
        ...MpesaStatementLineFields
      }
      missingReceipts {
        receiptId
        clientName
        paymentDate
        amount
        reference
      }
    }
  }
`);

export const AttachMpesaStatementLineMutation = graphql(`
  mutation AttachMpesaStatementLine($input: AttachMpesaStatementLineInput!) {
    attachMpesaStatementLine(input: $input) {
      line {
        ...MpesaStatementLineFields
      }
      receiptId
      ...MutationResult
    }
  }
`);

export type MpesaStatementView = NonNullable<MpesaStatementQueryQuery['mpesaStatement']>;
export type MpesaStatementLineRow = MpesaStatementView['lines'][number];
export type MpesaMissingReceiptRow = MpesaStatementView['missingReceipts'][number];
