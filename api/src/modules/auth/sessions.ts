import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SessionStep } from '@agua/domain/contracts/auth';
import { messages } from '@agua/domain/messages';
import type { Role } from '@agua/domain/roles';
import { and, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { users } from '../users/tables.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { PendingSteps } from './pending-step.ts';
import { revokeFamilies } from './session-ending.ts';
import { refreshTokens, userSessions } from './tables.ts';

export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What login and refresh answer (the seed's AuthResponse, and the step the session owes). */
export interface Session {
  token: string;
  refreshToken: string;
  userId: number;
  name: string;
  username: string;
  role: Role;
  pendingStep: SessionStep | null;
}

export interface SessionUser {
  id: number;
  name: string;
  username: string;
  role: Role;
}

/** Where a sign-in comes from, as listed in Definições. */
export interface ClientInfo {
  userAgent?: string | undefined;
  address?: string | undefined;
}

/** Only the hash is stored: a database leak does not hand out sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A User-Agent is the caller's to write: kept to a length a list can show. */
const USER_AGENT_MAX = 400;

export function createSessionService(db: Database, tokens: AccessTokens, steps: PendingSteps) {
  async function issue(executor: Executor, user: SessionUser, family: string): Promise<Session> {
    // 256 random bits: unguessable, and opaque to the client.
    const refreshToken = randomBytes(32).toString('base64url');
    await executor.insert(refreshTokens).values({
      userId: user.id,
      tokenHash: hashToken(refreshToken),
      family,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    const pendingStep = await steps.forUser(executor, user.id);
    const token = await tokens.sign({ userId: user.id, role: user.role, family }, pendingStep);
    return {
      token,
      refreshToken,
      userId: user.id,
      name: user.name,
      username: user.username,
      role: user.role,
      pendingStep,
    };
  }

  return {
    /** A new sign-in: a new token family, and its row in the list of sessions. */
    start(user: SessionUser, client: ClientInfo = {}): Promise<Session> {
      const family = randomUUID();
      return db.transaction(async (tx) => {
        await tx.insert(userSessions).values({
          family,
          userId: user.id,
          userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
          address: client.address ?? null,
        });
        return issue(tx, user, family);
      });
    },

    /**
     * The same sign-in, renewed at once by the server (after a password change or a second factor set up, which
     * change what the session owes): its unspent refresh token is spent and a new one of the family issued.
     */
    async renew(executor: Executor, user: SessionUser, family: string): Promise<Session> {
      await executor
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.usedAt)));
      return issue(executor, user, family);
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
          await revokeFamilies(tx, eq(refreshTokens.family, row.family));
          return { refused: unauthorized(messages.auth.invalidRefreshToken) };
        }
        if (!row.user.active) {
          await revokeFamilies(tx, eq(refreshTokens.family, row.family));
          return { refused: forbidden(messages.auth.inactiveUser) };
        }
        if (row.expiresAt.getTime() <= Date.now())
          return { refused: unauthorized(messages.auth.invalidRefreshToken) };
        await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
        await tx
          .update(userSessions)
          .set({ lastUsedAt: new Date() })
          .where(eq(userSessions.family, row.family));
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
      if (row) await revokeFamilies(db, eq(refreshTokens.family, row.family));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export default fp<{ tokens: AccessTokens; steps: PendingSteps }>(
  async (app, { tokens, steps }) => {
    app.decorate('sessions', createSessionService(app.db, tokens, steps));
  },
  { name: 'sessions', dependencies: ['db'] },
);
