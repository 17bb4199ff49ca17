import type { ClientRubricResponse } from '@agua/domain/contracts/client-rubric';
import { toMeticais } from '@agua/domain/money';
import type { ClientRubricRow } from './service.ts';

export function toClientRubricResponse(row: ClientRubricRow): ClientRubricResponse {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    rubricId: row.rubricId,
    rubricName: row.rubricName,
    rubricDescription: row.rubricDescription,
    contractId: row.contractId,
    quantity: row.quantity,
    unitPrice: toMeticais(row.unitPrice),
    amount: toMeticais(row.unitPrice * row.quantity),
    reversed: row.reversedAt !== null,
    reversedAt: row.reversedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
