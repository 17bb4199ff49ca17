import { useState } from 'react';
import { useSessionUser } from '../../lib/session/session-guard.ts';

// The payment method each staff member used last, kept in this browser per user: a cashier who takes cash all day
// finds Numerário chosen, and a forgotten switch no longer records cash as M-Pesa.
const keyOf = (userId: string) => `agua.payment-method.${userId}`;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The remembered method (null before the first payment) and how to remember a new one. */
export function useLastMethod(): [string | null, (method: string) => void] {
  const { userId } = useSessionUser();
  const key = keyOf(userId);
  const [method, setMethod] = useState<string | null>(() => read(key));
  const remember = (next: string) => {
    setMethod(next);
    try {
      window.localStorage.setItem(key, next);
    } catch {
      // Storage full or refused: the method is remembered for this visit only.
    }
  };
  return [method, remember];
}
