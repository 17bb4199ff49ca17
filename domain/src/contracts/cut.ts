import { z } from 'zod';
import { messages } from '../messages.ts';
import { instantSchema, isoDate, positiveReference } from './common.ts';
import { formSchema } from './form-text.ts';

// /cut: a cut stops supply to a meter until it is reconnected (endDate). The collection workflow adds the cut
// candidates (meters whose client owes overdue invoices), their printed cut orders and cuts registered in bulk.

const f = messages.cuts.fields;
const a = messages.cuts.api;

export type { CountResponse as CutCountResponse } from './common.ts';
export { countResponseSchema as cutCountResponseSchema } from './common.ts';

/** POST /cut (Registar Corte): start date and meter. */
export const cutCreateSchema = z.object({
  startDate: isoDate(f.startDate),
  meterId: positiveReference(f.meter),
});
export type CutCreateBody = z.input<typeof cutCreateSchema>;
/** The Registar Corte form: the same rule, reading its inputs' text. */
export const cutCreateFormSchema = formSchema(cutCreateSchema);
export type CutCreateFields = z.output<typeof cutCreateSchema>;

/**
 * PUT /cut/{id} (the edit panel: cut id, start date, meter). endDate absent leaves it as it is; a date on an open
 * cut reconnects it (and charges the reconnection fee, once); null on a reconnected cut is refused.
 */
export const cutUpdateSchema = z.object({
  cutId: positiveReference(f.cutId).optional(),
  startDate: isoDate(f.startDate),
  meterId: positiveReference(f.meter),
  endDate: isoDate(f.endDate).nullable().optional(),
});
export type CutUpdateBody = z.input<typeof cutUpdateSchema>;
/** The cut edit panel: the same rule, reading its inputs' text. */
export const cutUpdateFormSchema = formSchema(cutUpdateSchema);
export type CutUpdateFields = z.output<typeof cutUpdateSchema>;

/** POST /cut/{id}/reconnect: the reconnection date, today (Maputo) when absent. */
export const cutReconnectSchema = z.object({ endDate: isoDate(f.endDate).optional() }).default({});
export type CutReconnectBody = z.input<typeof cutReconnectSchema>;
export type CutReconnectFields = z.output<typeof cutReconnectSchema>;

/** A cut as every /cut call answers it; clientId, clientName and zoneId come from the meter's holder. */
export const cutResponseSchema = z
  .object({
    cutId: z.number().int(),
    startDate: z.string().describe('YYYY-MM-DD'),
    endDate: z.string().nullable().describe('YYYY-MM-DD, the reconnection; null while the cut is open'),
    meterId: z.number().int(),
    clientId: z.number().int(),
    clientName: z.string(),
    zoneId: z.number().int(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Cut' });
export type CutResponse = z.output<typeof cutResponseSchema>;

/** Sort fields of GET /cut. */
export const CUT_SORT_FIELDS = [
  'cutId',
  'startDate',
  'endDate',
  'meterId',
  'clientName',
  'createdAt',
] as const;
export type CutSortField = (typeof CUT_SORT_FIELDS)[number];

const daysQuery = z.coerce
  .number({ error: messages.schema.invalidType(messages.schema.types.int ?? 'um número inteiro') })
  .int()
  .min(1)
  .max(36_500)
  .optional()
  .describe(
    "Days the oldest unpaid invoice is overdue, at least; default: the first active fine tier's minInterval, else 30",
  );

/** GET /cut/candidates: zoneId (optional), minDaysOverdue (optional), page/size. */
export const cutCandidatesQuerySchema = z.object({
  zoneId: z.coerce.number().int().positive().optional().describe('Only clients of this zone'),
  minDaysOverdue: daysQuery,
  page: z.coerce.number().int().min(1).optional().describe('1-based page number; omit to get every row'),
  size: z.coerce.number().int().min(1).max(500).optional().describe('Rows per page (default 20)'),
});
export type CutCandidatesQuery = z.input<typeof cutCandidatesQuerySchema>;

/** One cut candidate: a meter whose active contract's oldest unpaid invoice is overdue long enough. */
export const cutCandidateResponseSchema = z
  .object({
    meterId: z.number().int(),
    contractId: z.number().int().describe("The meter's active contract"),
    clientId: z.number().int(),
    clientName: z.string(),
    address: z.string(),
    phoneNumber: z.string(),
    zoneId: z.number().int(),
    zoneName: z.string(),
    debt: z.number().describe("MZN: Σ of the client's unpaid invoices with their fines as of today"),
    monthsOwed: z
      .number()
      .int()
      .describe("Unpaid invoices of the client's most indebted meter (one per month)"),
    oldestLimitDate: z.string().describe('YYYY-MM-DD: limit date of the oldest unpaid invoice'),
    daysOverdue: z.number().int().describe('Days since that limit date (Maputo)'),
    lastPaymentDate: instantSchema.nullable().describe("The client's latest receipt; null when none"),
    balance: z.number().describe("MZN: the active contract's balance (negative = debt outside invoices)"),
  })
  .meta({ id: 'CutCandidate' });
export type CutCandidateResponse = z.output<typeof cutCandidateResponseSchema>;

/**
 * GET /cut/orders: the printable cut orders (one PDF, a page per meter) either of chosen meters (meterIds=1,2,3)
 * or of every candidate of a selection (zoneId, minDaysOverdue), in the candidates' order.
 */
export const cutOrdersQuerySchema = z.object({
  meterIds: z.string().optional().describe('Comma-separated meter ids, e.g. 1,2,3 (at most 1000)'),
  zoneId: z.coerce.number().int().positive().optional(),
  minDaysOverdue: daysQuery,
});
export type CutOrdersQuery = z.input<typeof cutOrdersQuerySchema>;

/** POST /cut/bulk: the cuts of the chosen meters, all on one start date, all or none. */
export const cutBulkCreateSchema = z.object({
  meterIds: z
    .array(positiveReference(f.meter), { error: a.meterIdsRequired })
    .min(1, a.meterIdsRequired)
    .max(1000, messages.schema.tooManyItems(1000)),
  startDate: isoDate(f.startDate),
});
export type CutBulkCreateBody = z.input<typeof cutBulkCreateSchema>;
export type CutBulkCreateFields = z.output<typeof cutBulkCreateSchema>;

export const cutBulkResultSchema = z
  .object({
    created: z.number().int(),
    cuts: z.array(cutResponseSchema),
  })
  .meta({ id: 'CutBulkResult' });
export type CutBulkResultResponse = z.output<typeof cutBulkResultSchema>;

export const cutBulkRowErrorSchema = z.object({
  index: z.number().int().describe('Position in meterIds, from 0'),
  meterId: z.number().int(),
  message: z.string().describe('Why this meter was refused, in Portuguese'),
});

/** 400 of POST /cut/bulk: every refused meter; nothing was saved. */
export const cutBulkRefusedSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    rows: z.array(cutBulkRowErrorSchema).describe('Every refused meter; nothing was saved'),
  })
  .meta({ id: 'CutBulkRefused' });
export type CutBulkRefusedResponse = z.output<typeof cutBulkRefusedSchema>;
