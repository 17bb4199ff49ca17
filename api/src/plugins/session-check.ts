import type { Role } from '@agua/domain/roles';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { refreshTokens } from '../modules/auth/tables.ts';
import { users } from '../modules/users/tables.ts';

/** What a verified access token may do right now. */
export interface LiveAccess {
  role: Role;
}

/**
 * An access token proves who signed in and from which login (its refresh-token family), not what they may still
 * do: an administrator demoted, deactivated or deleted, or a session logged out or revoked, must stop acting at
 * once, not when the token expires. One primary-key lookup per request (the family test uses its index).
 */
export function createSessionCheck(db: Database) {
  return {
    /** The user's current role, or null when the user is gone or inactive or the token's login was revoked. */
    async current(userId: number, family: string): Promise<LiveAccess | null> {
      const revoked = db
        .select({ one: sql`1` })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.family, family), isNotNull(refreshTokens.revokedAt)));
      const [row] = await db
        .select({ role: users.role, active: users.active, revoked: sql<boolean>`exists ${revoked}` })
        .from(users)
        .where(eq(users.id, userId));
      if (!row?.active || row.revoked) return null;
      return { role: row.role };
    },
  };
}

export type SessionCheck = ReturnType<typeof createSessionCheck>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionCheck: SessionCheck;
  }
}

export default fp(
  async (app) => {
    app.decorate('sessionCheck', createSessionCheck(app.db));
  },
  { name: 'session-check', dependencies: ['db'] },
);
