import { messages } from '@agua/domain/messages';
import { type Feature, MENU_GROUPS } from '../../lib/feature.ts';

const m = messages.menu;

/** Paths inside an area (/manager or /technical): Lista de Recibos and Pagar Factura, which makes them. */
export const RECEIPTS_PATHS = {
  list: 'receipts/list',
  pay: 'receipts/pay',
} as const;

export const receiptsFeature: Feature = {
  pages: [
    {
      path: RECEIPTS_PATHS.list,
      load: async () => (await import('./receipts-list-page.tsx')).ReceiptsListPage,
    },
    {
      path: RECEIPTS_PATHS.pay,
      load: async () => (await import('./invoice-payment-page.tsx')).InvoicePaymentPage,
    },
  ],
  menu: [
    {
      ...MENU_GROUPS.treasury,
      children: [
        { label: m.receipts, path: RECEIPTS_PATHS.list },
        { ...MENU_GROUPS.payments, children: [{ label: m.invoicePayment, path: RECEIPTS_PATHS.pay }] },
      ],
    },
  ],
  moved: {
    'treasuries/receipts/list': RECEIPTS_PATHS.list,
    'treasuries/payments/invoice-payment': RECEIPTS_PATHS.pay,
  },
};
