import { tokenExpiresAt } from '../../lib/session/jwt.ts';
import { routeDb } from './route-db.ts';

/**
 * The tag the service worker's `sync` handler answers (public/reading-sync-sw.js): Chromium wakes the worker with it
 * once the network is back, even with the app closed. Safari and Firefox have no Background Sync; there the app
 * sends the queue when it opens and on the browser's `online` event (docs/domain.md "Offline reading route").
 */
export const READING_SYNC_TAG = 'agua-readings';

/** Background Sync's part of a worker registration (Chromium only, so not in TypeScript's DOM types). */
interface SyncRegistration {
  sync: { register(tag: string): Promise<void>; getTags(): Promise<string[]> };
}

const hasSync = (
  registration: ServiceWorkerRegistration | undefined,
): registration is ServiceWorkerRegistration & SyncRegistration =>
  Boolean(registration && 'sync' in registration);

/**
 * Asks the browser to wake the service worker when it is online, to send the queued readings: called when a reading
 * is queued. The worker has no session of its own (it lives in localStorage, out of a worker's reach), so the
 * current access token goes with the queue for it, good for its own 15 minutes at most; a later wake finds it
 * expired and leaves the queue to the app. Answers whether the sync was registered; false, quietly, where the
 * browser has no worker or no Background Sync.
 */
export async function requestBackgroundSync(accessToken: () => Promise<string | null>): Promise<boolean> {
  try {
    if (!('serviceWorker' in navigator)) return false;
    // getRegistration, not ready: ready never settles where no worker is installed (development, a blocked worker).
    const registration = await navigator.serviceWorker.getRegistration();
    if (!hasSync(registration)) return false;
    const token = await accessToken();
    const expiresAt = token ? tokenExpiresAt(token) : null;
    if (token && expiresAt) await routeDb.syncAuth.put({ id: 'session', token, expiresAt });
    await registration.sync.register(READING_SYNC_TAG);
    return true;
  } catch {
    // A browser that refuses (permission, a private window): the app's own sync still sends the queue.
    return false;
  }
}
