import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page.tsx';
import { contractsRoutes } from '../features/contracts/contracts-routes.ts';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { parameterisationsRoutes } from '../features/parameterisations/parameterisations-routes.ts';
import { releasesRoutes } from '../features/releases/releases-routes.ts';
import { treasuriesRoutes } from '../features/treasuries/treasuries-routes.ts';
import type { Area } from '../lib/area.tsx';
import { LOGIN_PATH, SESSION_ROUTE_ID, sessionLoader } from '../lib/session/session-guard.ts';
import type { SessionManager } from '../lib/session/session-manager.ts';
import { FullPageSpinner } from './full-page-spinner.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { RouteError } from './route-error.tsx';

const toLogin = <Navigate to={LOGIN_PATH} replace />;

/** The pages of an area (SPEC.md 2.1): /manager and /technical expose the same ones. */
function areaRoute(area: Area): RouteObject {
  return {
    path: area,
    element: <MainLayout area={area} />,
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      { path: 'dashboard', Component: DashboardPage },
      { path: 'releases', children: releasesRoutes() },
      { path: 'treasuries', children: treasuriesRoutes() },
      { path: 'contracts', children: contractsRoutes() },
      ...parameterisationsRoutes(),
      { path: '*', element: toLogin },
    ],
  };
}

export function createRoutes(session: SessionManager): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        { index: true, element: toLogin },
        {
          path: 'auth',
          Component: AuthLayout,
          children: [
            { index: true, element: toLogin },
            { path: 'login', Component: LoginPage },
            { path: '*', element: toLogin },
          ],
        },
        {
          // The guard of SPEC.md 2.1 covers every page of both areas. Re-checked on each navigation (not only
          // on entering the area) so a session that expired or was ended in another tab stops at the next click.
          id: SESSION_ROUTE_ID,
          loader: sessionLoader(session),
          shouldRevalidate: () => true,
          hydrateFallbackElement: <FullPageSpinner />,
          children: [areaRoute('manager'), areaRoute('technical')],
        },
        { path: '*', element: toLogin },
      ],
    },
  ];
}
