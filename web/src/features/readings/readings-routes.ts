import type { RouteObject } from 'react-router';

// Paths inside an area (/manager or /technical), as the menu groups the pages; the menu links to these.
export const READINGS_PATHS = {
  add: 'releases/readings/add',
  list: 'releases/readings/list',
  pending: 'releases/readings/pending',
} as const;

/** Each page is its own chunk, fetched the first time it is opened. */
export function readingsRoutes(): RouteObject[] {
  return [
    {
      path: READINGS_PATHS.add,
      lazy: async () => ({ Component: (await import('./register-reading-page.tsx')).RegisterReadingPage }),
    },
    {
      path: READINGS_PATHS.list,
      lazy: async () => ({ Component: (await import('./readings-list-page.tsx')).ReadingsListPage }),
    },
    {
      path: READINGS_PATHS.pending,
      lazy: async () => ({ Component: (await import('./pending-readings-page.tsx')).PendingReadingsPage }),
    },
  ];
}
