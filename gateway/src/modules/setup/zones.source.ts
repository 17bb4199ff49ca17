import type { ZoneBody, ZoneResponse } from '@agua/domain/contracts/zone';
import type { ZoneInput } from '../../generated/resolvers.ts';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** GraphQL ids are strings; the api wants the enterprise id as a number. */
const restBody = (input: ZoneInput): ZoneBody => ({ ...input, enterpriseId: Number(input.enterpriseId) });

/** The api's /zone routes; other areas resolve a client's zone through `byId`. */
export class ZonesSource extends RestDataSource {
  readonly byId = this.loaderByIds<ZoneResponse>('/zone', (row) => row.zoneId);
  readonly byEnterpriseId = this.loaderByForeignKey<ZoneResponse>(
    '/zone',
    'enterpriseIds',
    (row) => row.enterpriseId,
  );

  list(enterpriseId?: Id | null): Promise<ZoneResponse[]> {
    if (enterpriseId != null) return this.byEnterpriseId.load(enterpriseId);
    return this.get<ZoneResponse[]>('/zone');
  }

  create(input: ZoneInput): Promise<ZoneResponse> {
    return this.post<ZoneResponse>('/zone', restBody(input));
  }

  update(id: string, input: ZoneInput): Promise<ZoneResponse> {
    return this.put<ZoneResponse>(`/zone/${encodeURIComponent(id)}`, restBody(input));
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/zone/${encodeURIComponent(id)}`);
  }
}
