import type { RouteObject } from 'react-router-dom';
import { DashboardPage } from './dashboard-page.tsx';

// Paths inside an area (/manager or /technical); the menu links to these.
export const DASHBOARD_PATHS = { dashboard: 'dashboard' } as const;

/** The dashboard is the first page after login, so it ships in the main chunk. */
export function dashboardRoutes(): RouteObject[] {
  return [{ path: DASHBOARD_PATHS.dashboard, Component: DashboardPage }];
}
