import { type Centavos, toMeticais } from '@agua/domain/money';
import type { ListArgs } from './clients.ts';
import { type Id, type Page, RestDataSource } from './data-source.ts';

/** A contract as the api answers it (GET /contract). */
export interface ContractRest {
  contractId: number;
  startDate: string;
  endDate: string | null;
  clientId: number;
  meterId: number;
  contractTypeId: number;
  description: string | null;
  contractStatus: number;
  balance: number;
  createdAt: string;
  updatedAt: string;
}

export interface ContractBody {
  startDate: string;
  clientId: Id;
  meterId: Id;
  contractTypeId: Id;
  description?: string | null;
  contractStatus?: number | null;
  balance?: Centavos | null;
}

export interface ContractUpdateBody {
  contractId: Id;
  contractTypeId: Id;
  balance: Centavos;
  contractStatus: number;
}

/** The api's /contract routes. */
export class ContractsSource extends RestDataSource {
  readonly byId = this.loaderByIds<ContractRest>('/contract', (row) => row.contractId);
  readonly byClientId = this.loaderByForeignKey<ContractRest>(
    '/contract',
    'clientIds',
    (row) => row.clientId,
  );

  page({ page, size, search, sort }: ListArgs): Promise<Page<ContractRest>> {
    return this.getPage<ContractRest>('/contract', { page, size, q: search || undefined, sort });
  }

  create(body: ContractBody): Promise<ContractRest> {
    const { balance, ...fields } = body;
    return this.post<ContractRest>('/contract', {
      ...fields,
      ...(balance == null ? {} : { balance: toMeticais(balance) }),
    });
  }

  update(id: Id, body: ContractUpdateBody): Promise<ContractRest> {
    return this.put<ContractRest>(`/contract/${id}`, { ...body, balance: toMeticais(body.balance) });
  }
}
