import { paymentMethodLabel, type ReceiptResponse } from '@agua/domain/contracts/receipt';
import { toMeticais } from '@agua/domain/money';
import type { ReceiptRow } from './service.ts';

export function toReceiptResponse(row: ReceiptRow): ReceiptResponse {
  const invoices = row.lines.map((line) => ({
    invoiceId: line.invoiceId,
    description: line.description,
    readingMonth: line.readingMonth,
    readingYear: line.readingYear,
    amount: toMeticais(line.amount),
    fineAmount: toMeticais(line.fineAmount),
    finePercentage: line.finePercentage,
    totalAmount: toMeticais(line.amount + line.fineAmount),
  }));
  const settled = row.lines.reduce((sum, line) => sum + line.amount + line.fineAmount, 0);
  return {
    receiptID: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    contractId: row.contractId,
    paymentMethod: row.paymentMethod,
    paymentMethodLabel: paymentMethodLabel(row.paymentMethod),
    paymentDate: row.paymentDate.toISOString(),
    amount: toMeticais(row.amount),
    settledAmount: toMeticais(settled),
    balanceBefore: row.balanceAfter === null ? null : toMeticais(row.balanceAfter - row.amount + settled),
    balanceAfter: row.balanceAfter === null ? null : toMeticais(row.balanceAfter),
    purpose: row.purpose,
    invoiceIds: row.lines.map((line) => line.invoiceId),
    invoices,
    reversed: row.reversedAt !== null,
    reversedAt: row.reversedAt?.toISOString() ?? null,
    reversedBy: row.reversedBy,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
