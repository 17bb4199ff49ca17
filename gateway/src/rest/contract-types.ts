import { type Centavos, toMeticais } from '@agua/domain/money';
import { RestDataSource } from './data-source.ts';

/** `GET /contract-type` rows (the GraphQL ContractType); amounts in MZN. */
export interface ContractTypeRest {
  contractTypeId: number;
  designation: string;
  minimumConsumptionValue: number;
  pricePerConsumptionUnit: number;
  reconnectionFee: number;
}

/** The Contracto form's amounts in centavos, as the Money scalar parses them. */
export interface ContractTypeFields {
  designation: string;
  minimumConsumptionValue: Centavos;
  pricePerConsumptionUnit: Centavos;
  reconnectionFee: Centavos;
}

function restBody(input: ContractTypeFields) {
  return {
    designation: input.designation,
    minimumConsumptionValue: toMeticais(input.minimumConsumptionValue),
    pricePerConsumptionUnit: toMeticais(input.pricePerConsumptionUnit),
    reconnectionFee: toMeticais(input.reconnectionFee),
  };
}

/** The api's /contract-type routes; contracts resolve their type through `byId`. */
export class ContractTypesSource extends RestDataSource {
  readonly byId = this.loaderByIds<ContractTypeRest>('/contract-type', (row) => row.contractTypeId);

  list(): Promise<ContractTypeRest[]> {
    return this.get<ContractTypeRest[]>('/contract-type');
  }

  create(input: ContractTypeFields): Promise<ContractTypeRest> {
    return this.post<ContractTypeRest>('/contract-type', restBody(input));
  }

  update(id: string, input: ContractTypeFields): Promise<ContractTypeRest> {
    return this.put<ContractTypeRest>(`/contract-type/${encodeURIComponent(id)}`, restBody(input));
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/contract-type/${encodeURIComponent(id)}`);
  }
}
