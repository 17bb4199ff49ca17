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
});

export interface AccessTokens {
  sign(user: AuthUser): Promise<string>;
  /** The token's user, or null when it is malformed, tampered with, expired or signed with another key. */
  verify(token: string): Promise<AuthUser | null>;
}

/** HS256 JWTs with claims sub (user id), role, sid (the login's refresh-token family), iat and exp. */
export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign(user) {
      return new SignJWT({ role: user.role, sid: user.family })
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
