import type { SessionManager } from '../lib/session/session-manager.ts';
import type { SessionData } from '../lib/session/session-store.ts';

/** A session manager that holds `session` (or none) and does nothing else: the guard and the pages read it. */
export function sessionManagerWith(session: SessionData | null): SessionManager {
  return {
    current: async () => session,
    accessToken: async () => session?.token ?? null,
    start: async () => undefined,
    resume: async () => undefined,
    refresh: async () => false,
    signOut: async () => undefined,
    onEnd: () => () => undefined,
    endedElsewhere: () => undefined,
  };
}
