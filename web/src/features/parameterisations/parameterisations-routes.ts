import type { RouteObject } from 'react-router-dom';

// Setup and its neighbours (SPEC.md 2.7) sit directly under the area: /manager/setup, /manager/settings...
export function parameterisationsRoutes(): RouteObject[] {
  return [
    {
      path: 'setup',
      lazy: async () => ({ Component: (await import('./setup-page.tsx')).SetupPage }),
    },
    {
      path: 'reports',
      lazy: async () => ({ Component: (await import('./reports-page.tsx')).ReportsPage }),
    },
    {
      path: 'settings',
      lazy: async () => ({ Component: (await import('./settings-page.tsx')).SettingsPage }),
    },
    {
      path: 'backups',
      lazy: async () => ({ Component: (await import('./backups-page.tsx')).BackupsPage }),
    },
  ];
}
