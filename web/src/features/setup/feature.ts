import { messages } from '@agua/domain/messages';
import type { Feature } from '../../lib/feature.ts';

/** Path inside an area (/manager or /technical). */
export const SETUP_PATHS = {
  setup: 'setup',
} as const;

export const setupFeature: Feature = {
  pages: [
    {
      path: SETUP_PATHS.setup,
      load: async () => (await import('./setup-page.tsx')).SetupPage,
    },
  ],
  menu: [{ label: messages.menu.setup, path: SETUP_PATHS.setup, icon: 'setup', adminOnly: true }],
};
