import { messages } from '@agua/domain/messages';
import type { Feature } from '../../lib/feature.ts';

/** Path inside an area (/manager or /technical). */
export const REPORTS_PATHS = {
  reports: 'reports',
} as const;

export const reportsFeature: Feature = {
  pages: [
    {
      path: REPORTS_PATHS.reports,
      load: async () => (await import('./reports-page.tsx')).ReportsPage,
    },
  ],
  menu: [{ label: messages.menu.reports, path: REPORTS_PATHS.reports, icon: 'reports' }],
};
