import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKey } from './derived-key.ts';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The sealed text's content, or null when it was sealed with another key or altered. */
  open(sealed: string): string | null;
}

/**
 * AES-256-GCM with a key derived from the api's secret, for what must be read back (a TOTP secret) yet not sit in
 * the database in clear: "v1.<iv>.<ciphertext>.<tag>", base64url. If the api's secret changes, the sealed texts no
 * longer open: the second factors must be set up again (recovery codes, hashed apart, still sign in).
 */
export function createSecretBox(secret: string, purpose: string): SecretBox {
  const key = derivedKey(secret, purpose);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || !body || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
