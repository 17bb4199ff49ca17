import { graphql } from '../../gql/gql.ts';
import type { InvoicesPageQueryQuery } from '../../gql/graphql.ts';

/** The zone filter's 'all neighbourhoods' value. */
export const ALL_ZONES = 'AZN';

/** Lista de Facturas: one page at a time, of one zone or all, searched and sorted on the server. */
export const InvoicesPageQuery = graphql(`
  query InvoicesPageQuery($page: Int!, $size: Int!, $search: String, $sort: String, $zoneId: ID) {
    invoicesPage(page: $page, size: $size, search: $search, sort: $sort, zoneId: $zoneId) {
      total
      items {
        invoiceId
        readingId
        clientName
        readingMonth
        readingYear
        amount
        fineAmount
        totalAmount
        finePercentage
        limitDate
        paymentDate
        paymentStatus
      }
    }
    zones {
      zoneId
      designation
    }
  }
`);

export type InvoiceRow = InvoicesPageQueryQuery['invoicesPage']['items'][number];
