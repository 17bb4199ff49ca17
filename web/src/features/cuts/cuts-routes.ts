import type { RouteObject } from 'react-router';

// Paths inside an area (/manager or /technical), as the menu groups the pages; the menu links to these.
export const CUTS_PATHS = {
  add: 'releases/cuts/add',
  list: 'releases/cuts/list',
  candidates: 'releases/cuts/candidates',
} as const;

/** Each page is its own chunk, fetched the first time it is opened. */
export function cutsRoutes(): RouteObject[] {
  return [
    {
      path: CUTS_PATHS.add,
      lazy: async () => ({ Component: (await import('./register-cut-page.tsx')).RegisterCutPage }),
    },
    {
      path: CUTS_PATHS.list,
      lazy: async () => ({ Component: (await import('./cuts-list-page.tsx')).CutsListPage }),
    },
    {
      path: CUTS_PATHS.candidates,
      lazy: async () => ({ Component: (await import('./cut-candidates-page.tsx')).CutCandidatesPage }),
    },
  ];
}
