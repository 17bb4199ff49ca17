import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** `GET /zone` rows (the GraphQL Zone). */
export interface ZoneRest {
  zoneId: number;
  designation: string;
  description: string;
  enterpriseId: number;
  enterpriseName: string;
}

export interface ZoneFields {
  designation: string;
  description: string;
  enterpriseId: Id;
}

/** GraphQL ids are strings; the api wants the enterprise id as a number. */
const restBody = (input: ZoneFields) => ({ ...input, enterpriseId: Number(input.enterpriseId) });

/** The api's /zone routes; other areas resolve a client's zone through `byId`. */
export class ZonesSource extends RestDataSource {
  readonly byId = this.loaderByIds<ZoneRest>('/zone', (row) => row.zoneId);
  readonly byEnterpriseId = this.loaderByForeignKey<ZoneRest>(
    '/zone',
    'enterpriseIds',
    (row) => row.enterpriseId,
  );

  list(enterpriseId?: Id | null): Promise<ZoneRest[]> {
    if (enterpriseId != null) return this.byEnterpriseId.load(enterpriseId);
    return this.get<ZoneRest[]>('/zone');
  }

  create(input: ZoneFields): Promise<ZoneRest> {
    return this.post<ZoneRest>('/zone', restBody(input));
  }

  update(id: string, input: ZoneFields): Promise<ZoneRest> {
    return this.put<ZoneRest>(`/zone/${encodeURIComponent(id)}`, restBody(input));
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/zone/${encodeURIComponent(id)}`);
  }
}
