import { useRef } from 'react';

/**
 * The Idempotency-Key of a payment attempt. The same payment sent again (a double click, a retry after the
 * connection dropped before the answer came) keeps its key, so the api pays it once; once it is answered, or the
 * payment changes (other invoices, another amount), the next submit is a new attempt with a new key.
 */
export function useAttemptKey() {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  return {
    /** The key for this payment, made at its first submit. */
    keyFor(payment: unknown): string {
      const fingerprint = JSON.stringify(payment);
      if (attempt.current?.fingerprint !== fingerprint) {
        attempt.current = { fingerprint, key: crypto.randomUUID() };
      }
      return attempt.current.key;
    },
    /** The attempt got an answer (paid or refused): the next submit is a new payment. */
    settle(): void {
      attempt.current = null;
    },
  };
}
