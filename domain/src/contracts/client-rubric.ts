import { z } from 'zod';
import { messages } from '../messages.ts';
import { instantSchema, positiveReference } from './common.ts';
import { formSchema } from './form-text.ts';

// "Outros Pagamentos": a rubric charged to a client debits price × quantity to one of its contracts
// (docs/domain.md "Other payments").

const t = messages.clientRubrics;
const f = t.fields;

/** A whole number of units, at least 1 (the screen always sends 1). */
export const quantitySchema = z
  .number({ error: t.api.quantityPositive })
  .int(t.api.quantityPositive)
  .min(1, t.api.quantityPositive)
  .max(10_000, messages.validation.max(f.quantity, 10_000));

/**
 * POST /client-rubrics: the seed's charge payload. contractId is needed only when the client holds several active
 * contracts; the charge goes to the client's one active contract otherwise.
 */
export const clientRubricCreateSchema = z.object({
  clientId: positiveReference(f.clientId),
  rubricId: positiveReference(f.rubricId),
  quantity: quantitySchema.default(1),
  contractId: positiveReference(f.contractId).optional(),
});
export type ClientRubricCreateBody = z.input<typeof clientRubricCreateSchema>;
export type ClientRubricCreateFields = z.output<typeof clientRubricCreateSchema>;
/** The Outros Pagamentos form: the same rule, reading its inputs' text. */
export const clientRubricCreateFormSchema = formSchema(clientRubricCreateSchema);

/**
 * PUT /client-rubrics/{id} (administrators): corrects the quantity; the difference moves the balance. The client and
 * rubric may be sent but not changed (reverse the charge and charge again).
 */
export const clientRubricUpdateSchema = z.object({
  quantity: quantitySchema,
  clientId: positiveReference(f.clientId).optional(),
  rubricId: positiveReference(f.rubricId).optional(),
});
export type ClientRubricUpdateBody = z.input<typeof clientRubricUpdateSchema>;
export type ClientRubricUpdateFields = z.output<typeof clientRubricUpdateSchema>;

/** The seed's client rubric (id, clientId, rubricId, quantity, createdAt) with what was charged and to whom. */
export const clientRubricResponseSchema = z
  .object({
    id: z.number().int(),
    clientId: z.number().int(),
    clientName: z.string(),
    rubricId: z.number().int(),
    rubricName: z.string(),
    rubricDescription: z.string(),
    contractId: z.number().int(),
    quantity: z.number().int(),
    unitPrice: z.number().describe('The rubric price when charged (MZN)'),
    amount: z.number().describe('unitPrice × quantity, debited to the contract (MZN)'),
    reversed: z.boolean().describe('true once an administrator reversed (deleted) it'),
    reversedAt: instantSchema.nullable(),
    createdBy: z.number().int().nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: 'ClientRubric' });
export type ClientRubricResponse = z.output<typeof clientRubricResponseSchema>;

/** POST /client-rubrics answers the seed's shape. */
export const clientRubricCreatedSchema = z
  .object({ ClientRubrics: clientRubricResponseSchema, statusCode: z.literal(201) })
  .meta({ id: 'ClientRubricCreated' });
export type ClientRubricCreatedResponse = z.output<typeof clientRubricCreatedSchema>;
