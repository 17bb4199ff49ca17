import type { DataSourceClass } from '../rest/data-source.ts';
import { accountModule } from './account/account.module.ts';
import { apiKeysModule } from './api-keys/api-keys.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { authModule } from './auth/auth.module.ts';
import { backupsModule } from './backups/backups.module.ts';
import { baseModule } from './base/base.module.ts';
import { clientRubricsModule } from './client-rubrics/client-rubrics.module.ts';
import { clientStatementModule } from './client-statement/client-statement.module.ts';
import { clientsModule } from './clients/clients.module.ts';
import { contractsModule } from './contracts/contracts.module.ts';
import { cutsModule } from './cuts/cuts.module.ts';
import { dashboardModule } from './dashboard/dashboard.module.ts';
import { homesModule } from './homes/homes.module.ts';
import { importsModule } from './imports/imports.module.ts';
import { invoicesModule } from './invoices/invoices.module.ts';
import { metersModule } from './meters/meters.module.ts';
import { mpesaModule } from './mpesa/mpesa.module.ts';
import { paymentAgreementsModule } from './payment-agreements/payment-agreements.module.ts';
import { readingAnomaliesModule } from './reading-anomalies/reading-anomalies.module.ts';
import { readingRouteModule } from './reading-route/reading-route.module.ts';
import { readingsModule } from './readings/readings.module.ts';
import { receiptsModule } from './receipts/receipts.module.ts';
import { reportsModule } from './reports/reports.module.ts';
import { setupModule } from './setup/setup.module.ts';
import { smsModule } from './sms/sms.module.ts';
import { suspensionsModule } from './suspensions/suspensions.module.ts';
import { tariffsModule } from './tariffs/tariffs.module.ts';
import { tillsModule } from './tills/tills.module.ts';
import { usersModule } from './users/users.module.ts';

/**
 * Every area of the gateway, one line each: the schema (their SDL in this order), the resolver map and each request's
 * data sources are built from this list, and nothing outside modules/ imports an area but through it.
 */
export const modules = [
  baseModule,
  authModule,
  accountModule,
  usersModule,
  setupModule,
  clientsModule,
  metersModule,
  contractsModule,
  readingAnomaliesModule,
  readingsModule,
  readingRouteModule,
  invoicesModule,
  tariffsModule,
  receiptsModule,
  mpesaModule,
  cutsModule,
  suspensionsModule,
  tillsModule,
  paymentAgreementsModule,
  clientRubricsModule,
  clientStatementModule,
  dashboardModule,
  homesModule,
  apiKeysModule,
  reportsModule,
  smsModule,
  auditModule,
  backupsModule,
  importsModule,
] as const;

/** The data source classes of a list of modules, by name, merged. */
type SourcesOf<List> = List extends readonly [{ sources: infer First }, ...infer Rest]
  ? First & SourcesOf<Rest>
  : unknown;

type Instances<Sources> = {
  [Name in keyof Sources]: Sources[Name] extends DataSourceClass ? InstanceType<Sources[Name]> : never;
};

// The context type (context.ts) names no area, so that the resolver types generated from the schema, which every area
// imports, import no area in turn; the list fills in its data sources here, each typed from its module.
declare module '../context.ts' {
  interface DataSources extends Instances<SourcesOf<typeof modules>> {}
}
