import { messages } from '@agua/domain/messages';
import type { Feature } from '../../lib/feature.ts';

const m = messages.menu;

/** Paths inside an area (/manager or /technical). */
export const CONTRACTS_PATHS = {
  create: 'contracts/create-contract',
  list: 'contracts/list-contracts',
} as const;

export const contractsFeature: Feature = {
  pages: [
    {
      path: CONTRACTS_PATHS.create,
      load: async () => (await import('./create-contract-page.tsx')).CreateContractPage,
    },
    {
      path: CONTRACTS_PATHS.list,
      load: async () => (await import('./contracts-list-page.tsx')).ContractsListPage,
    },
  ],
  menu: [
    {
      label: m.contracts,
      icon: 'contracts',
      children: [
        { label: m.createContract, path: CONTRACTS_PATHS.create },
        { label: m.listContracts, path: CONTRACTS_PATHS.list },
      ],
    },
  ],
};
