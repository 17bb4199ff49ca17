import { z } from 'zod';
import { instantSchema, positiveReference } from './common.ts';

/** An unpaid invoice has no status (null), as the seed's client expects. */
export const PAYMENT_STATUSES = ['PAID', 'CANCELED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['MPESA', 'EMOLA', 'NUMERARIO', 'TRANSFERENCIA', 'POS'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** POST /invoice: the invoice of a reading (answered as is when the reading already has one). */
export const invoiceCreateSchema = z.object({ readingId: positiveReference('Leitura') });
export type InvoiceCreateBody = z.input<typeof invoiceCreateSchema>;

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

/** A file as the seed's client reads it (the invoice PDF, the field sheet): base64 inside JSON. */
export const base64FileSchema = z
  .object({
    fileName: z.string(),
    contentType: z.string(),
    file: z.string().describe('The file, base64-encoded'),
  })
  .meta({ id: 'Base64File' });
export type Base64FileResponse = z.output<typeof base64FileSchema>;
