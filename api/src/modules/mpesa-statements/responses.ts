import {
  type StatementLineResponse,
  type StatementResponse,
  type StatementSummaryResponse,
  statementMatchLabel,
} from '@agua/domain/contracts/mpesa-statement';
import { toMeticais } from '@agua/domain/money';
import type { LineRow, StatementRow, StatementSummaryRow } from './service.ts';

export function toStatementLineResponse(row: LineRow): StatementLineResponse {
  return {
    ...row,
    completedAt: row.completedAt?.toISOString() ?? null,
    amount: toMeticais(row.amount),
    matchLabel: statementMatchLabel(row.match),
    expectedAmount: row.expectedAmount === null ? null : toMeticais(row.expectedAmount),
  };
}

export function toStatementSummaryResponse(row: StatementSummaryRow): StatementSummaryResponse {
  return {
    id: row.id,
    fileName: row.fileName,
    periodFrom: row.periodFrom?.toISOString() ?? null,
    periodTo: row.periodTo?.toISOString() ?? null,
    lineCount: row.lineCount,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toStatementResponse(row: StatementRow): StatementResponse {
  const group = (value: { count: number; total: number }) => ({
    count: value.count,
    total: toMeticais(value.total),
  });
  return {
    ...toStatementSummaryResponse(row),
    matched: group(row.matched),
    mismatched: group(row.mismatched),
    unmatched: group(row.unmatched),
    missingReceipts: row.missingReceipts.map((receipt) => ({
      ...receipt,
      paymentDate: receipt.paymentDate.toISOString(),
      amount: toMeticais(receipt.amount),
    })),
  };
}
