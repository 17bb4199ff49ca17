import { constants, createPrivateKey, createPublicKey, privateDecrypt, publicEncrypt } from 'node:crypto';

// The Vodacom M-Pesa OpenAPI's bearer token: the API key encrypted with the portal's RSA public key (PKCS#1 v1.5
// padding), base64. The portal hands the public key out as base64 DER (SubjectPublicKeyInfo), without PEM lines.

function publicKeyFrom(base64OrPem: string) {
  const text = base64OrPem.trim();
  if (text.startsWith('-----BEGIN')) return createPublicKey(text);
  return createPublicKey({
    key: Buffer.from(text.replace(/\s+/g, ''), 'base64'),
    format: 'der',
    type: 'spki',
  });
}

/** `Authorization: Bearer <this>` for one call (PKCS#1 v1.5 is randomised: each token differs, each decrypts alike). */
export function bearerToken(apiKey: string, publicKey: string): string {
  return publicEncrypt(
    { key: publicKeyFrom(publicKey), padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(apiKey, 'utf8'),
  ).toString('base64');
}

/**
 * The API key inside a token, read with the private half (the simulator's; PKCS#8 DER base64 or PEM). Node refuses
 * PKCS#1 v1.5 private decryption (CVE-2023-46809), so the block is decrypted raw and its padding
 * (00 02 <8+ non-zero bytes> 00 <message>) removed here; only the simulator and tests read tokens.
 */
export function apiKeyOfToken(token: string, privateKey: string): string {
  const text = privateKey.trim();
  const key = text.startsWith('-----BEGIN')
    ? createPrivateKey(text)
    : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
  const block = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, Buffer.from(token, 'base64'));
  const separator = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || separator < 10) throw new Error('not a PKCS#1 v1.5 block');
  return block.subarray(separator + 1).toString('utf8');
}
