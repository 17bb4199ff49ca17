import { messages } from '@agua/domain/messages';
import { type Feature, MENU_GROUPS } from '../../lib/feature.ts';

/** Path inside an area (/manager or /technical): Outros Pagamentos, the rubrics charged to a client. */
export const CLIENT_RUBRICS_PATHS = {
  list: 'client-rubrics/list',
} as const;

export const clientRubricsFeature: Feature = {
  pages: [
    {
      path: CLIENT_RUBRICS_PATHS.list,
      load: async () => (await import('./client-rubrics-page.tsx')).ClientRubricsPage,
    },
  ],
  menu: [
    {
      ...MENU_GROUPS.treasury,
      children: [
        {
          ...MENU_GROUPS.payments,
          children: [{ label: messages.menu.otherPayments, path: CLIENT_RUBRICS_PATHS.list }],
        },
      ],
    },
  ],
  moved: { 'treasuries/payments/other-payments': CLIENT_RUBRICS_PATHS.list },
};
