import { STORAGE_KEYS } from '../storage-keys.ts';
import { createCryptoBox } from './crypto-box.ts';
import { browserKeyStore } from './key-store.ts';
import { refreshSession, revokeSession } from './session-api.ts';
import { createSessionManager, type SessionManager } from './session-manager.ts';
import { createSessionStore } from './session-store.ts';

/**
 * WebCrypto's subtle API exists only in secure contexts (https, or http://localhost). Without it the session
 * cannot be stored encrypted, so the login page says so instead of keeping tokens in clear text.
 */
export function canStoreSessionSecurely(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';
}

async function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  // Web Locks serialise renewals between tabs of this origin; where missing, renewals are only per tab.
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return await navigator.locks.request('agua-session-refresh', task);
  }
  return task();
}

/** The app's one session manager, bound to this browser's localStorage, IndexedDB and gateway. */
export function createBrowserSessionManager(): SessionManager {
  const box = createCryptoBox(crypto, browserKeyStore());
  const manager = createSessionManager({
    store: createSessionStore(box, localStorage),
    refresh: refreshSession,
    revoke: revokeSession,
    exclusive: acrossTabs,
  });

  // Tabs share localStorage: follow a renewal made by another tab, and leave when another tab signs out.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === STORAGE_KEYS.token || event.key === null) {
      if (event.newValue === null) manager.endedElsewhere();
      else void manager.resume();
    }
  });

  return manager;
}
