import type { Feature } from '../../lib/feature.ts';

/** Paths inside an area (/manager or /technical). */
export const PAYMENT_AGREEMENTS_PATHS = {
  client: 'payment-agreements/client',
} as const;

/** Acordo de pagamento (?id=<client>): opened from the client page (Ficha do Cliente). */
export const paymentAgreementsFeature: Feature = {
  pages: [
    {
      path: PAYMENT_AGREEMENTS_PATHS.client,
      load: async () => (await import('./agreements-page.tsx')).AgreementsPage,
      linkedFrom: ['client-statement/client'],
    },
  ],
};
