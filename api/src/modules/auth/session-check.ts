import { messages } from '@agua/domain/messages';
import type { Role } from '@agua/domain/roles';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { users } from '../users/tables.ts';
import type { AccessTokens } from './access-tokens.ts';
import { type PendingSteps, pendingStepColumns } from './pending-step.ts';
import { refreshTokens, userSessions } from './tables.ts';

/** What a verified access token may do right now. */
export interface LiveAccess {
  role: Role;
  pending: AuthUser['pending'];
}

/**
 * An access token proves who signed in and from which login (its refresh-token family), not what they may still
 * do: an administrator demoted, deactivated or deleted, or a session logged out or revoked, must stop acting at
 * once, not when the token expires; a session that owes a step (pending-step.ts) is held to it at once too. One
 * primary-key lookup per request (the family test uses its index); at most once a minute it also notes the
 * session's last use for the list in Definições, in the same statement.
 */
export function createSessionCheck(db: Database, steps: PendingSteps) {
  return {
    /** The user's current role and step, or null when the user is gone or inactive or the token's login was revoked. */
    async current(userId: number, family: string): Promise<LiveAccess | null> {
      const touched = db.$with('touched').as(
        db
          .update(userSessions)
          .set({ lastUsedAt: sql`now()` })
          .where(
            and(
              eq(userSessions.family, family),
              lt(userSessions.lastUsedAt, sql`now() - interval '1 minute'`),
            ),
          )
          .returning({ family: userSessions.family }),
      );
      const revoked = db
        .select({ one: sql`1` })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.family, family), isNotNull(refreshTokens.revokedAt)));
      const [row] = await db
        .with(touched)
        .select({
          role: users.role,
          active: users.active,
          revoked: sql<boolean>`exists ${revoked}`,
          ...pendingStepColumns,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row?.active || row.revoked) return null;
      return { role: row.role, pending: steps.pendingOf(row) };
    },
  };
}

/** A session's access token is a JWT: its base64url header always starts "eyJ" ('{"'). */
const looksLikeAccessToken = (credential: string) => credential.startsWith('eyJ');

/**
 * Registers how a session's access token is judged (plugins/auth.ts asks on every protected request): the signature
 * says who signed in and from which login, the database whether they still may act, with which role, and what they
 * must do first.
 */
export default fp<{ tokens: AccessTokens; steps: PendingSteps }>(
  async (app, { tokens, steps }) => {
    const sessions = createSessionCheck(app.db, steps);
    app.credentialChecks.add({
      kind: 'user',
      claims: looksLikeAccessToken,
      refusal: messages.auth.invalidToken,
      async verify(token) {
        const claimed = await tokens.verify(token);
        if (!claimed) return null;
        const live = await sessions.current(claimed.userId, claimed.family);
        if (!live) return null;
        return { ...claimed, role: live.role, ...(live.pending ? { pending: live.pending } : {}) };
      },
    });
  },
  { name: 'session-check', dependencies: ['db', 'auth'] },
);
