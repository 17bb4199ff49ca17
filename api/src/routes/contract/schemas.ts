import type { ContractResponse } from '@agua/domain/contracts/contract';
import { toMeticais } from '@agua/domain/money';
import type { ContractRow } from '../../services/contracts.ts';

export function toContractResponse(row: ContractRow): ContractResponse {
  return {
    contractId: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    clientId: row.clientId,
    meterId: row.meterId,
    contractTypeId: row.contractTypeId,
    description: row.description,
    contractStatus: row.contractStatus === 1 ? 1 : 0,
    balance: toMeticais(row.balance),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
