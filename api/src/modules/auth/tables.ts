import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, instant, oneOf } from '../../db/columns.ts';
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

/** One row per sign-in (a refresh-token family): where it came from and when it was last used (Definições). */
export const userSessions = pgTable(
  'user_sessions',
  {
    family: text('family').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    address: text('address'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('user_sessions_user_id_idx').on(t.userId)],
);

/**
 * An account's TOTP secret (RFC 6238), sealed with a key derived from the JWT secret (secret-box.ts): a copy of the
 * database alone does not hand out codes. In force once `confirmedAt` is set; `lastUsedStep` is the 30-second step
 * of the last code accepted, so no code is accepted twice.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: instant('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** One-time recovery codes of a second factor, hashed with argon2id like passwords. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/** Rules for every account: one row (id is always true). */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: boolean('id').primaryKey().default(true),
    twoFactorRequiredForAdmins: boolean('two_factor_required_for_admins').notNull().default(false),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('security_settings_single_row_check', sql`${t.id}`),
    index('security_settings_updated_by_idx').on(t.updatedBy),
  ],
);

export const ACCOUNT_EVENT_KINDS = [
  'password-reset',
  'password-changed',
  'two-factor-enabled',
  'two-factor-disabled',
  'two-factor-reset',
  'two-factor-policy-changed',
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

/**
 * What was done to whose credentials and by whom (account-events.ts), kept for the audit trail to take over:
 * never a secret. A deleted user leaves the event, without the name.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: id(),
    kind: text('kind', { enum: ACCOUNT_EVENT_KINDS }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    check('account_events_kind_check', oneOf(t.kind, ACCOUNT_EVENT_KINDS)),
    index('account_events_user_id_idx').on(t.userId),
    index('account_events_actor_id_idx').on(t.actorId),
  ],
);
