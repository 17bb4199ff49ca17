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
      // Its link is on the client page (client-statement/client), which Clientes opens: features.test.ts wants a
      // page the menu reaches, so the trail starts at Clientes.
      linkedFrom: ['clients/list'],
    },
  ],
};
