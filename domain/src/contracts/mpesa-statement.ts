import { z } from 'zod';
import { messages } from '../messages.ts';
import { instantSchema, positiveReference } from './common.ts';

// Reconciliation against the M-Pesa statement export (docs/domain.md "M-Pesa statement reconciliation"): each
// statement line is matched by the provider's transaction id against the receipts and M-Pesa requests.

const s = messages.mpesa.statement;

/** MATCHED: found with the same amount; MISMATCHED: found, another amount; UNMATCHED: not found. */
export const STATEMENT_MATCHES = ['MATCHED', 'MISMATCHED', 'UNMATCHED'] as const;
export type StatementMatch = (typeof STATEMENT_MATCHES)[number];

export function statementMatchLabel(match: string): string {
  return s.groups[match] ?? match;
}

/** POST /mpesa-statement/{id}/lines/{lineId}/attach: the client the money belongs to (and its contract, if several). */
export const statementAttachSchema = z.object({
  clientId: positiveReference(s.fields.client),
  contractId: positiveReference(s.fields.contractId).optional(),
});
export type StatementAttachBody = z.input<typeof statementAttachSchema>;
export type StatementAttachFields = z.output<typeof statementAttachSchema>;

export const statementLineResponseSchema = z
  .object({
    id: z.number().int(),
    row: z.number().int().describe('The line of the uploaded file'),
    transactionId: z.string().describe("The provider's transaction id (Receipt No.)"),
    completedAt: instantSchema.nullable(),
    details: z.string().nullable(),
    msisdn: z.string().nullable(),
    amount: z.number().describe('MZN paid in, as the statement says'),
    match: z.enum(STATEMENT_MATCHES),
    matchLabel: z.string(),
    expectedAmount: z.number().nullable().describe('MZN recorded for this transaction (receipt or request)'),
    receiptId: z.number().int().nullable().describe('The receipt whose reference is this transaction id'),
    mpesaPaymentId: z.number().int().nullable().describe('The M-Pesa request paid by this transaction'),
    clientId: z.number().int().nullable(),
    clientName: z.string().nullable(),
  })
  .meta({ id: 'MpesaStatementLine' });
export type StatementLineResponse = z.output<typeof statementLineResponseSchema>;

const groupSchema = z.object({
  count: z.number().int(),
  total: z.number().describe('MZN: Σ statement amounts of the group'),
});

export const missingReceiptSchema = z
  .object({
    receiptId: z.number().int(),
    clientId: z.number().int(),
    clientName: z.string(),
    paymentDate: instantSchema,
    amount: z.number(),
    reference: z.string().nullable(),
  })
  .meta({ id: 'MpesaStatementMissingReceipt' });

export const statementSummarySchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    periodFrom: instantSchema.nullable().describe('The earliest completion time of its lines'),
    periodTo: instantSchema.nullable().describe('The latest completion time of its lines'),
    lineCount: z.number().int(),
    uploadedBy: z.number().int().nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: 'MpesaStatementSummary' });
export type StatementSummaryResponse = z.output<typeof statementSummarySchema>;

export const statementResponseSchema = statementSummarySchema
  .extend({
    matched: groupSchema,
    mismatched: groupSchema,
    unmatched: groupSchema,
    missingReceipts: z
      .array(missingReceiptSchema)
      .describe('Live M-Pesa receipts paid within the period whose transaction the statement lacks'),
  })
  .meta({ id: 'MpesaStatement' });
export type StatementResponse = z.output<typeof statementResponseSchema>;

/**
 * A statement's lines are read a page at a time (GET /mpesa-statement/{id}/lines): a statement may hold
 * MAX_STATEMENT_ROWS lines, and one answer never carries more than this many.
 */
export const MAX_STATEMENT_LINES_PAGE = 100;

const lf = s.fields;
const v = messages.validation;

export const statementLinesQuerySchema = z.object({
  match: z
    .enum(STATEMENT_MATCHES, { error: `${lf.match}: use ${STATEMENT_MATCHES.join(', ')}.` })
    .optional()
    .describe('Only the lines of this group; every line when absent'),
  page: z.coerce
    .number({ error: v.wholeNumber(lf.page) })
    .int(v.wholeNumber(lf.page))
    .min(1, v.min(lf.page, 1))
    .max(100_000, v.max(lf.page, 100_000))
    .default(1)
    .describe('1-based page number'),
  size: z.coerce
    .number({ error: v.wholeNumber(lf.pageSize) })
    .int(v.wholeNumber(lf.pageSize))
    .min(1, v.min(lf.pageSize, 1))
    .max(MAX_STATEMENT_LINES_PAGE, v.max(lf.pageSize, MAX_STATEMENT_LINES_PAGE))
    .default(20)
    .describe(`Lines per page (at most ${MAX_STATEMENT_LINES_PAGE})`),
});
export type StatementLinesQuery = z.output<typeof statementLinesQuerySchema>;

export const statementRowErrorSchema = z.object({
  row: z.number().int(),
  transactionId: z.string(),
  message: z.string(),
});

export const statementUploadRefusedSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    rows: z.array(statementRowErrorSchema).describe('Every refused row; nothing was saved'),
  })
  .meta({ id: 'MpesaStatementRefused' });
export type StatementUploadRefusedResponse = z.output<typeof statementUploadRefusedSchema>;

export const statementAttachResponseSchema = z
  .object({
    line: statementLineResponseSchema,
    receiptId: z.number().int(),
    replayed: z.boolean().describe('true when the line was already attached: the same receipt answers'),
  })
  .meta({ id: 'MpesaStatementAttach' });
export type StatementAttachResponse = z.output<typeof statementAttachResponseSchema>;
