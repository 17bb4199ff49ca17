// How many readings of the offline route (features/reading-route) wait on this device, mirrored in localStorage
// so the sign-out can warn without opening the route's IndexedDB (and its library) in the main chunk. Sign-out
// never removes this key nor the readings themselves (docs/domain.md "Offline reading route").

const KEY = 'readingQueue';

/** Readings recorded on this device and not accepted by the server yet (waiting, or refused and not discarded). */
export function unsentReadings(): number {
  const value = Number(localStorage.getItem(KEY) ?? '0');
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function setUnsentReadings(count: number): void {
  if (count > 0) localStorage.setItem(KEY, String(count));
  else localStorage.removeItem(KEY);
}

/** The offline route's IndexedDB (features/reading-route/route-db.ts opens it with its schema). */
export const ROUTE_DATABASE = 'agua-reading-route';

/**
 * The readings waiting on this device, counted in the route's IndexedDB itself (the home shows it): Dexie loaded
 * on demand and the database opened as it is, never created where the route was never used.
 */
export async function countQueuedReadings(): Promise<number> {
  const { default: Dexie } = await import('dexie');
  if (!(await Dexie.exists(ROUTE_DATABASE))) return 0;
  const db = new Dexie(ROUTE_DATABASE);
  try {
    await db.open();
    if (!db.tables.some((table) => table.name === 'captures')) return 0;
    const count = await db.table('captures').where('status').anyOf('QUEUED', 'REFUSED').count();
    setUnsentReadings(count);
    return count;
  } finally {
    db.close();
  }
}

/**
 * Removes the access token kept for the service worker's Background Sync (features/reading-route/background-sync.ts)
 * when the session ends: the next person on this phone must not have the worker send readings as the previous
 * one. The queued readings stay, as above. Opens the database as it is, never creating it.
 */
export async function forgetSyncToken(): Promise<void> {
  const { default: Dexie } = await import('dexie');
  if (!(await Dexie.exists(ROUTE_DATABASE))) return;
  const db = new Dexie(ROUTE_DATABASE);
  try {
    await db.open();
    if (db.tables.some((table) => table.name === 'syncAuth')) await db.table('syncAuth').delete('session');
  } finally {
    db.close();
  }
}
