import { messages } from '@agua/domain/messages';
import { type Feature, MENU_GROUPS } from '../../lib/feature.ts';

/** Paths inside an area (/manager or /technical). */
export const READING_ROUTE_PATHS = {
  route: 'reading-route/route',
} as const;

export const readingRouteFeature: Feature = {
  pages: [
    {
      path: READING_ROUTE_PATHS.route,
      load: async () => (await import('./reading-route-page.tsx')).ReadingRoutePage,
    },
  ],
  menu: [
    {
      ...MENU_GROUPS.releases,
      children: [{ label: messages.readingRoute.page.title, path: READING_ROUTE_PATHS.route }],
    },
  ],
};
