import type { RouteObject } from 'react-router-dom';

// Lançamento (SPEC.md 2.8, 2.9): each page is its own chunk, fetched the first time it is opened.
export function releasesRoutes(): RouteObject[] {
  return [
    {
      path: 'readings/add',
      lazy: async () => ({ Component: (await import('./register-reading-page.tsx')).RegisterReadingPage }),
    },
    {
      path: 'readings/list',
      lazy: async () => ({ Component: (await import('./readings-list-page.tsx')).ReadingsListPage }),
    },
    {
      path: 'readings/pending',
      lazy: async () => ({ Component: (await import('./pending-readings-page.tsx')).PendingReadingsPage }),
    },
    {
      path: 'customers/list',
      lazy: async () => ({ Component: (await import('./customers-list-page.tsx')).CustomersListPage }),
    },
    {
      path: 'suspensions/add',
      lazy: async () => ({
        Component: (await import('./register-suspension-page.tsx')).RegisterSuspensionPage,
      }),
    },
    {
      path: 'suspensions/list',
      lazy: async () => ({ Component: (await import('./suspensions-list-page.tsx')).SuspensionsListPage }),
    },
    {
      path: 'cuts/add',
      lazy: async () => ({ Component: (await import('./register-cut-page.tsx')).RegisterCutPage }),
    },
    {
      path: 'cuts/list',
      lazy: async () => ({ Component: (await import('./cuts-list-page.tsx')).CutsListPage }),
    },
  ];
}
