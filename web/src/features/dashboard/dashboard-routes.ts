import type { RouteObject } from 'react-router';

// Paths inside an area (/manager or /technical); the menu links to these.
export const DASHBOARD_PATHS = { dashboard: 'dashboard' } as const;

/**
 * The dashboard is its own chunk like every page: the login page, which comes before it, must not pay for it. The
 * authenticated layout starts fetching it while the user types (app/routes.tsx).
 */
export function dashboardRoutes(): RouteObject[] {
  return [
    {
      path: DASHBOARD_PATHS.dashboard,
      lazy: async () => ({ Component: (await import('./dashboard-page.tsx')).DashboardPage }),
    },
  ];
}
