import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, id, instant, lower } from '../../db/columns.ts';
import { users } from '../users/tables.ts';

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
