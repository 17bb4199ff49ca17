import { messages } from '@agua/domain/messages';
import { type Feature, MENU_GROUPS } from '../../lib/feature.ts';

const m = messages.menu;

/** Paths inside an area (/manager or /technical). */
export const SUSPENSIONS_PATHS = {
  add: 'suspensions/add',
  list: 'suspensions/list',
} as const;

export const suspensionsFeature: Feature = {
  pages: [
    {
      path: SUSPENSIONS_PATHS.add,
      load: async () => (await import('./register-suspension-page.tsx')).RegisterSuspensionPage,
    },
    {
      path: SUSPENSIONS_PATHS.list,
      load: async () => (await import('./suspensions-list-page.tsx')).SuspensionsListPage,
    },
  ],
  menu: [
    {
      ...MENU_GROUPS.releases,
      children: [
        {
          label: m.suspensions,
          children: [
            { label: m.suspensionsAdd, path: SUSPENSIONS_PATHS.add, adminOnly: true },
            { label: m.suspensionsList, path: SUSPENSIONS_PATHS.list },
          ],
        },
      ],
    },
  ],
  moved: {
    'releases/suspensions/add': SUSPENSIONS_PATHS.add,
    'releases/suspensions/list': SUSPENSIONS_PATHS.list,
  },
};
