import { messages } from '@agua/domain/messages';
import { type Feature, MENU_GROUPS } from '../../lib/feature.ts';

/** Paths inside an area (/manager or /technical). */
export const INVOICES_PATHS = {
  list: 'invoices/list',
} as const;

export const invoicesFeature: Feature = {
  pages: [
    {
      path: INVOICES_PATHS.list,
      load: async () => (await import('./invoices-list-page.tsx')).InvoicesListPage,
    },
  ],
  menu: [
    { ...MENU_GROUPS.treasury, children: [{ label: messages.menu.invoices, path: INVOICES_PATHS.list }] },
  ],
  moved: { 'treasuries/invoices/list': INVOICES_PATHS.list },
};
