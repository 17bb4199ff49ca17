import type { RouteObject } from 'react-router';

// Paths inside an area (/manager or /technical), as the menu groups the pages; the menu links to these.
export const INVOICES_PATHS = {
  list: 'treasuries/invoices/list',
} as const;

/** Each page is its own chunk, fetched the first time it is opened. */
export function invoicesRoutes(): RouteObject[] {
  return [
    {
      path: INVOICES_PATHS.list,
      lazy: async () => ({ Component: (await import('./invoices-list-page.tsx')).InvoicesListPage }),
    },
  ];
}
