import { AuthSource } from './modules/auth/auth.source.ts';
import { ClientRubricsSource } from './modules/client-rubrics/client-rubrics.source.ts';
import { ClientsSource } from './modules/clients/clients.source.ts';
import { ContractsSource } from './modules/contracts/contracts.source.ts';
import { CutsSource } from './modules/cuts/cuts.source.ts';
import { InvoicesSource } from './modules/invoices/invoices.source.ts';
import { MetersSource } from './modules/meters/meters.source.ts';
import { MpesaPaymentsSource } from './modules/mpesa/mpesa.source.ts';
import { ReadingsSource } from './modules/readings/readings.source.ts';
import { ReceiptsSource } from './modules/receipts/receipts.source.ts';
import { ContractTypesSource } from './modules/setup/contract-types.source.ts';
import { EnterprisesSource } from './modules/setup/enterprises.source.ts';
import { FineConfigurationsSource } from './modules/setup/fine-configurations.source.ts';
import { InvoiceConfigurationsSource } from './modules/setup/invoice-configurations.source.ts';
import { RubricsSource } from './modules/setup/rubrics.source.ts';
import { ZonesSource } from './modules/setup/zones.source.ts';
import { SuspensionsSource } from './modules/suspensions/suspensions.source.ts';
import { UsersSource } from './modules/users/users.source.ts';
import { forCaller, type RestClient } from './rest/client.ts';
import type { RestDataSource } from './rest/data-source.ts';

/** Every REST data source by the name resolvers use (`dataSources.zones`): adding one is one line here. */
const DATA_SOURCES = {
  auth: AuthSource,
  users: UsersSource,
  enterprises: EnterprisesSource,
  zones: ZonesSource,
  contractTypes: ContractTypesSource,
  fineConfigurations: FineConfigurationsSource,
  invoiceConfigurations: InvoiceConfigurationsSource,
  rubrics: RubricsSource,
  clients: ClientsSource,
  meters: MetersSource,
  contracts: ContractsSource,
  readings: ReadingsSource,
  invoices: InvoicesSource,
  receipts: ReceiptsSource,
  mpesaPayments: MpesaPaymentsSource,
  cuts: CutsSource,
  suspensions: SuspensionsSource,
  clientRubrics: ClientRubricsSource,
} satisfies Record<string, new (rest: RestClient, token: string | null) => RestDataSource>;

type DataSourceName = keyof typeof DATA_SOURCES;

/** One instance of each data source, typed from DATA_SOURCES. */
export type DataSources = { [Name in DataSourceName]: InstanceType<(typeof DATA_SOURCES)[Name]> };

/** What every resolver receives: the caller's token and this request's own data sources. */
export interface GatewayContext {
  token: string | null;
  dataSources: DataSources;
}

/**
 * Built once per GraphQL request. The data sources (and so their DataLoader caches) die with the
 * request: sharing them across requests would hand one user's rows to another and serve stale data.
 */
export function createContext(
  sharedRest: RestClient,
  authorization: string | undefined,
  callerAddress?: string,
): GatewayContext {
  const token = bearerToken(authorization);
  const rest = forCaller(sharedRest, callerAddress);
  const dataSources = Object.fromEntries(
    Object.entries(DATA_SOURCES).map(([name, Source]) => [name, new Source(rest, token)]),
  ) as DataSources;
  return { token, dataSources };
}

/** The token of an `Authorization: Bearer <token>` header; the api judges whether it is valid. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
