import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant } from '../../db/columns.ts';
import { users } from '../users/tables.ts';

/**
 * Refresh tokens are stored only as a SHA-256 hash. A family is one login's chain of rotations: presenting a
 * token that was already used revokes the whole family (someone else holds a copy).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    family: text('family').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(t.tokenHash),
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.family),
  ],
);

/**
 * Failed logins per key ("user:<name>" or "ip:<address>"), kept in the database so that every api process
 * behind a load balancer sees the same counts.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: instant('window_started_at').notNull(),
  lockedUntil: instant('locked_until'),
});

/**
 * A request repeated with the same Idempotency-Key gets the first answer back. The response columns stay null
 * while the first request is still running. Written and read by name by http/idempotency.ts, which every area's
 * payment routes share.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    key: text('key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_unique').on(t.userId, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_key_length_check', sql`char_length(${t.key}) between 1 and 255`),
  ],
);
