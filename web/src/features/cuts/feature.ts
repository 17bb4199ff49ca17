import { messages } from '@agua/domain/messages';
import { type Feature, MENU_GROUPS } from '../../lib/feature.ts';

const m = messages.menu;

/** Paths inside an area (/manager or /technical). */
export const CUTS_PATHS = {
  add: 'cuts/add',
  list: 'cuts/list',
  candidates: 'cuts/candidates',
} as const;

export const cutsFeature: Feature = {
  pages: [
    {
      path: CUTS_PATHS.add,
      load: async () => (await import('./register-cut-page.tsx')).RegisterCutPage,
    },
    {
      path: CUTS_PATHS.list,
      load: async () => (await import('./cuts-list-page.tsx')).CutsListPage,
    },
    {
      path: CUTS_PATHS.candidates,
      load: async () => (await import('./cut-candidates-page.tsx')).CutCandidatesPage,
    },
  ],
  menu: [
    {
      ...MENU_GROUPS.releases,
      children: [
        {
          label: m.cuts,
          children: [
            { label: m.cutsAdd, path: CUTS_PATHS.add, adminOnly: true },
            { label: m.cutsList, path: CUTS_PATHS.list },
            { label: messages.cuts.candidates.title, path: CUTS_PATHS.candidates },
          ],
        },
      ],
    },
  ],
  moved: {
    'releases/cuts/add': CUTS_PATHS.add,
    'releases/cuts/list': CUTS_PATHS.list,
    'releases/cuts/candidates': CUTS_PATHS.candidates,
  },
};
