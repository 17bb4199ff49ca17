import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIMULATOR_PRIVATE_KEY, SIMULATOR_PUBLIC_KEY } from '../simulator/simulator-keys.ts';
import { apiKeyOfToken, bearerToken } from './token.ts';

describe('the M-Pesa bearer token', () => {
  it('decrypts back to the API key with the private half of the fixed key pair', () => {
    const token = bearerToken('chave-api-de-teste', SIMULATOR_PUBLIC_KEY);
    expect(token).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // 2048-bit RSA: 256 bytes of ciphertext.
    expect(Buffer.from(token, 'base64')).toHaveLength(256);
    expect(apiKeyOfToken(token, SIMULATOR_PRIVATE_KEY)).toBe('chave-api-de-teste');
  });

  it('is randomised (PKCS#1 v1.5): two tokens differ and both decrypt alike', () => {
    const a = bearerToken('k', SIMULATOR_PUBLIC_KEY);
    const b = bearerToken('k', SIMULATOR_PUBLIC_KEY);
    expect(a).not.toBe(b);
    expect(apiKeyOfToken(b, SIMULATOR_PRIVATE_KEY)).toBe('k');
  });

  it('accepts a PEM public key too, and another key pair cannot read it', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = other.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const token = bearerToken('segredo', pem);
    const otherPrivate = other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(apiKeyOfToken(token, otherPrivate)).toBe('segredo');
    expect(() => apiKeyOfToken(token, SIMULATOR_PRIVATE_KEY)).toThrow();
  });
});
