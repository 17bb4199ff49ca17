import { TIME_ZONE } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import type { ApiKeyCaller } from '../../plugins/auth.ts';
import { hashApiKeySecret, looksLikeApiKey } from './secret.ts';

/**
 * The API-key counterpart of the session check: a key is judged against the database on every request, so a key
 * revoked or past its Validade stops working at once. One statement per request: the lookup by the secret's hash
 * (unique index) and, at most once a minute per key, the write of its last use. A burst of requests writes one
 * row: the write skips a key another request is already stamping, and re-checks the minute once it has the row.
 */
export function createApiKeyCheck(db: Database) {
  return {
    async current(secret: string): Promise<ApiKeyCaller | null> {
      const result = await db.execute<{ id: number; name: string }>(sql`
        with live as (
          select id, name from api_keys
          where token_hash = ${hashApiKeySecret(secret)}
            and revoked_at is null
            and expires_on >= (now() at time zone ${TIME_ZONE})::date
        ), stamped as (
          update api_keys set last_used_at = now()
          where id = (
            select k.id from api_keys k join live on live.id = k.id
            where k.last_used_at is null or k.last_used_at < now() - interval '1 minute'
            for update of k skip locked
          )
          returning id
        )
        select id, name from live`);
      const row = result.rows[0];
      return row ? { apiKeyId: row.id, name: row.name } : null;
    },
  };
}

/** Registers how an API key is judged (plugins/auth.ts asks on every protected request that presents one). */
export default fp(
  async (app) => {
    const keys = createApiKeyCheck(app.db);
    app.credentialChecks.add({
      kind: 'apiKey',
      claims: looksLikeApiKey,
      refusal: messages.apiKeys.api.invalidKey,
      verify: (secret) => keys.current(secret),
    });
  },
  { name: 'api-key-check', dependencies: ['db', 'auth'] },
);
