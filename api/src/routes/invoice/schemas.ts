import { toMeticais } from '@agua/domain/money';
import { positiveId } from '@agua/domain/rules/common';
import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../db/enums.ts';
import { instantSchema } from '../../http/schemas.ts';
import type { InvoiceRow } from '../../services/invoices.ts';

/** The seed's Invoice entity; money in MZN with at most 2 decimals. */
export const invoiceResponseSchema = z
  .object({
    invoiceId: z.number().int(),
    readingId: z.number().int(),
    contractId: z.number().int(),
    description: z.string().nullable(),
    paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
    limitDate: z.string().describe('YYYY-MM-DD'),
    paymentDate: z.string().nullable().describe('YYYY-MM-DD'),
    paymentStatus: z.enum(PAYMENT_STATUSES).nullable().describe('null = unpaid'),
    amount: z.number().describe('The water charge (MZN)'),
    fineAmount: z.number().describe('The fine as of today while unpaid, frozen once paid (MZN)'),
    totalAmount: z.number().describe('amount + fineAmount (MZN)'),
    finePercentage: z.number(),
    receiptId: z.number().int().nullable(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Invoice' });

export type InvoiceResponse = z.output<typeof invoiceResponseSchema>;

export function toInvoiceResponse(row: InvoiceRow): InvoiceResponse {
  return {
    invoiceId: row.id,
    readingId: row.readingId,
    contractId: row.contractId,
    description: row.description,
    paymentMethod: row.paymentMethod,
    limitDate: row.limitDate,
    paymentDate: row.paymentDate,
    paymentStatus: row.paymentStatus,
    amount: toMeticais(row.amount),
    fineAmount: toMeticais(row.fineAmount),
    totalAmount: toMeticais(row.totalAmount),
    finePercentage: row.finePercentage,
    receiptId: row.receiptId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const invoiceCreateSchema = z.object({ readingId: positiveId('Leitura') });

export const readingIdParamsSchema = z.object({ readingId: positiveId('Leitura') });

/** A file as the seed's client reads it: base64 inside JSON. */
export const base64FileSchema = z
  .object({
    fileName: z.string(),
    contentType: z.string(),
    file: z.string().describe('The file, base64-encoded'),
  })
  .meta({ id: 'Base64File' });

/** True when the caller asked for the bytes themselves rather than the seed's base64 JSON. */
export function wantsBinary(accept: string | undefined, mediaType: string): boolean {
  if (!accept) return false;
  return accept
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase())
    .some((type) => type === mediaType || type === 'application/octet-stream');
}
