import { messages } from '@agua/domain/messages';
import type { Feature } from '../../lib/feature.ts';
import { SETTINGS_PATHS } from './settings-paths.ts';

/** Definições, from the profile menu; Cópias de Segurança, from a link on Definições. */
export const settingsFeature: Feature = {
  pages: [
    {
      path: SETTINGS_PATHS.settings,
      load: async () => (await import('./settings-page.tsx')).SettingsPage,
    },
    {
      path: SETTINGS_PATHS.backups,
      load: async () => (await import('./backups-page.tsx')).BackupsPage,
      linkedFrom: [SETTINGS_PATHS.settings],
    },
  ],
  profileMenu: [{ label: messages.menu.settings, path: SETTINGS_PATHS.settings, icon: 'settings' }],
};
