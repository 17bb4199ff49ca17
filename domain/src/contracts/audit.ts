import { z } from 'zod';
import { messages } from '../messages.ts';
import { instantSchema, isoDate, positiveId } from './common.ts';

const t = messages.audit;

export const AUDIT_ACTIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /audit's filters (Auditoria): all optional, combined with "and"; the period is of Maputo calendar days. */
export const auditFilterFields = z.object({
  userId: positiveId(t.filters.user).optional().describe('Changes made by this user'),
  entity: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, t.validation.entity)
    .optional()
    .describe('The audited table, e.g. receipts, readings, users'),
  entityId: z.string().trim().min(1).max(200).optional().describe("The changed row's id (with entity)"),
  clientId: positiveId(t.filters.client).optional().describe("Changes to this client's records"),
  from: isoDate(t.filters.from).optional().describe('First day (YYYY-MM-DD, Maputo), included'),
  to: isoDate(t.filters.to).optional().describe('Last day (YYYY-MM-DD, Maputo), included'),
});

/** The period's rule, on the filters alone or on a query that extends them. */
export function withAuditPeriodRule<T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) {
  return schema.refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: t.validation.period,
    path: ['to'],
  });
}

export const auditFilterSchema = withAuditPeriodRule(auditFilterFields);
export type AuditFilter = z.output<typeof auditFilterSchema>;

/** One changed field: its value before and after, as text (null: no value); a secret only says it changed. */
export const auditChangeSchema = z
  .object({
    field: z.string().describe('The column, as the table names it'),
    before: z.string().nullable(),
    after: z.string().nullable(),
    hidden: z.boolean().describe('A secret (a hash): changed, values never kept'),
  })
  .meta({ id: 'AuditChange' });
export type AuditChangeResponse = z.output<typeof auditChangeSchema>;

/** One row of the trail: one changed row of an audited table, in the transaction that changed it. */
export const auditEntryResponseSchema = z
  .object({
    auditId: z.number().int(),
    at: instantSchema,
    userId: z
      .number()
      .int()
      .nullable()
      .describe('The signed-in user who made it; null for a key or the system'),
    userName: z.string().nullable(),
    apiKeyId: z.number().int().nullable(),
    apiKeyName: z.string().nullable(),
    address: z.string().nullable().describe("The caller's address (the gateway forwards the browser's)"),
    requestId: z.string().nullable(),
    entity: z.string().describe('The audited table'),
    entityId: z.string(),
    clientId: z
      .number()
      .int()
      .nullable()
      .describe('The client the record belongs to, when it belongs to one'),
    action: z.enum(AUDIT_ACTIONS),
    changes: z.array(auditChangeSchema),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryResponse = z.output<typeof auditEntryResponseSchema>;

/** The Portuguese name of an audited table, or the table's own name for one the catalogue does not know yet. */
export function auditEntityLabel(entity: string): string {
  return t.entities[entity] ?? entity;
}
