import { toMeticais } from '@agua/domain/money';
import { z } from 'zod';
import { instantSchema } from '../../http/schemas.ts';
import type { ContractRow } from '../../services/contracts.ts';

/** The seed's Contract entity (SPEC.md 3). */
export const contractResponseSchema = z
  .object({
    contractId: z.number().int(),
    startDate: z.string().describe('YYYY-MM-DD'),
    endDate: z.string().nullable().describe('YYYY-MM-DD'),
    clientId: z.number().int(),
    meterId: z.number().int(),
    contractTypeId: z.number().int(),
    description: z.string().nullable(),
    contractStatus: z.union([z.literal(0), z.literal(1)]).describe('1 Activo, 0 Inactivo'),
    balance: z.number().describe('MZN; positive = credit (Saldo), negative = debt (Dívida)'),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Contract' });

export type ContractResponse = z.output<typeof contractResponseSchema>;

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
