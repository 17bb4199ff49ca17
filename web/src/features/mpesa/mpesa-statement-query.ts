import { graphql } from '../../gql/gql.ts';
import type { MpesaStatementLinesQueryQuery, MpesaStatementQueryQuery } from '../../gql/graphql.ts';

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

/** One statement reconciled: the groups with counts and totals and the receipts it lacks (its lines: by page). */
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

/** A page of a statement's lines of one group, in file order (a statement may hold 50 000 lines). */
export const MpesaStatementLinesQuery = graphql(`
  query MpesaStatementLinesQuery($id: ID!, $match: String!, $page: Int!, $size: Int!) {
    mpesaStatement(id: $id) {
      id
      lines(match: $match, page: $page, size: $size) {
        items {
          ...MpesaStatementLineFields
        }
        total
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
export type MpesaStatementLineRow = NonNullable<
  MpesaStatementLinesQueryQuery['mpesaStatement']
>['lines']['items'][number];
export type MpesaMissingReceiptRow = MpesaStatementView['missingReceipts'][number];
