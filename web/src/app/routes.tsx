import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { contractsRoutes } from '../features/contracts/contracts-routes.ts';
import { customersRoutes } from '../features/customers/customers-routes.ts';
import { cutsRoutes } from '../features/cuts/cuts-routes.ts';
import { DASHBOARD_PATHS, dashboardRoutes } from '../features/dashboard/dashboard-routes.ts';
import { invoicesRoutes } from '../features/invoices/invoices-routes.ts';
import { paymentsRoutes } from '../features/payments/payments-routes.ts';
import { readingsRoutes } from '../features/readings/readings-routes.ts';
import { receiptsRoutes } from '../features/receipts/receipts-routes.ts';
import { reportsRoutes } from '../features/reports/reports-routes.ts';
import { settingsRoutes } from '../features/settings/settings-routes.ts';
import { setupRoutes } from '../features/setup/setup-routes.ts';
import { suspensionsRoutes } from '../features/suspensions/suspensions-routes.ts';
import type { LazyApolloClient } from '../lib/apollo/lazy-client.ts';
import type { Area } from '../lib/area.tsx';
import { LOGIN_PATH, SESSION_ROUTE_ID, sessionLoader } from '../lib/session/session-guard.ts';
import type { SessionManager } from '../lib/session/session-manager.ts';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { RouteError } from './route-error.tsx';

const toLogin = <Navigate to={LOGIN_PATH} replace />;

/** The pages of an area: /manager (administrators) and /technical (field technicians) expose the same ones. */
function areaRoute(area: Area): RouteObject {
  return {
    path: area,
    // The frame of signed-in pages (sidebar, menus: Headless UI) is a chunk of its own, like every page.
    lazy: async () => {
      const { MainLayout } = await import('./layouts/main-layout.tsx');
      return { element: <MainLayout area={area} /> };
    },
    children: [
      { index: true, element: <Navigate to={DASHBOARD_PATHS.dashboard} replace /> },
      ...dashboardRoutes(),
      ...readingsRoutes(),
      ...customersRoutes(),
      ...suspensionsRoutes(),
      ...cutsRoutes(),
      ...invoicesRoutes(),
      ...receiptsRoutes(),
      ...paymentsRoutes(),
      ...contractsRoutes(),
      ...setupRoutes(),
      ...reportsRoutes(),
      ...settingsRoutes(),
      { path: '*', element: toLogin },
    ],
  };
}

export function createRoutes(session: SessionManager, client: LazyApolloClient): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSkeleton />,
      children: [
        { index: true, element: toLogin },
        {
          path: 'auth',
          Component: AuthLayout,
          children: [
            { index: true, element: toLogin },
            // In the entry chunk: the first page of every new visit must not wait for a second request.
            { path: 'login', Component: LoginPage },
            { path: '*', element: toLogin },
          ],
        },
        {
          // The session guard covers every page of both areas: no valid session, back to the login. Re-checked on each navigation (not only
          // on entering the area) so a session that expired or was ended in another tab stops at the next click.
          id: SESSION_ROUTE_ID,
          loader: sessionLoader(session),
          shouldRevalidate: () => true,
          hydrateFallbackElement: <PageSkeleton />,
          // Apollo Client and the dialog arrive with the first signed-in page, never with the login.
          lazy: async () => {
            const [{ AuthenticatedShell }, apollo] = await Promise.all([
              import('./authenticated-shell.tsx'),
              client.load(),
            ]);
            return { element: <AuthenticatedShell client={apollo} /> };
          },
          children: [areaRoute('manager'), areaRoute('technical')],
        },
        { path: '*', element: toLogin },
      ],
    },
  ];
}
