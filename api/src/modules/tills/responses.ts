import type { TillResponse } from '@agua/domain/contracts/till';
import { toMeticais } from '@agua/domain/money';
import type { TillSummary } from './service.ts';

export function toTillResponse(till: TillSummary): TillResponse {
  return {
    userId: till.userId,
    userName: till.userName,
    day: till.day,
    methods: till.methods.map((row) => ({ ...row, total: toMeticais(row.total) })),
    receiptCount: till.receiptCount,
    receiptTotal: toMeticais(till.receiptTotal),
    reversedCount: till.reversedCount,
    reversedTotal: toMeticais(till.reversedTotal),
    expectedCash: toMeticais(till.expectedCash),
    closing: till.closing && {
      countedCash: toMeticais(till.closing.row.countedCash),
      difference: toMeticais(till.closing.row.difference),
      expectedCash: toMeticais(till.closing.row.expectedCash),
      note: till.closing.row.note,
      closedAt: till.closing.row.closedAt.toISOString(),
      closedBy: till.closing.closedBy,
    },
  };
}
