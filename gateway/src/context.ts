import { AuthSource } from './rest/auth.ts';
import { forCaller, type RestClient } from './rest/client.ts';
import { ClientsSource } from './rest/clients.ts';
import { ContractTypesSource } from './rest/contract-types.ts';
import { ContractsSource } from './rest/contracts.ts';
import { CutsSource } from './rest/cuts.ts';
import { EnterprisesSource } from './rest/enterprises.ts';
import { FineConfigurationsSource } from './rest/fine-configurations.ts';
import { InvoiceConfigurationsSource } from './rest/invoice-configurations.ts';
import { InvoicesSource } from './rest/invoices.ts';
import { MetersSource } from './rest/meters.ts';
import { ReadingsSource } from './rest/readings.ts';
import { RubricsSource } from './rest/rubrics.ts';
import { UsersSource } from './rest/users.ts';
import { ZonesSource } from './rest/zones.ts';

export interface DataSources {
  auth: AuthSource;
  clients: ClientsSource;
  meters: MetersSource;
  contracts: ContractsSource;
  cuts: CutsSource;
  invoices: InvoicesSource;
  readings: ReadingsSource;
  enterprises: EnterprisesSource;
  zones: ZonesSource;
  contractTypes: ContractTypesSource;
  fineConfigurations: FineConfigurationsSource;
  invoiceConfigurations: InvoiceConfigurationsSource;
  rubrics: RubricsSource;
  users: UsersSource;
}

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
  return {
    token,
    dataSources: {
      auth: new AuthSource(rest, token),
      clients: new ClientsSource(rest, token),
      meters: new MetersSource(rest, token),
      contracts: new ContractsSource(rest, token),
      cuts: new CutsSource(rest, token),
      invoices: new InvoicesSource(rest, token),
      readings: new ReadingsSource(rest, token),
      enterprises: new EnterprisesSource(rest, token),
      zones: new ZonesSource(rest, token),
      contractTypes: new ContractTypesSource(rest, token),
      fineConfigurations: new FineConfigurationsSource(rest, token),
      invoiceConfigurations: new InvoiceConfigurationsSource(rest, token),
      rubrics: new RubricsSource(rest, token),
      users: new UsersSource(rest, token),
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header; the api judges whether it is valid. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
