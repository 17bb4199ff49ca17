import { auditFeature } from '../features/audit/feature.ts';
import { clientRubricsFeature } from '../features/client-rubrics/feature.ts';
import { clientStatementFeature } from '../features/client-statement/feature.ts';
import { clientsFeature } from '../features/clients/feature.ts';
import { contractsFeature } from '../features/contracts/feature.ts';
import { cutsFeature } from '../features/cuts/feature.ts';
import { dashboardFeature } from '../features/dashboard/feature.ts';
import { importsFeature } from '../features/imports/feature.ts';
import { invoicesFeature } from '../features/invoices/feature.ts';
import { mpesaFeature } from '../features/mpesa/feature.ts';
import { paymentAgreementsFeature } from '../features/payment-agreements/feature.ts';
import { readingRouteFeature } from '../features/reading-route/feature.ts';
import { readingsFeature } from '../features/readings/feature.ts';
import { receiptsFeature } from '../features/receipts/feature.ts';
import { reportsFeature } from '../features/reports/feature.ts';
import { settingsFeature } from '../features/settings/feature.ts';
import { setupFeature } from '../features/setup/feature.ts';
import { smsFeature } from '../features/sms/feature.ts';
import { suspensionsFeature } from '../features/suspensions/feature.ts';
import { tillsFeature } from '../features/tills/feature.ts';
import type { Feature } from '../lib/feature.ts';

/**
 * Every screen area of /manager and /technical, one line each, in the order the sidebar shows them: the router
 * (routes.tsx) takes their pages and old paths, the sidebar and the profile menu (layouts/menu.ts) their entries.
 */
export const FEATURES: readonly Feature[] = [
  dashboardFeature,
  readingsFeature,
  readingRouteFeature,
  clientsFeature,
  clientStatementFeature,
  paymentAgreementsFeature,
  suspensionsFeature,
  cutsFeature,
  invoicesFeature,
  receiptsFeature,
  clientRubricsFeature,
  tillsFeature,
  mpesaFeature,
  contractsFeature,
  reportsFeature,
  setupFeature,
  importsFeature,
  smsFeature,
  auditFeature,
  settingsFeature,
];
