import { isTokenExpired, tokenExpiresAt } from './jwt.ts';
import type { SessionData, SessionStore } from './session-store.ts';

export type RefreshOutcome =
  | { kind: 'renewed'; session: SessionData }
  /** The server said no (refresh token expired, revoked or reused): the session is over. */
  | { kind: 'refused'; message: string }
  /** The gateway could not be reached: keep the session and try again shortly. */
  | { kind: 'unreachable' };

export type SessionEndReason = 'signed-out' | 'expired' | 'elsewhere';

export interface SessionDeps {
  store: SessionStore;
  /** Exchanges a refresh token for a new session (the refreshToken mutation). */
  refresh(refreshToken: string): Promise<RefreshOutcome>;
  /** Revokes a refresh token at sign-out (the logout mutation); failures are ignored. */
  revoke(refreshToken: string, token: string | null): Promise<void>;
  now?: () => number;
  /** Runs `task` while no other tab refreshes: refresh tokens rotate, and reusing one revokes the family. */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  schedule?: (task: () => void, delayMs: number) => () => void;
}

export interface SessionManager {
  /** The stored session if it decrypts and its access token has not expired; otherwise null. */
  current(): Promise<SessionData | null>;
  /** A usable access token, renewed first when it is about to expire; null when there is no session. */
  accessToken(): Promise<string | null>;
  /** Stores a fresh session (after login) and plans its renewal. */
  start(session: SessionData): Promise<void>;
  /** Plans the renewal of a session restored from storage (at start-up, or after another tab renewed it). */
  resume(): Promise<void>;
  /**
   * Renews the session now; true when a valid session is in place afterwards. `rejectedToken`: the access token the
   * server has just refused although it had not expired (the session was ended elsewhere): it is not adopted again,
   * the refresh token is asked, and says whether the session goes on.
   */
  refresh(rejectedToken?: string): Promise<boolean>;
  signOut(): Promise<void>;
  /** Tells the app a session ended: after a sign-out, a refused renewal, or a sign-out in another tab. */
  onEnd(listener: (reason: SessionEndReason) => void): () => void;
  /** Another tab cleared the session. */
  endedElsewhere(): void;
}

/** Access tokens live 15 minutes: renew one this long before it expires. */
export const RENEW_MARGIN_MS = 60_000;
const RETRY_DELAY_MS = 15_000;
const MIN_DELAY_MS = 1_000;
const REVOKE_TIMEOUT_MS = 3_000;

const defaultSchedule = (task: () => void, delayMs: number) => {
  const id = setTimeout(task, delayMs);
  return () => clearTimeout(id);
};

export function createSessionManager(deps: SessionDeps): SessionManager {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const exclusive = deps.exclusive ?? ((task) => task());
  const schedule = deps.schedule ?? defaultSchedule;
  const listeners = new Set<(reason: SessionEndReason) => void>();
  let cancelTimer: (() => void) | undefined;
  let inFlight: Promise<boolean> | undefined;

  const stopTimer = () => {
    cancelTimer?.();
    cancelTimer = undefined;
  };

  const planRenewal = (token: string, delayOverride?: number) => {
    stopTimer();
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null) return;
    const delay = delayOverride ?? expiresAt - RENEW_MARGIN_MS - now();
    cancelTimer = schedule(() => void manager.refresh(), Math.max(MIN_DELAY_MS, delay));
  };

  const end = (reason: SessionEndReason) => {
    stopTimer();
    store.clear();
    for (const listener of listeners) listener(reason);
  };

  const renew = async (rejectedToken?: string): Promise<boolean> => {
    const stored = await store.read();
    if (!stored) return false;
    // Another tab may have renewed while this one waited for the lock: adopt its session, do not reuse the
    // (now spent) refresh token this tab remembered. Not the token the server has just refused, though.
    if (stored.token !== rejectedToken && !isTokenExpired(stored.token, now(), RENEW_MARGIN_MS)) {
      planRenewal(stored.token);
      return true;
    }
    const outcome = await deps.refresh(stored.refreshToken);
    if (outcome.kind === 'renewed') {
      await store.save(outcome.session);
      planRenewal(outcome.session.token);
      return true;
    }
    if (outcome.kind === 'refused') {
      end('expired');
      return false;
    }
    if (!isTokenExpired(stored.token, now())) planRenewal(stored.token, RETRY_DELAY_MS);
    return false;
  };

  const manager: SessionManager = {
    async current() {
      const session = await store.read();
      return session && !isTokenExpired(session.token, now()) ? session : null;
    },

    async accessToken() {
      const session = await store.read();
      if (!session) return null;
      if (isTokenExpired(session.token, now(), RENEW_MARGIN_MS)) {
        await manager.refresh();
        const renewed = await manager.current();
        return renewed?.token ?? null;
      }
      return session.token;
    },

    async start(session) {
      await store.save(session);
      planRenewal(session.token);
    },

    async resume() {
      const session = await manager.current();
      if (session) planRenewal(session.token);
      else stopTimer();
    },

    refresh(rejectedToken) {
      // One renewal at a time: concurrent requests that all find the token stale share the same exchange.
      inFlight ??= exclusive(() => renew(rejectedToken))
        .catch(() => false)
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },

    async signOut() {
      const session = await store.read();
      if (session) {
        const timeout = new Promise<void>((resolve) => setTimeout(resolve, REVOKE_TIMEOUT_MS));
        await Promise.race([
          deps.revoke(session.refreshToken, session.token).catch(() => undefined),
          timeout,
        ]);
      }
      end('signed-out');
    },

    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    endedElsewhere() {
      stopTimer();
      for (const listener of listeners) listener('elsewhere');
    },
  };

  return manager;
}
