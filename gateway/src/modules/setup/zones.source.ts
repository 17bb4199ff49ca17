import type { ZoneBody, ZoneResponse } from '@agua/domain/contracts/zone';
import type { ZoneInput } from '../../generated/resolvers.ts';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** GraphQL ids are strings; the api wants the enterprise id as a number. */
const restBody = (input: ZoneInput): ZoneBody => ({ ...input, enterpriseId: Number(input.enterpriseId) });

/** The api's /zone routes; other areas resolve a client's zone through `byId`. */
export class ZonesSource extends RestDataSource {
  readonly byId = this.loaderByIds('/zone', (row) => row.zoneId);
  readonly byEnterpriseId = this.loaderByForeignKey('/zone', 'enterpriseIds', (row) => row.enterpriseId);

  list(enterpriseId?: Id | null): Promise<ZoneResponse[]> {
    if (enterpriseId != null) return this.byEnterpriseId.load(enterpriseId);
    return this.get('/zone');
  }

  create(input: ZoneInput): Promise<ZoneResponse> {
    return this.post('/zone', { body: restBody(input) });
  }

  update(id: string, input: ZoneInput): Promise<ZoneResponse> {
    return this.put('/zone/{id}', { path: { id }, body: restBody(input) });
  }

  async remove(id: string): Promise<void> {
    await this.delete('/zone/{id}', { path: { id } });
  }
}
