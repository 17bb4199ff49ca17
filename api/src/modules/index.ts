import apiKeysModule from './api-keys/index.ts';
import auditModule from './audit/index.ts';
import authModule from './auth/index.ts';
import backupsModule from './backups/index.ts';
import clientRubricsModule from './client-rubrics/index.ts';
import clientStatementModule from './client-statement/index.ts';
import clientsModule from './clients/index.ts';
import contractsModule from './contracts/index.ts';
import cutsModule from './cuts/index.ts';
import healthModule from './health/index.ts';
import importsModule from './imports/index.ts';
import invoicesModule from './invoices/index.ts';
import meterReplacementsModule from './meter-replacements/index.ts';
import metersModule from './meters/index.ts';
import type { ApiModule } from './module.ts';
import mpesaModule from './mpesa/index.ts';
import mpesaStatementsModule from './mpesa-statements/index.ts';
import paymentAgreementsModule from './payment-agreements/index.ts';
import readingAnomaliesModule from './reading-anomalies/index.ts';
import readingsModule from './readings/index.ts';
import receiptsModule from './receipts/index.ts';
import reportsModule from './reports/index.ts';
import setupModule from './setup/index.ts';
import smsModule from './sms/index.ts';
import suspensionsModule from './suspensions/index.ts';
import tariffsModule from './tariffs/index.ts';
import tillsModule from './tills/index.ts';
import usersModule from './users/index.ts';

/**
 * Every area of the api, in registration order: an area may use the services of the areas before it (auth signs in
 * the users of the users area). A new area is one folder under modules/ exporting its module object
 * (module.ts `defineApiModule`), and its line here (with its import); its tables and worker tasks need no other list.
 */
export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  usersModule,
  authModule,
  apiKeysModule,
  setupModule,
  tariffsModule,
  clientsModule,
  metersModule,
  contractsModule,
  readingAnomaliesModule,
  readingsModule,
  meterReplacementsModule,
  invoicesModule,
  receiptsModule,
  mpesaModule,
  mpesaStatementsModule,
  clientRubricsModule,
  clientStatementModule,
  cutsModule,
  suspensionsModule,
  tillsModule,
  paymentAgreementsModule,
  reportsModule,
  smsModule,
  auditModule,
  backupsModule,
  importsModule,
];
