import type { RouteObject } from 'react-router-dom';

// Tesouraria (SPEC.md 2.10): each page is its own chunk, fetched the first time it is opened.
export function treasuriesRoutes(): RouteObject[] {
  return [
    {
      path: 'invoices/list',
      lazy: async () => ({ Component: (await import('./invoices-list-page.tsx')).InvoicesListPage }),
    },
    {
      path: 'receipts/list',
      lazy: async () => ({ Component: (await import('./receipts-list-page.tsx')).ReceiptsListPage }),
    },
    {
      path: 'payments/invoice-payment',
      lazy: async () => ({ Component: (await import('./invoice-payment-page.tsx')).InvoicePaymentPage }),
    },
    {
      path: 'payments/other-payments',
      lazy: async () => ({ Component: (await import('./other-payments-page.tsx')).OtherPaymentsPage }),
    },
  ];
}
