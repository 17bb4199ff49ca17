import type { RouteObject } from 'react-router';

// Paths inside an area (/manager or /technical), as the menu groups the pages; the menu links to these.
export const CUSTOMERS_PATHS = {
  list: 'releases/customers/list',
} as const;

/** Each page is its own chunk, fetched the first time it is opened. */
export function customersRoutes(): RouteObject[] {
  return [
    {
      path: CUSTOMERS_PATHS.list,
      lazy: async () => ({ Component: (await import('./customers-list-page.tsx')).CustomersListPage }),
    },
  ];
}
