import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, oneOf } from '../../db/columns.ts';

export const AUDIT_ACTIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;

/**
 * The audit trail (docs/domain.md "Audit trail"). Written only by the `audit_change` trigger of the audited tables
 * (migration 0015_audit_trail.sql, which also holds the list of those tables and refuses any UPDATE, DELETE or
 * TRUNCATE of this one); the api only reads it. `changes`: { column: { before, after } }, or { column: { hidden:
 * true } } for a secret. No foreign keys: the trail outlives the rows, users and keys it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: instant('at').notNull().defaultNow(),
    userId: integer('user_id'),
    apiKeyId: integer('api_key_id'),
    address: text('address'),
    requestId: text('request_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    clientId: integer('client_id'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<Record<string, AuditFieldChange>>().notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_user_id_idx').on(t.userId, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_client_id_idx').on(t.clientId, t.id),
    check('audit_log_action_check', oneOf(t.action, AUDIT_ACTIONS)),
  ],
);

export type AuditFieldChange = { before: unknown; after: unknown } | { hidden: true };
