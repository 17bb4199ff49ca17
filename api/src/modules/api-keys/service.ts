import type { ApiKeyCreateFields, ApiKeyState } from '@agua/domain/contracts/api-key';
import { TIME_ZONE } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { and, count, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { findPage, type ListQuery, listClauses, type Page } from '../../http/list-query.ts';
import { users } from '../users/tables.ts';
import { hashApiKeySecret, newApiKeySecret } from './secret.ts';
import { apiKeys } from './tables.ts';

export const API_KEY_SORT_FIELDS = ['apiKeyId', 'name', 'expiresOn', 'createdAt', 'lastUsedAt'] as const;
export type ApiKeySortField = (typeof API_KEY_SORT_FIELDS)[number];

const { tokenHash: _hash, ...publicColumns } = getTableColumns(apiKeys);

/** A key as read back: never the hash of its secret. Its state is computed by the database, in Maputo's today. */
const keyColumns = {
  ...publicColumns,
  createdByName: users.name,
  state: sql<ApiKeyState>`case
    when ${apiKeys.revokedAt} is not null then 'REVOKED'
    when ${apiKeys.expiresOn} < (now() at time zone ${TIME_ZONE})::date then 'EXPIRED'
    else 'ACTIVE' end`,
};
export type ApiKeyRow = Omit<typeof apiKeys.$inferSelect, 'tokenHash'> & {
  createdByName: string | null;
  state: ApiKeyState;
};

export function createApiKeyService(db: Database) {
  const select = (where: SQL | undefined) =>
    db
      .select(keyColumns)
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdBy))
      .where(where)
      .$dynamic();

  async function getById(id: number): Promise<ApiKeyRow> {
    const [row] = await select(eq(apiKeys.id, id));
    if (!row) throw notFound(messages.apiKeys.api.notFound);
    return row;
  }

  return {
    getById,

    list(query: ListQuery<ApiKeySortField>): Promise<Page<ApiKeyRow>> {
      const clauses = listClauses(query, {
        idColumn: apiKeys.id,
        searchColumns: [apiKeys.name],
        sortColumns: {
          apiKeyId: apiKeys.id,
          name: apiKeys.name,
          expiresOn: apiKeys.expiresOn,
          createdAt: apiKeys.createdAt,
          lastUsedAt: apiKeys.lastUsedAt,
        },
      });
      return findPage(clauses, {
        rows: ({ where, orderBy, limit, offset }) => {
          const rows = select(where).orderBy(...orderBy);
          return limit === undefined ? rows : rows.limit(limit).offset(offset ?? 0);
        },
        count: async (where) => (await db.select({ n: count() }).from(apiKeys).where(where))[0]?.n ?? 0,
      });
    },

    /**
     * A new key: the secret is returned here once and only its hash is stored. A live key with the same name (case
     * ignored) fails on the partial unique index and answers 409.
     */
    async create(input: ApiKeyCreateFields, actor: Actor): Promise<{ key: ApiKeyRow; secret: string }> {
      const secret = newApiKeySecret();
      const [created] = await db
        .insert(apiKeys)
        .values({
          name: input.name,
          expiresOn: input.expiresOn,
          tokenHash: hashApiKeySecret(secret),
          createdBy: actor.userId,
        })
        .returning({ id: apiKeys.id });
      return { key: await getById(created!.id), secret };
    },

    /** Revoking is immediate (the key check reads the database on every request) and idempotent. */
    async revoke(id: number): Promise<ApiKeyRow> {
      await db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
      return getById(id);
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;

declare module 'fastify' {
  interface FastifyInstance {
    apiKeys: ApiKeyService;
  }
}

export default fp(
  async (app) => {
    app.decorate('apiKeys', createApiKeyService(app.db));
  },
  { name: 'api-keys', dependencies: ['db'] },
);
