import type { RouteObject } from 'react-router';

// Paths inside an area (/manager or /technical), as the menu groups the pages; the menu links to these.
export const RECEIPTS_PATHS = {
  list: 'treasuries/receipts/list',
} as const;

/** Each page is its own chunk, fetched the first time it is opened. */
export function receiptsRoutes(): RouteObject[] {
  return [
    {
      path: RECEIPTS_PATHS.list,
      lazy: async () => ({ Component: (await import('./receipts-list-page.tsx')).ReceiptsListPage }),
    },
  ];
}
