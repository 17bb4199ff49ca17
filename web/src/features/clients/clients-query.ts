import { graphql } from '../../gql/gql.ts';
import type { CustomersQueryQuery } from '../../gql/graphql.ts';

// One composite query per page: the gateway batches zones, contracts and contract types, so the REST calls behind it
// stay the same whatever the page size.
export const CustomersQuery = graphql(`
  query CustomersQuery($page: Int!, $size: Int!, $search: String, $sort: String) {
    clientsPage(page: $page, size: $size, search: $search, sort: $sort) {
      total
      items {
        clientId
        name
        phoneNumber
        address
        nuit
        zoneId
        alternativeNumber
        observation
        exemptFromFines
        wantsReceiptSMS
        wantsInvoiceSMS
        zone {
          designation
        }
        balance
        debt {
          invoiceCount
          invoicesAmount
          fines
          otherCharges
          credit
          total
        }
        contract {
          contractId
          contractStatus
          contractTypeId
          balance
          contractType {
            designation
          }
        }
      }
    }
    zones {
      zoneId
      designation
    }
    contractTypes {
      contractTypeId
      designation
    }
  }
`);

export const UpdateCustomer = graphql(`
  mutation UpdateCustomer($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      contractUpdated
      balanceAdjustment
      ...MutationResult
    }
  }
`);

export type ClientRow = CustomersQueryQuery['clientsPage']['items'][number];
