import { TIME_ZONE } from '@agua/domain/dates';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { hashApiKeySecret } from '../modules/api-keys/secret.ts';

/** The reporting tool a valid API key stands for. */
export interface ApiKeyCaller {
  apiKeyId: number;
  name: string;
}

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

export type ApiKeyCheck = ReturnType<typeof createApiKeyCheck>;

declare module 'fastify' {
  interface FastifyInstance {
    apiKeyCheck: ApiKeyCheck;
  }
}

export default fp(
  async (app) => {
    app.decorate('apiKeyCheck', createApiKeyCheck(app.db));
  },
  { name: 'api-key-check', dependencies: ['db'] },
);
