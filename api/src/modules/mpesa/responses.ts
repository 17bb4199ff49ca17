import { type MpesaPaymentResponse, mpesaStatusLabel } from '@agua/domain/contracts/mpesa-payment';
import { toMeticais } from '@agua/domain/money';
import type { MpesaPaymentRow } from './service.ts';

export function toMpesaPaymentResponse(row: MpesaPaymentRow): MpesaPaymentResponse {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    contractId: row.contractId,
    invoiceIds: row.invoiceIds,
    msisdn: row.msisdn,
    amount: toMeticais(row.amount),
    status: row.status,
    statusLabel: mpesaStatusLabel(row.status),
    transactionReference: row.transactionReference,
    thirdPartyReference: row.thirdPartyReference,
    transactionId: row.transactionId,
    conversationId: row.conversationId,
    responseCode: row.responseCode,
    reason: row.reason,
    receiptId: row.receiptId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
