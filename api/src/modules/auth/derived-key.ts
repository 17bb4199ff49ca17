import { hkdfSync } from 'node:crypto';

/**
 * A 256-bit key for one purpose, derived (HKDF-SHA256) from the api's one configured secret (JWT_SECRET or the
 * generated DATA_DIR/jwt-secret): each use has its own key, and nothing new to configure or back up.
 */
export function derivedKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'agua', purpose, 32));
}
