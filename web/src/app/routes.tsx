import type { RouteObject } from 'react-router';
import { Navigate, useLocation } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { DASHBOARD_PATHS } from '../features/dashboard/feature.ts';
import type { LazyApolloClient } from '../lib/apollo/lazy-client.ts';
import { type Area, areaPath } from '../lib/area.tsx';
import type { Feature } from '../lib/feature.ts';
import { LOGIN_PATH, SESSION_ROUTE_ID, sessionLoader, stepLoader } from '../lib/session/session-guard.ts';
import type { SessionManager } from '../lib/session/session-manager.ts';
import { FEATURES } from './features.ts';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { RouteError } from './route-error.tsx';

const toLogin = <Navigate to={LOGIN_PATH} replace />;

/**
 * A page's old path, replaced by its new one in the history (so Back never lands on a path that would send the user
 * forward again), the query string and hash kept.
 */
function MovedTo({ pathname }: { pathname: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname, search, hash }} replace />;
}

/** A feature's pages, each its own chunk, and its old paths, each sent on (replace) to its page, query kept. */
export function featureRoutes(area: Area, feature: Feature): RouteObject[] {
  return [
    ...feature.pages.map(
      (page): RouteObject => ({ path: page.path, lazy: async () => ({ Component: await page.load() }) }),
    ),
    ...Object.entries(feature.moved ?? {}).map(
      ([from, to]): RouteObject => ({ path: from, element: <MovedTo pathname={areaPath(area, to)} /> }),
    ),
  ];
}

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
      ...FEATURES.flatMap((feature) => featureRoutes(area, feature)),
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
            // The steps a session may owe before anything else (lib/session/session-steps.ts), each its own chunk.
            {
              path: 'password',
              loader: stepLoader(session, 'PASSWORD_CHANGE'),
              lazy: async () => ({
                Component: (await import('../features/auth/first-sign-in-page.tsx')).FirstSignInPage,
              }),
            },
            {
              path: 'two-factor',
              loader: stepLoader(session, 'TWO_FACTOR_SETUP'),
              lazy: async () => ({
                Component: (await import('../features/auth/owed-two-factor-page.tsx')).OwedTwoFactorPage,
              }),
            },
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
