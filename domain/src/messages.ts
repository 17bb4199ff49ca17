// The one pt-PT catalogue: every text a user sees, as the product defines it (spelling included, even where the
// product misspells). Screens and the api read texts from here; nothing else writes Portuguese prose. The texts
// live in one file per area under messages/; this file assembles them into the one object every caller imports.

import { account } from './messages/account.ts';
import { apiKeys } from './messages/api-keys.ts';
import { audit } from './messages/audit.ts';
import { auth, roles } from './messages/auth.ts';
import { backups } from './messages/backups.ts';
import { clientRubrics } from './messages/client-rubrics.ts';
import { clientStatement } from './messages/client-statement.ts';
import { clients } from './messages/clients.ts';
import { app, dialog, errors, http, placeholder, theme, widgets } from './messages/common.ts';
import { connectivity } from './messages/connectivity.ts';
import { cuts } from './messages/cuts.ts';
import { fieldReadings } from './messages/field-readings.ts';
import { gateway } from './messages/gateway.ts';
import { graphqlLimits } from './messages/graphql-limits.ts';
import { homes } from './messages/homes.ts';
import { imports } from './messages/imports.ts';
import { invoices } from './messages/invoices.ts';
import { ledger } from './messages/ledger.ts';
import { mpesa } from './messages/mpesa.ts';
import { dashboard, layout, menu, pages } from './messages/navigation.ts';
import { paymentAgreements } from './messages/payment-agreements.ts';
import { readingRoute } from './messages/reading-route.ts';
import { readings } from './messages/readings.ts';
import { receipts } from './messages/receipts.ts';
import { reports } from './messages/reports.ts';
import { setup } from './messages/setup.ts';
import { sms } from './messages/sms.ts';
import { suspensions } from './messages/suspensions.ts';
import { tariffs } from './messages/tariffs.ts';
import { tills } from './messages/tills.ts';
import { api, conflicts, schema, validation } from './messages/validation.ts';

export const messages = {
  app,
  http,
  dialog,
  auth,
  roles,
  theme,
  menu,
  dashboard,
  homes,
  placeholder,
  layout,
  pages,
  validation,
  widgets,
  errors,
  connectivity,
  graphqlLimits,
  gateway,
  api,
  readings,
  readingRoute,
  fieldReadings,
  invoices,
  conflicts,
  clients,
  schema,
  setup,
  ledger,
  imports,
  receipts,
  paymentAgreements,
  clientRubrics,
  clientStatement,
  mpesa,
  cuts,
  suspensions,
  tills,
  apiKeys,
  reports,
  account,
  tariffs,
  sms,
  audit,
  backups,
} as const;

export type Messages = typeof messages;

/** The toast text for an HTTP status: success for 200 and 201, the known text of a status, otherwise "Servidor Indisponível". */
export function httpStatusMessage(status: number): string {
  if (status === 200 || status === 201) return messages.http.success;
  const known = (messages.http as Record<number, string>)[status];
  return known ?? messages.http.other;
}
