import { RestDataSource } from './data-source.ts';

/** `GET /contract-type` rows (the GraphQL ContractType); amounts in MZN. */
export interface ContractTypeRest {
  contractTypeId: number;
  designation: string;
  minimumConsumptionValue: number;
  pricePerConsumptionUnit: number;
  reconnectionFee: number;
}

export type ContractTypeFieldsRest = Omit<ContractTypeRest, 'contractTypeId'>;

/** The api's /contract-type routes; contracts resolve their type through `byId`. */
export class ContractTypesSource extends RestDataSource {
  readonly byId = this.loaderByIds<ContractTypeRest>('/contract-type', (row) => row.contractTypeId);

  list(): Promise<ContractTypeRest[]> {
    return this.get<ContractTypeRest[]>('/contract-type');
  }

  create(input: ContractTypeFieldsRest): Promise<ContractTypeRest> {
    return this.post<ContractTypeRest>('/contract-type', input);
  }

  update(id: string, input: ContractTypeFieldsRest): Promise<ContractTypeRest> {
    return this.put<ContractTypeRest>(`/contract-type/${encodeURIComponent(id)}`, input);
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/contract-type/${encodeURIComponent(id)}`);
  }
}
