import type { RouteObject } from 'react-router';

// Paths inside an area (/manager or /technical), as the menu groups the pages; the menu links to these.
export const SETUP_PATHS = {
  setup: 'setup',
} as const;

/** Each page is its own chunk, fetched the first time it is opened. */
export function setupRoutes(): RouteObject[] {
  return [
    {
      path: SETUP_PATHS.setup,
      lazy: async () => ({ Component: (await import('./setup-page.tsx')).SetupPage }),
    },
  ];
}
