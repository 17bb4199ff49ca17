import type { RouteObject } from 'react-router';

// Paths inside an area (/manager or /technical), as the menu groups the pages; the menu links to these.
export const SETTINGS_PATHS = {
  settings: 'settings',
  backups: 'backups',
} as const;

/** Each page is its own chunk, fetched the first time it is opened. */
export function settingsRoutes(): RouteObject[] {
  return [
    {
      path: SETTINGS_PATHS.settings,
      lazy: async () => ({ Component: (await import('./settings-page.tsx')).SettingsPage }),
    },
    {
      path: SETTINGS_PATHS.backups,
      lazy: async () => ({ Component: (await import('./backups-page.tsx')).BackupsPage }),
    },
  ];
}
