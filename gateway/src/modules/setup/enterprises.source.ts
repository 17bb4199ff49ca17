import type { EnterpriseBody, EnterpriseResponse } from '@agua/domain/contracts/enterprise';
import type { EnterpriseInput } from '../../generated/resolvers.ts';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's /enterprise routes. */
export class EnterprisesSource extends RestDataSource {
  readonly byId = this.loaderByIds('/enterprise', (row) => row.enterpriseId);

  list(): Promise<EnterpriseResponse[]> {
    return this.get('/enterprise');
  }

  create(input: EnterpriseInput): Promise<EnterpriseResponse> {
    const body: EnterpriseBody = input;
    return this.post('/enterprise', { body });
  }

  update(id: string, input: EnterpriseInput): Promise<EnterpriseResponse> {
    const body: EnterpriseBody = input;
    return this.put('/enterprise/{id}', { path: { id }, body });
  }

  async remove(id: string): Promise<void> {
    await this.delete('/enterprise/{id}', { path: { id } });
  }
}
