import { randomBytes } from 'node:crypto';

// Recovery codes: ten per second factor, each good for one sign-in when the phone is lost. Ten characters of
// Crockford's base32 (no i, l, o, u: nothing to misread), 50 random bits each, shown as "xxxxx-xxxxx"; stored as
// argon2id hashes of the ten characters.

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 10;

/** A new code as shown to the person. */
export function newRecoveryCode(): string {
  const chars = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What a typed recovery code is hashed as: lower case, without spaces or dashes; null when it cannot be one. */
export function canonicalRecoveryCode(typed: string): string | null {
  const chars = typed.toLowerCase().replace(/[\s-]+/g, '');
  if (chars.length !== LENGTH) return null;
  return [...chars].every((char) => ALPHABET.includes(char)) ? chars : null;
}
