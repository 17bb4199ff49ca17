import type { RouteObject } from 'react-router';

// Paths inside an area (/manager or /technical), as the menu groups the pages; the menu links to these.
export const PAYMENTS_PATHS = {
  invoicePayment: 'treasuries/payments/invoice-payment',
  otherPayments: 'treasuries/payments/other-payments',
  mpesaPayments: 'treasuries/payments/mpesa',
} as const;

/** Each page is its own chunk, fetched the first time it is opened. */
export function paymentsRoutes(): RouteObject[] {
  return [
    {
      path: PAYMENTS_PATHS.invoicePayment,
      lazy: async () => ({ Component: (await import('./invoice-payment-page.tsx')).InvoicePaymentPage }),
    },
    {
      path: PAYMENTS_PATHS.otherPayments,
      lazy: async () => ({ Component: (await import('./other-payments-page.tsx')).OtherPaymentsPage }),
    },
    {
      path: PAYMENTS_PATHS.mpesaPayments,
      lazy: async () => ({ Component: (await import('./mpesa-payments-page.tsx')).MpesaPaymentsPage }),
    },
  ];
}
