import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@agua/domain/contracts/api-key';

/** A new key's secret: the recognisable prefix and 256 random bits (base64url), unguessable by any search. */
export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * What is stored and looked up: the SHA-256 of the secret. A fast hash is enough (unlike a password's argon2id):
 * the secret has 256 random bits, so nobody can search for it from a leaked hash.
 */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A bearer credential that claims to be an API key rather than a session's JWT (which starts with "eyJ"). */
export function looksLikeApiKey(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}
