import type { UserSessionResponse } from '@agua/domain/contracts/account';
import { messages } from '@agua/domain/messages';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { revokeFamilies } from './session-ending.ts';
import { refreshTokens, userSessions } from './tables.ts';

/**
 * A sign-in still going: it holds a refresh token neither spent, revoked nor expired, and no token of it was
 * revoked (which is what ends it for session-check.ts).
 */
const isLive = sql<boolean>`(exists (select 1 from ${refreshTokens}
    where ${refreshTokens.family} = ${userSessions.family} and ${refreshTokens.usedAt} is null
      and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())
  and not exists (select 1 from ${refreshTokens}
    where ${refreshTokens.family} = ${userSessions.family} and ${refreshTokens.revokedAt} is not null))`;

/** Definições → Sessões activas: one's own sign-ins, listed and ended (docs/domain.md "Sessions"). */
export function createOwnSessions(db: Database) {
  async function liveFamilies(userId: number, except?: string): Promise<string[]> {
    const rows = await db
      .select({ family: userSessions.family })
      .from(userSessions)
      .where(
        and(eq(userSessions.userId, userId), isLive, except ? ne(userSessions.family, except) : undefined),
      );
    return rows.map((row) => row.family);
  }

  return {
    /** The account's live sign-ins, the most recently used first; `current` marks the caller's. */
    async list(userId: number, currentFamily: string): Promise<UserSessionResponse[]> {
      const rows = await db
        .select()
        .from(userSessions)
        .where(and(eq(userSessions.userId, userId), isLive))
        .orderBy(desc(userSessions.lastUsedAt), desc(userSessions.createdAt));
      return rows.map((row) => ({
        sessionId: row.family,
        userAgent: row.userAgent,
        address: row.address,
        signedInAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.family === currentFamily,
      }));
    },

    /** Terminar: one of the account's own live sign-ins ends; 404 for another's, or one already over. */
    async end(userId: number, family: string): Promise<void> {
      const [live] = await db
        .select({ family: userSessions.family })
        .from(userSessions)
        .where(and(eq(userSessions.userId, userId), eq(userSessions.family, family), isLive));
      if (!live) throw notFound(messages.account.sessions.notFound);
      await revokeFamilies(db, eq(refreshTokens.family, live.family));
    },

    /** Terminar todas as outras: every live sign-in of the account but the caller's; answers how many ended. */
    async endOthers(userId: number, currentFamily: string): Promise<number> {
      const families = await liveFamilies(userId, currentFamily);
      if (families.length > 0) await revokeFamilies(db, inArray(refreshTokens.family, families));
      return families.length;
    },
  };
}

export type OwnSessions = ReturnType<typeof createOwnSessions>;

declare module 'fastify' {
  interface FastifyInstance {
    ownSessions: OwnSessions;
  }
}

export default fp(
  async (app) => {
    app.decorate('ownSessions', createOwnSessions(app.db));
  },
  { name: 'own-sessions', dependencies: ['db'] },
);
