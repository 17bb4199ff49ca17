import { messages } from '@agua/domain/messages';
import { type Feature, MENU_GROUPS } from '../../lib/feature.ts';

/** Paths inside an area (/manager or /technical). */
export const TILLS_PATHS = {
  close: 'tills/close',
} as const;

/** Fecho de Caixa, under Tesouraria: each staff member closes their own till; an administrator any. */
export const tillsFeature: Feature = {
  pages: [{ path: TILLS_PATHS.close, load: async () => (await import('./till-page.tsx')).TillPage }],
  menu: [{ ...MENU_GROUPS.treasury, children: [{ label: messages.tills.title, path: TILLS_PATHS.close }] }],
};
