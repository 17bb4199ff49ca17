import { messages } from '@agua/domain/messages';
import { type Feature, MENU_GROUPS } from '../../lib/feature.ts';

/** Paths inside an area (/manager or /technical). */
export const CLIENTS_PATHS = {
  list: 'clients/list',
} as const;

export const clientsFeature: Feature = {
  pages: [
    {
      path: CLIENTS_PATHS.list,
      load: async () => (await import('./clients-list-page.tsx')).ClientsListPage,
    },
  ],
  menu: [
    { ...MENU_GROUPS.releases, children: [{ label: messages.menu.customers, path: CLIENTS_PATHS.list }] },
  ],
  moved: { 'releases/customers/list': CLIENTS_PATHS.list },
};
