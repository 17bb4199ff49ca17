import { z } from 'zod';
import { messages } from '../messages.ts';
import { isMpesaPhone, phoneNumber } from '../rules/phone.ts';
import { instantSchema, positiveReference } from './common.ts';
import { MAX_INVOICES_PER_RECEIPT } from './receipt.ts';

// M-Pesa payment requests (docs/domain.md "M-Pesa payment requests"): staff ask the client's phone for the money
// due on some invoices; the provider's answer pays them through the ordinary receipt.

const m = messages.mpesa;

export const MPESA_STATUSES = ['PENDING', 'WAITING', 'PAID', 'CANCELLED', 'FAILED', 'REVERSED'] as const;
export type MpesaStatus = (typeof MPESA_STATUSES)[number];
/** A request still waiting for its outcome: its invoices may not be asked for again meanwhile. */
export const OPEN_MPESA_STATUSES = ['PENDING', 'WAITING'] as const satisfies readonly MpesaStatus[];

export function mpesaStatusLabel(status: string): string {
  return m.statuses[status] ?? status;
}

/**
 * POST /mpesa-payment: the invoices to pay (one contract of the client; at least one) and the phone that receives
 * the PIN prompt (a Mozambican mobile number, stored in its 9 national digits). The amount is never sent: the
 * api derives it from what the invoices owe.
 */
export const mpesaPaymentCreateSchema = z.object({
  clientId: positiveReference(m.fields.clientId),
  invoiceIds: z
    .array(positiveReference(m.fields.invoiceIds), { error: m.api.noInvoices })
    .min(1, m.api.noInvoices)
    .max(MAX_INVOICES_PER_RECEIPT, messages.receipts.api.tooManyInvoices)
    .refine((ids) => new Set(ids).size === ids.length, messages.receipts.api.invoicesRepeated),
  msisdn: phoneNumber(m.fields.msisdn).refine(isMpesaPhone, m.api.notVodacom),
});
export type MpesaPaymentCreateBody = z.input<typeof mpesaPaymentCreateSchema>;
export type MpesaPaymentCreateFields = z.output<typeof mpesaPaymentCreateSchema>;

export const mpesaPaymentResponseSchema = z
  .object({
    id: z.number().int(),
    clientId: z.number().int(),
    clientName: z.string(),
    contractId: z.number().int(),
    invoiceIds: z.array(z.number().int()),
    msisdn: z.string().describe('The 9 national digits (the provider is sent 258 + these)'),
    amount: z.number().describe('MZN asked for: what the invoices owed when the request was made'),
    status: z.enum(MPESA_STATUSES),
    statusLabel: z.string(),
    transactionReference: z.string().describe('input_TransactionReference (≤ 20 letters and digits)'),
    thirdPartyReference: z.string().describe('input_ThirdPartyReference, unique per request'),
    transactionId: z.string().nullable().describe("The provider's output_TransactionID once paid"),
    conversationId: z.string().nullable(),
    responseCode: z.string().nullable().describe("The provider's last output_ResponseCode"),
    reason: z
      .string()
      .nullable()
      .describe('Why it is not paid (Portuguese), when it failed or was cancelled'),
    receiptId: z.number().int().nullable(),
    createdBy: z.number().int().nullable(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    finishedAt: instantSchema.nullable(),
  })
  .meta({ id: 'MpesaPayment' });
export type MpesaPaymentResponse = z.output<typeof mpesaPaymentResponseSchema>;
