import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refreshTokens } from './tables.ts';

/**
 * Ends the sign-ins whose tokens `where` matches: their refresh tokens are revoked, and with them their access
 * tokens at the next request on any api process (session-check.ts reads the revocation from the database).
 */
export async function revokeFamilies(executor: Executor, where: SQL | undefined): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(where, isNull(refreshTokens.revokedAt)));
}

/** Every sign-in of an account ends: its password or second factor was reset by an administrator. */
export function endAllSessions(executor: Executor, userId: number): Promise<void> {
  return revokeFamilies(executor, eq(refreshTokens.userId, userId));
}
