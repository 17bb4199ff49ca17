import type { ClientBody, ClientCreatedResponse, ClientResponse } from '@agua/domain/contracts/client';
import type { CustomerUpdateBody, CustomerUpdatedResponse } from '@agua/domain/contracts/customer';
import type { ClientInput, CustomerContractInput } from '../../generated/resolvers.ts';
import { withoutNulls } from '../../rest/body.ts';
import { type Id, type ListArgs, type Page, RestDataSource } from '../../rest/data-source.ts';
import { contractUpdateBody } from '../contracts/contracts.source.ts';

/** GraphQL's ID is text; the api takes ids as JSON numbers. */
const restBody = (input: ClientInput): ClientBody => ({
  ...withoutNulls(input),
  zoneId: Number(input.zoneId),
});

/** The api's /client routes. */
export class ClientsSource extends RestDataSource {
  readonly byId = this.loaderByIds('/client', (row) => row.clientId);

  count(): Promise<number> {
    return this.countOf('/client/count');
  }

  /** One page; its rows prime byId so nested fields asking for the same client cost nothing more. */
  async page({ page, size, search, sort }: ListArgs): Promise<Page<ClientResponse>> {
    const result = await this.getPage('/client', { query: { page, size, q: search || undefined, sort } });
    for (const row of result.rows) this.byId.prime(String(row.clientId), row);
    return result;
  }

  /** Newest first, so a client just created in the wizard is in the list. */
  async byZone(zoneId: Id, limit = 500): Promise<ClientResponse[]> {
    const { rows } = await this.getPage('/client/by-zone/{zoneId}', {
      path: { zoneId },
      query: { page: 1, size: limit, sort: 'clientId,desc' },
    });
    return rows;
  }

  create(input: ClientInput): Promise<ClientCreatedResponse> {
    const body = restBody(input);
    return this.post('/client', { body });
  }

  async update(id: Id, input: ClientInput): Promise<ClientResponse> {
    const body = restBody(input);
    const row = await this.put('/client/{id}', { path: { id }, body });
    this.byId.clear(String(id)).prime(String(id), row);
    return row;
  }

  /** The customer edit: the client and, when given, its contract, saved by the api in one transaction. */
  async updateWithContract(
    id: Id,
    input: ClientInput,
    contract: CustomerContractInput | null,
  ): Promise<CustomerUpdatedResponse> {
    const body: CustomerUpdateBody = {
      client: restBody(input),
      ...(contract ? { contract: contractUpdateBody(contract) } : {}),
    };
    const saved = await this.put('/customer/{clientId}', { path: { clientId: id }, body });
    this.byId.clear(String(id)).prime(String(id), saved.client);
    return saved;
  }
}
