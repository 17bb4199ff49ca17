import type { ContractTypeBody, ContractTypeResponse } from '@agua/domain/contracts/contract-type';
import { toMeticais } from '@agua/domain/money';
import type { ContractTypeInput } from '../../generated/resolvers.ts';
import { RestDataSource } from '../../rest/data-source.ts';

/** The Contracto form's amounts arrive in centavos (the Money scalar); the api takes meticais. */
function restBody(input: ContractTypeInput): ContractTypeBody {
  return {
    designation: input.designation,
    minimumConsumptionValue: toMeticais(input.minimumConsumptionValue),
    pricePerConsumptionUnit: toMeticais(input.pricePerConsumptionUnit),
    reconnectionFee: toMeticais(input.reconnectionFee),
  };
}

/** The api's /contract-type routes; contracts resolve their type through `byId`. */
export class ContractTypesSource extends RestDataSource {
  readonly byId = this.loaderByIds('/contract-type', (row) => row.contractTypeId);

  list(): Promise<ContractTypeResponse[]> {
    return this.get('/contract-type');
  }

  create(input: ContractTypeInput): Promise<ContractTypeResponse> {
    return this.post('/contract-type', { body: restBody(input) });
  }

  update(id: string, input: ContractTypeInput): Promise<ContractTypeResponse> {
    return this.put('/contract-type/{id}', { path: { id }, body: restBody(input) });
  }

  async remove(id: string): Promise<void> {
    await this.delete('/contract-type/{id}', { path: { id } });
  }
}
