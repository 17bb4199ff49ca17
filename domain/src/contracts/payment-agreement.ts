import { z } from 'zod';
import { messages } from '../messages.ts';
import {
  MAX_FIRST_DUE_DAYS,
  MAX_INSTALMENTS,
  MIN_INSTALMENTS,
  type PlanProblem,
} from '../rules/payment-agreement.ts';
import { isoDate, moneyAmount, positiveReference, strictNumber } from './common.ts';
import { formSchema } from './form-text.ts';
import { paymentDateSchema, paymentMethodSchema } from './receipt.ts';

// Acordos de pagamento (docs/domain.md "Payment agreements"): an administrator splits a contract's debt into a down
// payment and N monthly instalments, each paid at the counter as a receipt. Money in MZN on the wire.

const t = messages.paymentAgreements;
const f = t.fields;

/** POST /payment-agreements (administrators). */
export const agreementCreateSchema = z.object({
  contractId: positiveReference(f.contractId),
  instalmentCount: strictNumber(f.instalmentCount)
    .int(t.api.countOutOfRange(MIN_INSTALMENTS, MAX_INSTALMENTS))
    .min(MIN_INSTALMENTS, t.api.countOutOfRange(MIN_INSTALMENTS, MAX_INSTALMENTS))
    .max(MAX_INSTALMENTS, t.api.countOutOfRange(MIN_INSTALMENTS, MAX_INSTALMENTS)),
  downPayment: moneyAmount(f.downPayment).default(0),
  firstDueDate: isoDate(f.firstDueDate),
});
export type AgreementCreateBody = z.input<typeof agreementCreateSchema>;
export type AgreementCreateFields = z.output<typeof agreementCreateSchema>;
export const agreementCreateFormSchema = formSchema(agreementCreateSchema);

/** A plan's problem in the catalogue's words (the api's 400/409 and the form's message under the field). */
export const planProblemText: Record<PlanProblem['problem'], string> = {
  noDebt: t.api.noDebt,
  downPaymentTooLarge: t.api.downPaymentTooLarge,
  countOutOfRange: t.api.countOutOfRange(MIN_INSTALMENTS, MAX_INSTALMENTS),
  instalmentsTooSmall: t.api.instalmentsTooSmall,
  firstDueInPast: t.api.firstDueInPast,
  firstDueTooLate: t.api.firstDueTooLate(MAX_FIRST_DUE_DAYS),
};

/** POST /payment-agreements/{id}/cancel (administrators): why, kept on the agreement. */
export const agreementCancelSchema = z.object({
  reason: z
    .string({ error: `${f.reason}: ${messages.validation.required}` })
    .trim()
    .min(1, `${f.reason}: ${messages.validation.required}`)
    .max(500, `${f.reason} deve ter no máximo 500 caracteres.`),
});

/** POST /payment-agreements/{id}/instalments/{number}/payment: how the client paid (the amount is the instalment's). */
export const instalmentPaymentSchema = z.object({
  paymentMethod: paymentMethodSchema,
  paymentDate: paymentDateSchema.optional(),
});
export type InstalmentPaymentFields = z.output<typeof instalmentPaymentSchema>;

export const instalmentResponseSchema = z
  .object({
    number: z.number().int().describe('0 = the down payment (entrada), 1…N the monthly instalments'),
    amount: z.number().describe('MZN'),
    dueDate: z.string(),
    state: z.enum(['PAID', 'DUE', 'MISSED']).describe('MISSED: unpaid after its due date'),
    receiptId: z.number().int().nullable().describe('The live receipt that paid it'),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'AgreementInstalment' });

export const agreementResponseSchema = z
  .object({
    id: z.number().int(),
    contractId: z.number().int(),
    clientId: z.number().int(),
    status: z.enum(['ACTIVE', 'IN_ARREARS', 'COMPLETED', 'CANCELED']),
    debt: z.number().describe('The contract debt split (MZN)'),
    downPayment: z.number(),
    instalmentCount: z.number().int(),
    firstDueDate: z.string(),
    paidAmount: z.number().describe('Σ of the instalments paid (MZN)'),
    remainingAmount: z.number(),
    createdAt: z.string(),
    createdBy: z.string(),
    canceledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    instalments: z.array(instalmentResponseSchema),
  })
  .meta({ id: 'PaymentAgreement' });
export type AgreementResponse = z.output<typeof agreementResponseSchema>;

export const contractAgreementsResponseSchema = z
  .object({
    contractId: z.number().int(),
    clientId: z.number().int(),
    active: z.boolean().describe('The contract is active (only an active contract takes an agreement)'),
    debt: z.number().describe("The contract's Total em dívida today (MZN): what a new agreement would split"),
    agreements: z.array(agreementResponseSchema).describe('Newest first'),
  })
  .meta({ id: 'ContractPaymentAgreements' });
export type ContractAgreementsResponse = z.output<typeof contractAgreementsResponseSchema>;
