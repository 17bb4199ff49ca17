import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { messages } from '@agua/domain/messages';
import type { Role } from '@agua/domain/roles';
import { and, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { users } from '../users/tables.ts';
import type { AccessTokens } from './access-tokens.ts';
import { refreshTokens } from './tables.ts';

export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What login and refresh answer (the seed's AuthResponse). */
export interface Session {
  token: string;
  refreshToken: string;
  userId: number;
  name: string;
  username: string;
  role: Role;
}

interface SessionUser {
  id: number;
  name: string;
  username: string;
  role: Role;
}

/** Only the hash is stored: a database leak does not hand out sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionService(db: Database, tokens: AccessTokens) {
  async function issue(executor: Executor, user: SessionUser, family: string): Promise<Session> {
    // 256 random bits: unguessable, and opaque to the client.
    const refreshToken = randomBytes(32).toString('base64url');
    await executor.insert(refreshTokens).values({
      userId: user.id,
      tokenHash: hashToken(refreshToken),
      family,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    const token = await tokens.sign({ userId: user.id, role: user.role, family });
    return {
      token,
      refreshToken,
      userId: user.id,
      name: user.name,
      username: user.username,
      role: user.role,
    };
  }

  async function revokeFamily(executor: Executor, family: string): Promise<void> {
    await executor
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
  }

  return {
    /** A new login: a new token family. */
    start(user: SessionUser): Promise<Session> {
      return issue(db, user, randomUUID());
    },

    /**
     * Rotation: the presented token is spent and a new one of the same family is issued. A token presented twice
     * means someone else holds a copy, so the whole family is revoked and both holders must log in again.
     */
    async refresh(refreshToken: string): Promise<Session> {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: refreshTokens.id,
            family: refreshTokens.family,
            expiresAt: refreshTokens.expiresAt,
            usedAt: refreshTokens.usedAt,
            revokedAt: refreshTokens.revokedAt,
            user: {
              id: users.id,
              name: users.name,
              username: users.username,
              role: users.role,
              active: users.active,
            },
          })
          .from(refreshTokens)
          .innerJoin(users, eq(users.id, refreshTokens.userId))
          .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
          // Two concurrent refreshes with one token: the second waits, then sees it used.
          .for('update', { of: refreshTokens });
        if (!row) return { refused: unauthorized(messages.auth.invalidRefreshToken) };
        if (row.usedAt || row.revokedAt) {
          await revokeFamily(tx, row.family);
          return { refused: unauthorized(messages.auth.invalidRefreshToken) };
        }
        if (!row.user.active) {
          await revokeFamily(tx, row.family);
          return { refused: forbidden(messages.auth.inactiveUser) };
        }
        if (row.expiresAt.getTime() <= Date.now())
          return { refused: unauthorized(messages.auth.invalidRefreshToken) };
        await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
        return { session: await issue(tx, row.user, row.family) };
      });
      // Thrown after the transaction so that a family revocation is committed, not rolled back.
      if (outcome.refused) throw outcome.refused;
      return outcome.session;
    },

    /** Logout: the token's whole family stops working. Unknown tokens are ignored (logout is idempotent). */
    async revoke(refreshToken: string): Promise<void> {
      const [row] = await db
        .select({ family: refreshTokens.family })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      if (row) await revokeFamily(db, row.family);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export default fp<{ tokens: AccessTokens }>(
  async (app, { tokens }) => {
    app.decorate('sessions', createSessionService(app.db, tokens));
  },
  { name: 'sessions', dependencies: ['db'] },
);
