import { type Id, RestDataSource } from './data-source.ts';

/** `GET /zone` rows (the GraphQL Zone). */
export interface ZoneRest {
  zoneId: number;
  designation: string;
  description: string;
  enterpriseId: number;
  enterpriseName: string;
}

export interface ZoneFieldsRest {
  designation: string;
  description: string;
  enterpriseId: number;
}

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

  create(input: ZoneFieldsRest): Promise<ZoneRest> {
    return this.post<ZoneRest>('/zone', input);
  }

  update(id: string, input: ZoneFieldsRest): Promise<ZoneRest> {
    return this.put<ZoneRest>(`/zone/${encodeURIComponent(id)}`, input);
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/zone/${encodeURIComponent(id)}`);
  }
}
