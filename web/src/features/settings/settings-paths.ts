// The settings pages' paths, apart from feature.ts: the pages link to each other, and feature.ts loads the pages.
/** Paths inside an area (/manager or /technical). */
export const SETTINGS_PATHS = {
  settings: 'settings',
  backups: 'backups',
} as const;
