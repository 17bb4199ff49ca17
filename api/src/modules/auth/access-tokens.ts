import { SESSION_STEPS, type SessionStep } from '@agua/domain/contracts/auth';
import { ROLES } from '@agua/domain/roles';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth.ts';

/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  role: z.enum(ROLES),
  sid: z.string().min(1),
  step: z.enum(SESSION_STEPS).optional(),
});

export interface AccessTokens {
  /** `step`: what the session owed when the token was issued (informative, like role: the api asks the database). */
  sign(user: AuthUser, step?: SessionStep | null): Promise<string>;
  /** The token's user, or null when it is malformed, tampered with, expired or signed with another key. */
  verify(token: string): Promise<AuthUser | null>;
}

/**
 * HS256 JWTs with claims sub (user id), role, sid (the login's refresh-token family), iat and exp, and step when
 * the session owes one (the web sends such a session to the page where it is done).
 */
export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign(user, step) {
      return new SignJWT({ role: user.role, sid: user.family, ...(step ? { step } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp'],
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return null;
        return { userId: Number(claims.data.sub), role: claims.data.role, family: claims.data.sid };
      } catch {
        return null;
      }
    },
  };
}
