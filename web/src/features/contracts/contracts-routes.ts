import type { RouteObject } from 'react-router-dom';

// Contatos (SPEC.md 2.5, 2.6): each page is its own chunk, fetched the first time it is opened.
export function contractsRoutes(): RouteObject[] {
  return [
    {
      path: 'create-contract',
      lazy: async () => ({ Component: (await import('./create-contract-page.tsx')).CreateContractPage }),
    },
    {
      path: 'list-contracts',
      lazy: async () => ({ Component: (await import('./contracts-list-page.tsx')).ContractsListPage }),
    },
  ];
}
