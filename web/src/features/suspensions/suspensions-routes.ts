import type { RouteObject } from 'react-router';

// Paths inside an area (/manager or /technical), as the menu groups the pages; the menu links to these.
export const SUSPENSIONS_PATHS = {
  add: 'releases/suspensions/add',
  list: 'releases/suspensions/list',
} as const;

/** Each page is its own chunk, fetched the first time it is opened. */
export function suspensionsRoutes(): RouteObject[] {
  return [
    {
      path: SUSPENSIONS_PATHS.add,
      lazy: async () => ({
        Component: (await import('./register-suspension-page.tsx')).RegisterSuspensionPage,
      }),
    },
    {
      path: SUSPENSIONS_PATHS.list,
      lazy: async () => ({ Component: (await import('./suspensions-list-page.tsx')).SuspensionsListPage }),
    },
  ];
}
