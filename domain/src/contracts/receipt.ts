import { z } from 'zod';
import { isCalendarDate } from '../dates.ts';
import { messages } from '../messages.ts';
import { instantSchema, moneyAmount, optionalText, positiveReference } from './common.ts';
import { PAYMENT_METHODS } from './invoice.ts';

// Receipts: a payment that credits one contract and settles the invoices it names (docs/domain.md "Receipts and
// payments"). Money in MZN with at most 2 decimals on the wire, centavos in code.

export { PAYMENT_METHODS, type PaymentMethod } from './invoice.ts';

const t = messages.receipts;
const f = t.fields;

export const MAX_INVOICES_PER_RECEIPT = 120;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: t.api.invalidPaymentMethod });

/** The Portuguese label of a payment method (the method itself when unknown). */
export function paymentMethodLabel(method: string): string {
  return t.paymentMethods[method] ?? method;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A payment date: a calendar day (YYYY-MM-DD) or an ISO 8601 instant with its offset; absent = now. */
export const paymentDateSchema = z
  .string({ error: t.api.invalidPaymentDate })
  .trim()
  .refine(
    (value) =>
      isCalendarDate(value) ||
      (ISO_INSTANT.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value))),
    t.api.invalidPaymentDate,
  );

const idList = (label: string) =>
  z
    .array(positiveReference(label), { error: `${label}: ${messages.validation.required}` })
    .max(MAX_INVOICES_PER_RECEIPT, t.api.tooManyInvoices)
    .refine((ids) => new Set(ids).size === ids.length, t.api.invoicesRepeated);

/**
 * POST /receipt, the payment form: the invoices to pay (all of one contract), the amount received and how. With
 * no invoices the amount is a payment on account (credit, or debt paid). contractId is needed only when the
 * client holds several active contracts and no invoice says which one is credited.
 */
export const receiptCreateSchema = z.object({
  clientId: positiveReference(f.clientId),
  contractId: positiveReference(f.contractId).optional(),
  paymentDate: paymentDateSchema.optional(),
  amount: moneyAmount(f.amount),
  invoiceIds: idList(f.invoiceIds).default([]),
  paymentMethod: paymentMethodSchema,
  purpose: optionalText(f.purpose, 500),
  /**
   * A partial payment (docs/domain.md "Partial payments"): when the funds do not cover every invoice named, the
   * oldest ones they cover in full are paid, in order, and the rest of the money stays as the contract's credit.
   * Without it such a payment is refused.
   */
  partial: z.boolean({ error: t.api.invalidPartial }).optional(),
});
export type ReceiptCreateBody = z.input<typeof receiptCreateSchema>;
export type ReceiptCreateFields = z.output<typeof receiptCreateSchema>;

/**
 * PUT /receipt/{id} (administrators): only how it was paid and what for may be corrected. Money, date, client and
 * invoices never change (any of them in the body is refused by name): a wrong payment is reversed and registered
 * again.
 */
export const receiptUpdateSchema = z.strictObject({
  paymentMethod: paymentMethodSchema,
  purpose: optionalText(f.purpose, 500),
});
export type ReceiptUpdateBody = z.input<typeof receiptUpdateSchema>;
export type ReceiptUpdateFields = z.output<typeof receiptUpdateSchema>;

/**
 * DELETE /receipt/{id} and DELETE /client-rubrics/{id}: why an administrator reverses it (Anular recibo / Anular
 * cobrança), kept as the note of the reversal's ledger rows and shown on the Extrato de conta. Required (issue 28): a
 * reversal without a reason is refused with 400, nothing changed.
 */
export const reversalQuerySchema = z.object({
  reason: z
    .string({ error: t.api.reversalReasonRequired })
    .trim()
    .min(1, t.api.reversalReasonRequired)
    .max(500, t.api.reversalReasonTooLong)
    .describe('Why it is reversed (1–500 characters, required); kept on the ledger'),
});

/** One invoice a receipt paid, as it was paid (its fine frozen at the payment date). */
export const receiptInvoiceSchema = z
  .object({
    invoiceId: z.number().int(),
    description: z.string().nullable(),
    readingMonth: z.number().int().describe('1-12'),
    readingYear: z.number().int(),
    amount: z.number().describe('The water charge (MZN)'),
    fineAmount: z.number().describe('The fine frozen at payment (MZN)'),
    finePercentage: z.number(),
    totalAmount: z.number().describe('amount + fineAmount (MZN)'),
  })
  .meta({ id: 'ReceiptInvoice' });
export type ReceiptInvoiceResponse = z.output<typeof receiptInvoiceSchema>;

/** The seed's Receipt (receiptID, paymentMethod, paymentDate, amount, purpose, clientId) and what it settled. */
export const receiptResponseSchema = z
  .object({
    receiptID: z.number().int(),
    clientId: z.number().int(),
    clientName: z.string(),
    contractId: z.number().int(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentMethodLabel: z.string().describe('Portuguese label of the method'),
    paymentDate: instantSchema,
    amount: z.number().describe('The money received (MZN)'),
    settledAmount: z.number().describe('Σ totalAmount of the invoices it paid (MZN)'),
    balanceBefore: z
      .number()
      .nullable()
      .describe('The contract balance right before the payment: balanceAfter − amount + settledAmount (MZN)'),
    balanceAfter: z
      .number()
      .nullable()
      .describe('The contract balance right after the payment (MZN; > 0 credit, < 0 debt)'),
    purpose: z.string().nullable(),
    invoiceIds: z.array(z.number().int()),
    invoices: z.array(receiptInvoiceSchema),
    reversed: z.boolean().describe('true once an administrator reversed (annulled) it'),
    reversedAt: instantSchema.nullable(),
    reversedBy: z.number().int().nullable(),
    createdBy: z.number().int().nullable(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Receipt' });
export type ReceiptResponse = z.output<typeof receiptResponseSchema>;

/** GET /receipt/payment-methods: the methods with their Portuguese label. */
export const paymentMethodOptionSchema = z
  .object({ value: z.enum(PAYMENT_METHODS), label: z.string() })
  .meta({ id: 'PaymentMethodOption' });
export type PaymentMethodOptionResponse = z.output<typeof paymentMethodOptionSchema>;

export const PAYMENT_METHOD_OPTIONS: PaymentMethodOptionResponse[] = PAYMENT_METHODS.map((value) => ({
  value,
  label: paymentMethodLabel(value),
}));
