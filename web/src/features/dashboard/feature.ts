import { messages } from '@agua/domain/messages';
import type { Feature } from '../../lib/feature.ts';

/** Path inside an area (/manager or /technical): the area's home, where the login lands. */
export const DASHBOARD_PATHS = { dashboard: 'dashboard' } as const;

/**
 * The dashboard is its own chunk like every page: the login page, which comes before it, must not pay for it. The
 * authenticated layout starts fetching it while the user types (app/routes.tsx).
 */
export const dashboardFeature: Feature = {
  pages: [
    {
      path: DASHBOARD_PATHS.dashboard,
      load: async () => (await import('./dashboard-page.tsx')).DashboardPage,
    },
  ],
  menu: [{ label: messages.menu.dashboard, path: DASHBOARD_PATHS.dashboard, icon: 'dashboard' }],
};
