import type { AuditFilter } from '@agua/domain/contracts/audit';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../../http/list-query.ts';
import { apiKeys } from '../api-keys/tables.ts';
import { users } from '../users/tables.ts';
import { auditLog } from './tables.ts';

export interface AuditQuery extends AuditFilter {
  page?: number;
  size?: number;
}

export type AuditRow = typeof auditLog.$inferSelect & { userName: string | null; apiKeyName: string | null };

const MAPUTO = 'Africa/Maputo';

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(auditLog.userId, filter.userId),
    filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.clientId === undefined ? undefined : eq(auditLog.clientId, filter.clientId),
    // Calendar days in Maputo, whatever the server's time zone.
    filter.from === undefined
      ? undefined
      : sql`${auditLog.at} >= (${filter.from}::date)::timestamp at time zone ${MAPUTO}`,
    filter.to === undefined
      ? undefined
      : sql`${auditLog.at} < (${filter.to}::date + 1)::timestamp at time zone ${MAPUTO}`,
  );
}

function createAuditService(db: Database) {
  return {
    /** The trail, newest first, filtered; every row when unpaged is not offered: the trail only grows. */
    async list(query: AuditQuery): Promise<Page<AuditRow>> {
      const where = conditions(query);
      const size = query.size ?? DEFAULT_PAGE_SIZE;
      const rows = await db
        .select({
          ...auditColumns,
          userName: users.name,
          apiKeyName: apiKeys.name,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(size)
        .offset(((query.page ?? 1) - 1) * size);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

const auditColumns = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  apiKeyId: auditLog.apiKeyId,
  address: auditLog.address,
  requestId: auditLog.requestId,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  clientId: auditLog.clientId,
  action: auditLog.action,
  changes: auditLog.changes,
};

export type AuditService = ReturnType<typeof createAuditService>;

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

export default fp(
  async (app) => {
    app.decorate('audit', createAuditService(app.db));
  },
  { name: 'audit-service', dependencies: ['db'] },
);
