import type { KeyStore } from './key-store.ts';

/** The part of WebCrypto the box needs: the browser's `crypto`, or node's `webcrypto` in tests. */
export interface WebCrypto {
  readonly subtle: SubtleCrypto;
  getRandomValues<T extends Uint8Array<ArrayBuffer>>(array: T): T;
}

/** Seals short strings with AES-GCM under one non-extractable key. */
export interface CryptoBox {
  /** Ciphertext bound to `label` (the storage key), so a value moved to another key no longer opens. */
  seal(plain: string, label: string): Promise<string>;
  /** The plain text, or null when the value was tampered with, moved, or sealed under another key. */
  open(sealed: string, label: string): Promise<string | null>;
}

const FORMAT = 'v1';
const IV_BYTES = 12;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function createCryptoBox(crypto: WebCrypto, keyStore: KeyStore): CryptoBox {
  let key: Promise<CryptoKey> | undefined;

  const obtainKey = async (): Promise<CryptoKey> => {
    const existing = await keyStore.load();
    if (existing) return existing;
    // extractable: false — the key can encrypt and decrypt but can never be exported as bytes.
    const created = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    return keyStore.saveIfAbsent(created);
  };

  const sessionKey = () => {
    key ??= obtainKey().catch((error: unknown) => {
      key = undefined; // let the next call try again rather than caching a failure
      throw error;
    });
    return key;
  };

  return {
    async seal(plain, label) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const cipher = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(label) },
        await sessionKey(),
        encoder.encode(plain),
      );
      return `${FORMAT}.${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`;
    },

    async open(sealed, label) {
      const [format, iv, cipher, ...rest] = sealed.split('.');
      if (format !== FORMAT || !iv || !cipher || rest.length > 0) return null;
      try {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(iv), additionalData: encoder.encode(label) },
          await sessionKey(),
          fromBase64(cipher),
        );
        return decoder.decode(plain);
      } catch (error) {
        // A value that does not decrypt is logged and counts as no session.
        console.warn(`session: "${label}" did not decrypt`, error);
        return null;
      }
    },
  };
}
