import { ApiKeysSource } from './modules/api-keys/api-keys.source.ts';
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
import { ReportsSource } from './modules/reports/reports.source.ts';
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
  apiKeys: ApiKeysSource,
  reports: ReportsSource,
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
 * The data sources of one request, each built the first time a resolver asks for it: an operation uses a few of
 * the seventeen (the dashboard four, the customers page five), and building the others with their DataLoaders on
 * every request was work and garbage for nothing. The getters live on the prototype, defined once at start-up.
 */
class RequestDataSources {
  readonly built = new Map<DataSourceName, RestDataSource>();

  constructor(
    readonly rest: RestClient,
    readonly token: string | null,
  ) {}
}
for (const [name, Source] of Object.entries(DATA_SOURCES) as [
  DataSourceName,
  new (rest: RestClient, token: string | null) => RestDataSource,
][]) {
  Object.defineProperty(RequestDataSources.prototype, name, {
    get(this: RequestDataSources) {
      let source = this.built.get(name);
      if (!source) {
        source = new Source(this.rest, this.token);
        this.built.set(name, source);
      }
      return source;
    },
  });
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
  const dataSources = new RequestDataSources(
    forCaller(sharedRest, callerAddress),
    token,
  ) as unknown as DataSources;
  return { token, dataSources };
}

/** The token of an `Authorization: Bearer <token>` header; the api judges whether it is valid. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
