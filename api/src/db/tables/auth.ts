import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, id, instant, lower, oneOf, timestamps } from '../columns.ts';
import { USER_ROLES } from '../enums.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // "Admin" and "admin" would be two logins that look the same: usernames are unique ignoring case.
    uniqueIndex('users_username_unique').on(lower(t.username)),
    check('users_role_check', oneOf(t.role, USER_ROLES)),
  ],
);

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
 * while the first request is still running.
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

/**
 * API keys of reporting tools (docs/domain.md, "API keys"): stored only as the SHA-256 hash of the secret, which is
 * shown once at creation. A key works until the end of `expires_on` (Maputo) unless revoked; `last_used_at` is
 * written at most once a minute per key. The creator is kept for the record (null once that user is deleted).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresOn: day('expires_on').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_token_hash_unique').on(t.tokenHash),
    // Two live keys of one name could not be told apart in the list.
    uniqueIndex('api_keys_live_name_unique').on(lower(t.name)).where(sql`${t.revokedAt} is null`),
  ],
);
