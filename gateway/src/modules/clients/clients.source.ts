import { type Id, type ListArgs, type Page, RestDataSource } from '../../rest/data-source.ts';
import type { MeterRest } from '../meters/meters.source.ts';

/** A client as the api answers it (GET /client). */
export interface ClientRest {
  clientId: number;
  name: string;
  phoneNumber: string;
  address: string;
  nuit: string | null;
  zoneId: number;
  alternativeNumber: string | null;
  observation: string | null;
  exemptFromFines: boolean;
  wantsReceiptSMS: boolean;
  wantsInvoiceSMS: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The body of POST /client and PUT /client/{id}. */
export interface ClientBody {
  name: string;
  nuit?: string | null;
  phoneNumber: string;
  alternativeNumber?: string | null;
  zoneId: Id;
  address: string;
  observation?: string | null;
  exemptFromFines?: boolean | null;
  wantsReceiptSMS?: boolean | null;
  wantsInvoiceSMS?: boolean | null;
}

/** The seed's create answer, plus the first meter created with the client. */
export interface ClientCreatedRest {
  client: ClientRest;
  meter: MeterRest;
  statusCode: number;
}

/** The api's /client routes. */
export class ClientsSource extends RestDataSource {
  readonly byId = this.loaderByIds<ClientRest>('/client', (row) => row.clientId);

  count(): Promise<number> {
    return this.countOf('/client');
  }

  /** One page; its rows prime byId so nested fields asking for the same client cost nothing more. */
  async page({ page, size, search, sort }: ListArgs): Promise<Page<ClientRest>> {
    const result = await this.getPage<ClientRest>('/client', { page, size, q: search || undefined, sort });
    for (const row of result.rows) this.byId.prime(String(row.clientId), row);
    return result;
  }

  /** Newest first, so a client just created in the wizard is in the list. */
  async byZone(zoneId: Id, limit = 500): Promise<ClientRest[]> {
    const { rows } = await this.getPage<ClientRest>(`/client/by-zone/${zoneId}`, {
      page: 1,
      size: limit,
      sort: 'clientId,desc',
    });
    return rows;
  }

  create(body: ClientBody): Promise<ClientCreatedRest> {
    return this.post<ClientCreatedRest>('/client', body);
  }

  async update(id: Id, body: ClientBody): Promise<ClientRest> {
    const row = await this.put<ClientRest>(`/client/${id}`, body);
    this.byId.clear(String(id)).prime(String(id), row);
    return row;
  }
}
