import { messages } from '@agua/domain/messages';
import type { Role } from '@agua/domain/roles';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { users } from '../users/tables.ts';
import type { AccessTokens } from './access-tokens.ts';
import { refreshTokens } from './tables.ts';

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

/** A session's access token is a JWT: its base64url header always starts "eyJ" ('{"'). */
const looksLikeAccessToken = (credential: string) => credential.startsWith('eyJ');

/**
 * Registers how a session's access token is judged (plugins/auth.ts asks on every protected request): the signature
 * says who signed in and from which login, the database whether they still may act, and with which role.
 */
export default fp<{ tokens: AccessTokens }>(
  async (app, { tokens }) => {
    const sessions = createSessionCheck(app.db);
    app.credentialChecks.add({
      kind: 'user',
      claims: looksLikeAccessToken,
      refusal: messages.auth.invalidToken,
      async verify(token) {
        const claimed = await tokens.verify(token);
        if (!claimed) return null;
        const live = await sessions.current(claimed.userId, claimed.family);
        return live ? { ...claimed, role: live.role } : null;
      },
    });
  },
  { name: 'session-check', dependencies: ['db', 'auth'] },
);
