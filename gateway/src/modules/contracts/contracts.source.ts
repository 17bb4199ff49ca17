import type {
  ContractCreateBody,
  ContractResponse,
  ContractStatus,
  ContractUpdateBody,
} from '@agua/domain/contracts/contract';
import { toMeticais } from '@agua/domain/money';
import type { ContractInput, CustomerContractInput } from '../../generated/resolvers.ts';
import { withoutNulls } from '../../rest/body.ts';
import { type ListArgs, type Page, RestDataSource } from '../../rest/data-source.ts';

/** The api's /contract routes. */
export class ContractsSource extends RestDataSource {
  readonly byId = this.loaderByIds('/contract', (row) => row.contractId);
  readonly byClientId = this.loaderByForeignKey('/contract', 'clientIds', (row) => row.clientId);

  page({ page, size, search, sort }: ListArgs): Promise<Page<ContractResponse>> {
    return this.getPage('/contract', { query: { page, size, q: search || undefined, sort } });
  }

  /** The balance arrives in centavos (the Money scalar); the api takes meticais, and defaults it when absent. */
  create(input: ContractInput): Promise<ContractResponse> {
    const { balance, contractStatus, ...fields } = withoutNulls(input);
    const body: ContractCreateBody = {
      ...fields,
      // GraphQL's ID is text; the api takes ids as JSON numbers.
      clientId: Number(fields.clientId),
      meterId: Number(fields.meterId),
      contractTypeId: Number(fields.contractTypeId),
      // GraphQL types the status as Int; the api refuses anything but 1 or 0 with its own message.
      ...(contractStatus === undefined ? {} : { contractStatus: contractStatus as ContractStatus }),
      ...(balance === undefined ? {} : { balance: toMeticais(balance) }),
    };
    return this.post('/contract', { body });
  }
}

/**
 * The contract part of the customer edit as the api takes it: ids as numbers, the balance in meticais. A changed
 * balance is an adjustment the api accepts from an administrator only, with balanceReason.
 */
export function contractUpdateBody(
  input: CustomerContractInput,
): ContractUpdateBody & { contractId: number } {
  const { balanceReason, ...fields } = withoutNulls(input);
  return {
    contractId: Number(fields.contractId),
    contractTypeId: Number(fields.contractTypeId),
    contractStatus: fields.contractStatus as ContractStatus,
    balance: toMeticais(fields.balance),
    ...(balanceReason === undefined ? {} : { balanceReason }),
  };
}
