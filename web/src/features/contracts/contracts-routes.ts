import type { RouteObject } from 'react-router';

// Paths inside an area (/manager or /technical), as the menu groups the pages; the menu links to these.
export const CONTRACTS_PATHS = {
  create: 'contracts/create-contract',
  list: 'contracts/list-contracts',
} as const;

/** Each page is its own chunk, fetched the first time it is opened. */
export function contractsRoutes(): RouteObject[] {
  return [
    {
      path: CONTRACTS_PATHS.create,
      lazy: async () => ({ Component: (await import('./create-contract-page.tsx')).CreateContractPage }),
    },
    {
      path: CONTRACTS_PATHS.list,
      lazy: async () => ({ Component: (await import('./contracts-list-page.tsx')).ContractsListPage }),
    },
  ];
}
