import { SignJWT } from 'jose';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A correctly signed token whose expiry has passed. */
export function expiredToken(secret: string, userId = 1, role = 'ADMIN'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));
}

/** A valid token whose payload was edited (a Técnico promoting themself) without re-signing. */
export function tamperedToken(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN', sub: '1' })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}

/** A well-formed token signed with somebody else's key. */
export function foreignToken(): Promise<string> {
  return new SignJWT({ role: 'ADMIN' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('1')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode('a-completely-different-secret-of-enough-length'));
}
