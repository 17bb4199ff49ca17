import type { Feature } from '../../lib/feature.ts';

/** Paths inside an area (/manager or /technical). */
export const CLIENT_STATEMENT_PATHS = {
  client: 'client-statement/client',
} as const;

/** The client page (Ficha do Cliente) with its Extrato de conta: opened from Clientes and Pagar Factura. */
export const clientStatementFeature: Feature = {
  pages: [
    {
      path: CLIENT_STATEMENT_PATHS.client,
      load: async () => (await import('./client-page.tsx')).ClientPage,
      linkedFrom: ['clients/list', 'receipts/pay'],
    },
  ],
};
