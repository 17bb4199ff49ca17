import { positiveId } from '@agua/domain/contracts/common';
import type { InvoiceResponse } from '@agua/domain/contracts/invoice';
import { toMeticais } from '@agua/domain/money';
import { z } from 'zod';
import { toTariffLineResponse } from '../tariffs/responses.ts';
import type { InvoiceRow } from './service.ts';

export function toInvoiceResponse(row: InvoiceRow): InvoiceResponse {
  return {
    invoiceId: row.id,
    readingId: row.readingId,
    contractId: row.contractId,
    clientId: row.clientId,
    clientName: row.clientName,
    zoneId: row.zoneId,
    meterId: row.meterId,
    readingMonth: row.readingMonth,
    readingYear: row.readingYear,
    description: row.description,
    paymentMethod: row.paymentMethod,
    limitDate: row.limitDate,
    paymentDate: row.paymentDate,
    paymentStatus: row.paymentStatus,
    amount: toMeticais(row.amount),
    vatAmount: toMeticais(row.vatAmount),
    tariffVersionId: row.tariffVersionId,
    lines: (row.lines ?? []).map(toTariffLineResponse),
    fineAmount: toMeticais(row.fineAmount),
    totalAmount: toMeticais(row.totalAmount),
    finePercentage: row.finePercentage,
    receiptId: row.receiptId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const readingIdParamsSchema = z.object({ readingId: positiveId('Leitura') });
