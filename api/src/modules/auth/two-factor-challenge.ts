import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { derivedKey } from './derived-key.ts';

/** The time between a right password and its code: long enough to open the app, short enough to be of no use later. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  usr: z.string().min(1),
  purpose: z.literal('two-factor'),
});

export interface Challenge {
  userId: number;
  username: string;
}

/**
 * The proof, between POST /auth/login and POST /auth/login/two-factor, that the password was right: a JWT signed
 * with a key of its own (derived from the api's secret), so it can never pass for an access token, nor an access
 * token for it. It names the username so that code failures count against the same throttle keys as passwords.
 */
export function createChallenges(secret: string) {
  const key = derivedKey(secret, 'two-factor-challenge');
  return {
    sign({ userId, username }: Challenge): Promise<string> {
      return new SignJWT({ usr: username, purpose: 'two-factor' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
        .sign(key);
    },
    /** The challenge's user, or null when it is malformed, altered, expired or not a challenge. */
    async verify(token: string): Promise<Challenge | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const claims = claimsSchema.safeParse(payload);
        return claims.success ? { userId: Number(claims.data.sub), username: claims.data.usr } : null;
      } catch {
        return null;
      }
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
