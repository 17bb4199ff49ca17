import { normalizeRole, type Role } from '@agua/domain/roles';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '../storage-keys.ts';
import type { CryptoBox } from './crypto-box.ts';

/** What login and refresh hand back, and what the app keeps between visits. */
export interface SessionData {
  token: string;
  refreshToken: string;
  userId: string;
  name: string;
  username: string;
  role: Role;
}

export interface SessionStore {
  save(session: SessionData): Promise<void>;
  /** The stored session, or null when any part is missing, malformed or does not decrypt. */
  read(): Promise<SessionData | null>;
  clear(): void;
}

/** The `auth` entry: readable ids, the refresh token sealed like the other secrets. */
interface PersistedAuth {
  userId: string;
  username: string;
  refreshToken: string;
}

function parseAuth(raw: string | null): PersistedAuth | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, username, refreshToken } = value as Record<string, unknown>;
    if (typeof userId !== 'string' || typeof username !== 'string' || typeof refreshToken !== 'string') {
      return null;
    }
    return { userId, username, refreshToken };
  } catch {
    return null;
  }
}

export function createSessionStore(box: CryptoBox, storage: Storage): SessionStore {
  const openEntry = async (key: string): Promise<string | null> => {
    const sealed = storage.getItem(key);
    return sealed === null ? null : box.open(sealed, key);
  };

  return {
    async save(session) {
      // Seal everything first so a failure leaves the previous session intact rather than half-written.
      const [token, name, role, refreshToken] = await Promise.all([
        box.seal(session.token, STORAGE_KEYS.token),
        box.seal(session.name, STORAGE_KEYS.name),
        box.seal(session.role, STORAGE_KEYS.role),
        box.seal(session.refreshToken, STORAGE_KEYS.auth),
      ]);
      const auth: PersistedAuth = { userId: session.userId, username: session.username, refreshToken };
      storage.setItem(STORAGE_KEYS.token, token);
      storage.setItem(STORAGE_KEYS.name, name);
      storage.setItem(STORAGE_KEYS.role, role);
      storage.setItem(STORAGE_KEYS.auth, JSON.stringify(auth));
    },

    async read() {
      const auth = parseAuth(storage.getItem(STORAGE_KEYS.auth));
      if (!auth) return null;
      const [token, name, role, refreshToken] = await Promise.all([
        openEntry(STORAGE_KEYS.token),
        openEntry(STORAGE_KEYS.name),
        openEntry(STORAGE_KEYS.role),
        box.open(auth.refreshToken, STORAGE_KEYS.auth),
      ]);
      const normalizedRole = role === null ? null : normalizeRole(role);
      if (token === null || name === null || normalizedRole === null || refreshToken === null) return null;
      return {
        token,
        refreshToken,
        name,
        role: normalizedRole,
        userId: auth.userId,
        username: auth.username,
      };
    },

    clear() {
      for (const key of SESSION_STORAGE_KEYS) storage.removeItem(key);
    },
  };
}
