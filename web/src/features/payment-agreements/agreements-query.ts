import { graphql } from '../../gql/gql.ts';
import type { AgreementsPageQueryQuery } from '../../gql/graphql.ts';

/** The client with each contract's payment agreements and debt today, in one query. */
export const AgreementsPageQuery = graphql(`
  query AgreementsPageQuery($clientId: ID!) {
    client(id: $clientId) {
      clientId
      name
      contracts {
        contractId
        contractStatus
        paymentAgreements {
          contractId
          active
          debt
          agreements {
            id
            status
            debt
            downPayment
            instalmentCount
            firstDueDate
            paidAmount
            remainingAmount
            createdAt
            createdBy
            canceledAt
            cancelReason
            instalments {
              number
              amount
              dueDate
              state
              receiptId
            }
          }
        }
      }
    }
  }
`);

export const CreateAgreementMutation = graphql(`
  mutation CreatePaymentAgreement($input: CreatePaymentAgreementInput!) {
    createPaymentAgreement(input: $input) {
      agreement {
        id
      }
      ...MutationResult
    }
  }
`);

export const CancelAgreementMutation = graphql(`
  mutation CancelPaymentAgreement($id: ID!, $reason: String!) {
    cancelPaymentAgreement(id: $id, reason: $reason) {
      agreement {
        id
      }
      ...MutationResult
    }
  }
`);

export const PayInstalmentMutation = graphql(`
  mutation PayAgreementInstalment($id: ID!, $number: Int!, $paymentMethod: String!) {
    payAgreementInstalment(id: $id, number: $number, paymentMethod: $paymentMethod) {
      receiptId
      ...MutationResult
    }
  }
`);

export type AgreementsClient = NonNullable<AgreementsPageQueryQuery['client']>;
export type ContractAgreements = AgreementsClient['contracts'][number]['paymentAgreements'];
export type Agreement = ContractAgreements['agreements'][number];
