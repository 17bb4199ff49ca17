import { RestDataSource } from '../../rest/data-source.ts';

/** `GET /enterprise` rows (the GraphQL Enterprise). */
export interface EnterpriseRest {
  enterpriseId: number;
  name: string;
  email: string;
  nuit: string;
  phoneNumber: string;
  address: string;
}

export type EnterpriseFieldsRest = Omit<EnterpriseRest, 'enterpriseId'>;

/** The api's /enterprise routes. */
export class EnterprisesSource extends RestDataSource {
  readonly byId = this.loaderByIds<EnterpriseRest>('/enterprise', (row) => row.enterpriseId);

  list(): Promise<EnterpriseRest[]> {
    return this.get<EnterpriseRest[]>('/enterprise');
  }

  create(input: EnterpriseFieldsRest): Promise<EnterpriseRest> {
    return this.post<EnterpriseRest>('/enterprise', input);
  }

  update(id: string, input: EnterpriseFieldsRest): Promise<EnterpriseRest> {
    return this.put<EnterpriseRest>(`/enterprise/${encodeURIComponent(id)}`, input);
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/enterprise/${encodeURIComponent(id)}`);
  }
}
