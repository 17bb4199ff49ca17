import { messages } from '@agua/domain/messages';
import { type Feature, MENU_GROUPS } from '../../lib/feature.ts';

/** Path inside an area (/manager or /technical): Pagamentos M-Pesa, with the statement reconciliation as its tab. */
export const MPESA_PATHS = {
  list: 'mpesa/list',
} as const;

export const mpesaFeature: Feature = {
  pages: [
    {
      path: MPESA_PATHS.list,
      load: async () => (await import('./mpesa-payments-page.tsx')).MpesaPaymentsPage,
    },
  ],
  menu: [
    {
      ...MENU_GROUPS.treasury,
      children: [{ label: messages.mpesa.screens.listTitle, path: MPESA_PATHS.list }],
    },
  ],
  moved: { 'treasuries/payments/mpesa': MPESA_PATHS.list },
};
