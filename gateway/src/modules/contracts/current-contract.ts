import type { ContractResponse } from '@agua/domain/contracts/contract';

/** The contract a screen shows for a client: the newest active one, else the newest (null without any). */
export function currentContract(contracts: readonly ContractResponse[]): ContractResponse | null {
  const newestFirst = [...contracts].sort((a, b) => b.contractId - a.contractId);
  return newestFirst.find((contract) => contract.contractStatus === 1) ?? newestFirst[0] ?? null;
}
