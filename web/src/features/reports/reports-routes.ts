import type { RouteObject } from 'react-router';

// Paths inside an area (/manager or /technical), as the menu groups the pages; the menu links to these.
export const REPORTS_PATHS = {
  reports: 'reports',
} as const;

/** Each page is its own chunk, fetched the first time it is opened. */
export function reportsRoutes(): RouteObject[] {
  return [
    {
      path: REPORTS_PATHS.reports,
      lazy: async () => ({ Component: (await import('./reports-page.tsx')).ReportsPage }),
    },
  ];
}
