import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import type { Area } from '../lib/area.tsx';
import { FEATURES } from './features.ts';
import { featureRoutes } from './routes.tsx';

// The paths before areas had one name each (README: features/<area>), and where each page answers now.
const OLD_PATHS: Record<string, string> = {
  'releases/readings/add': 'readings/add',
  'releases/readings/list': 'readings/list',
  'releases/readings/pending': 'readings/pending',
  'releases/customers/list': 'clients/list',
  'releases/suspensions/add': 'suspensions/add',
  'releases/suspensions/list': 'suspensions/list',
  'releases/cuts/add': 'cuts/add',
  'releases/cuts/list': 'cuts/list',
  'releases/cuts/candidates': 'cuts/candidates',
  'treasuries/invoices/list': 'invoices/list',
  'treasuries/receipts/list': 'receipts/list',
  'treasuries/payments/invoice-payment': 'receipts/pay',
  'treasuries/payments/other-payments': 'client-rubrics/list',
  'treasuries/payments/mpesa': 'mpesa/list',
};

/** The areas' routes as the app builds them, each page standing in as its path (the pages need Apollo). */
function areaRoutes(area: Area): RouteObject {
  const children = FEATURES.flatMap((feature) => featureRoutes(area, feature)).map((route) =>
    route.lazy ? { path: route.path, element: <h1>{`page ${route.path}`}</h1> } : route,
  );
  return { path: area, children };
}

function open(entries: string[]) {
  const router = createMemoryRouter(
    [
      areaRoutes('manager'),
      areaRoutes('technical'),
      {
        path: '/manager/home',
        element: <Link to="/manager/treasuries/payments/invoice-payment?clientId=7">x</Link>,
      },
    ],
    { initialEntries: entries },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = (router: ReturnType<typeof open>) =>
  `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;

describe('old paths', () => {
  it('are every path a feature moved', () => {
    expect(Object.fromEntries(FEATURES.flatMap((feature) => Object.entries(feature.moved ?? {})))).toEqual(
      OLD_PATHS,
    );
  });

  it.each(Object.entries(OLD_PATHS))(
    '/manager/%s opens /manager/%s in its place, query kept',
    async (old, now) => {
      const router = open([`/manager/${old}?zone=3&page=2#top`]);

      expect(await screen.findByRole('heading', { name: `page ${now}` })).toBeTruthy();
      expect(where(router)).toBe(`/manager/${now}?zone=3&page=2#top`);
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('followed from a page, leave no entry behind: Back returns to that page', async () => {
    const router = open(['/manager/home']);
    screen.getByRole('link').click();

    expect(await screen.findByRole('heading', { name: 'page receipts/pay' })).toBeTruthy();
    expect(where(router)).toBe('/manager/receipts/pay?clientId=7');
    await router.navigate(-1);
    expect(where(router)).toBe('/manager/home');
  });

  it('stay inside the area they were asked in', async () => {
    const router = open(['/technical/releases/customers/list']);

    expect(await screen.findByRole('heading', { name: 'page clients/list' })).toBeTruthy();
    expect(where(router)).toBe('/technical/clients/list');
  });
});
