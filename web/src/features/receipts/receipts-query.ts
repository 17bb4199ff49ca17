import { graphql } from '../../gql/gql.ts';
import type { ReceiptsPageQueryQuery } from '../../gql/graphql.ts';

/** Lista de Recibos: one page at a time, searched and sorted on the server. */
export const ReceiptsPageQuery = graphql(`
  query ReceiptsPageQuery($page: Int!, $size: Int!, $search: String, $sort: String) {
    receiptsPage(page: $page, size: $size, search: $search, sort: $sort) {
      total
      items {
        ...ReceiptRow
      }
    }
  }
`);

/** What a receipt row shows, here and in Pagar Factura's latest receipts. */
export const ReceiptRowFragment = graphql(`
  fragment ReceiptRow on Receipt {
    receiptId
    clientId
    clientName
    paymentDate
    paymentMethod
    paymentMethodLabel
    amount
    reversed
    invoices {
      invoiceId
    }
  }
`);

export type ReceiptRow = ReceiptsPageQueryQuery['receiptsPage']['items'][number];
