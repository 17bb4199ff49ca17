import type { EnterpriseBody, EnterpriseResponse } from '@agua/domain/contracts/enterprise';
import type { EnterpriseInput } from '../../generated/resolvers.ts';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's /enterprise routes. */
export class EnterprisesSource extends RestDataSource {
  readonly byId = this.loaderByIds<EnterpriseResponse>('/enterprise', (row) => row.enterpriseId);

  list(): Promise<EnterpriseResponse[]> {
    return this.get<EnterpriseResponse[]>('/enterprise');
  }

  create(input: EnterpriseInput): Promise<EnterpriseResponse> {
    const body: EnterpriseBody = input;
    return this.post<EnterpriseResponse>('/enterprise', body);
  }

  update(id: string, input: EnterpriseInput): Promise<EnterpriseResponse> {
    const body: EnterpriseBody = input;
    return this.put<EnterpriseResponse>(`/enterprise/${encodeURIComponent(id)}`, body);
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/enterprise/${encodeURIComponent(id)}`);
  }
}
