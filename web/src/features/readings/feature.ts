import { messages } from '@agua/domain/messages';
import { type Feature, MENU_GROUPS } from '../../lib/feature.ts';

const m = messages.menu;

/** Paths inside an area (/manager or /technical). */
export const READINGS_PATHS = {
  add: 'readings/add',
  list: 'readings/list',
  pending: 'readings/pending',
  anomalies: 'readings/anomalies',
  flaggedReport: 'readings/flagged-report',
} as const;

export const readingsFeature: Feature = {
  pages: [
    {
      path: READINGS_PATHS.add,
      load: async () => (await import('./register-reading-page.tsx')).RegisterReadingPage,
    },
    {
      path: READINGS_PATHS.list,
      load: async () => (await import('./readings-list-page.tsx')).ReadingsListPage,
    },
    {
      path: READINGS_PATHS.pending,
      load: async () => (await import('./pending-readings-page.tsx')).PendingReadingsPage,
    },
    {
      path: READINGS_PATHS.anomalies,
      load: async () => (await import('./reading-anomalies-page.tsx')).ReadingAnomaliesPage,
    },
    {
      path: READINGS_PATHS.flaggedReport,
      load: async () => (await import('./flagged-readings-report-page.tsx')).FlaggedReadingsReportPage,
    },
  ],
  menu: [
    {
      ...MENU_GROUPS.releases,
      children: [
        {
          label: m.readings,
          children: [
            { label: m.readingsAdd, path: READINGS_PATHS.add },
            { label: m.readingsList, path: READINGS_PATHS.list },
            { label: m.readingsPending, path: READINGS_PATHS.pending },
            { label: messages.fieldReadings.anomalies.title, path: READINGS_PATHS.anomalies },
            { label: messages.fieldReadings.report.title, path: READINGS_PATHS.flaggedReport },
          ],
        },
      ],
    },
  ],
  moved: {
    'releases/readings/add': READINGS_PATHS.add,
    'releases/readings/list': READINGS_PATHS.list,
    'releases/readings/pending': READINGS_PATHS.pending,
  },
};
